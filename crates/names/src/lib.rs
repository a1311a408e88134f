//! Which effect is which, from the user's own game files: every use of an effect id in the
//! game's params (`regulation.bin`) and animations (`.anibnd.dcx`), a name for it from the
//! game's texts (`msg/<language>/*.msgbnd.dcx`), and the reverse (a spell, an item, a row or
//! an animation → the effects it leads to). No simulation and no GPU: the viewer and the
//! command line ask it for names and uses; nothing of the games' data is shipped.
//!
//! The way through it, in order:
//!
//! - [`sources`]: the files given ([`NameSources`]): each read when added, a file that
//!   cannot be read kept as a [`SourceProblem`] naming it while the others still name what
//!   they can; which files are which ([`kind_of`]);
//! - [`graph`]: the rows of the params that lead to effects, and their links (a spell's
//!   bullet, a special effect's visual rows, a weapon's behaviours), built from the layouts in
//!   `fxr_formats::param::layouts` (its module documentation gives the chains and their
//!   sources);
//! - [`index`]: the [`NameIndex`]: an effect's uses, each with the named rows it is reached
//!   from, its best name, and the search by name;
//! - [`labels`]: what an effect field means, in words (`sfxId_Hit` → "bullet hit");
//! - [`community`]: names the user may add where the game's texts have none (a Paramdex
//!   `Names/` folder, Smithbox alias files).

#![forbid(unsafe_code)]

pub mod community;
// Game files made with the writers: the tests' and `fxr-view demo --names`'s (no game data).
#[cfg(any(test, feature = "fixtures"))]
pub mod fixtures;
pub mod graph;
pub mod index;
pub mod labels;
pub mod sources;

#[cfg(test)]
mod tests;

pub use index::{
    AnimationUse, EffectUse, Found, FoundEffect, NameIndex, Owner, ParamUse, Search, Step,
};
pub use sources::{NameSources, SourceKind, SourceProblem, kind_of};

/// Any bytes as one of the index's files (the first byte chooses which: a regulation, a text
/// binder, an animation binder, a Paramdex names file or a Smithbox alias file), then the
/// index built and asked for every effect's uses and name and for a search: never a panic,
/// whatever the bytes (the `names` fuzz target).
#[doc(hidden)]
pub fn fuzz(data: &[u8]) {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let path = match which % 5 {
        0 => "regulation.bin",
        1 => "msg/engus/item.msgbnd.dcx",
        2 => "chr/c0000.anibnd.dcx",
        3 => "Names/Bullet.txt",
        _ => "Aliases/Particles.json",
    };
    let mut sources = NameSources::new(fxr_formats::binary::Limits::default());
    sources.add(path, rest);
    let index = NameIndex::build(&sources);
    for effect in index.effects().into_iter().take(256) {
        let _ = index.uses(effect);
        let _ = index.name(effect);
    }
    let _ = index.find("a");
}
