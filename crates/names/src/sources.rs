//! The files the index is built from, read as they are added. A file that cannot be read is
//! kept as a [`SourceProblem`] naming it and saying why (with the offset where the reader
//! stopped); the other files still name what they can.
//!
//! Which file is which ([`kind_of`]) goes by its name, as the games lay them out:
//! `regulation.bin` (the params), `msg/<language>/*.msgbnd.dcx` (texts),
//! `chr/*.anibnd.dcx` (animations), and the community files of [`crate::community`]
//! (`Names/<Param>.txt`, Smithbox alias `.json`).

use fxr_formats::binary::Limits;
use fxr_formats::fmg::texts::{self, BinderText};
use fxr_formats::fxr::Game;
use fxr_formats::regulation::{self, Regulation, RegulationGame};
use fxr_formats::tae::anibnd::{self, BinderTae};

use crate::community::CommunityNames;

/// What a file is to the index.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum SourceKind {
    /// `regulation.bin`: the params.
    Regulation,
    /// `*.msgbnd.dcx`: text files.
    TextBinder,
    /// `*.anibnd.dcx`: a character's animations.
    AnimationBinder,
    /// `Names/<Param>.txt`: a Paramdex names file of this param.
    ParamdexNames(String),
    /// A Smithbox alias `.json` (`Particles.json`, `Characters.json`, `Aliases.json`).
    Aliases,
}

/// What a file is, by its path (`/` or `\` separated), or `None` for a file the index does
/// not read.
pub fn kind_of(path: &str) -> Option<SourceKind> {
    let parts: Vec<&str> = path.split(['/', '\\']).filter(|p| !p.is_empty()).collect();
    let name = parts.last()?.to_ascii_lowercase();
    let parent = parts.len().checked_sub(2).map(|i| parts[i]);
    if name == "regulation.bin" || name.ends_with(".regulation.bin") {
        Some(SourceKind::Regulation)
    } else if name.ends_with(".msgbnd.dcx") || name.ends_with(".msgbnd") {
        Some(SourceKind::TextBinder)
    } else if name.ends_with(".anibnd.dcx") || name.ends_with(".anibnd") {
        Some(SourceKind::AnimationBinder)
    } else if name.ends_with(".txt") && parent.is_some_and(|p| p.eq_ignore_ascii_case("names")) {
        let stem = parts.last()?;
        Some(SourceKind::ParamdexNames(
            stem[..stem.len() - 4].to_string(),
        ))
    } else if name.ends_with(".json")
        && ["alias", "particles", "characters"]
            .iter()
            .any(|k| name.contains(k))
    {
        Some(SourceKind::Aliases)
    } else {
        None
    }
}

/// A file that could not be read, and why.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct SourceProblem {
    /// The file as it was given.
    pub file: String,
    /// Why (the reader's error, with its offset).
    pub error: String,
}

impl std::fmt::Display for SourceProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file, self.error)
    }
}

/// A text binder, read.
#[derive(Debug)]
pub struct TextSource {
    /// The file.
    pub file: String,
    /// Its FMG files (classified again for the game once it is known).
    pub texts: Vec<BinderText>,
}

/// An animation binder, read.
#[derive(Debug)]
pub struct AnimationSource {
    /// The file.
    pub file: String,
    /// The character (`c3000`), from the file name.
    pub character: Option<String>,
    /// Its TAE files.
    pub taes: Vec<BinderTae>,
}

/// The files given to the index.
#[derive(Debug, Default)]
pub struct NameSources {
    /// The regulation (the first one given; a second is a problem).
    pub regulation: Option<(String, Regulation)>,
    /// The text binders.
    pub texts: Vec<TextSource>,
    /// The animation binders.
    pub animations: Vec<AnimationSource>,
    /// The community names.
    pub community: CommunityNames,
    /// The files that could not be read.
    pub problems: Vec<SourceProblem>,
    /// The game, when the user says it (otherwise the regulation's, or guessed).
    pub game: Option<Game>,
    limits: Limits,
}

impl NameSources {
    /// No files yet, reading with these limits.
    pub fn new(limits: Limits) -> NameSources {
        NameSources {
            limits,
            ..NameSources::default()
        }
    }

    /// Adds a file by its path: read when it is one the index uses ([`kind_of`]), its problem
    /// kept otherwise. Returns what it was taken for, `None` for a file the index does not read.
    pub fn add(&mut self, path: &str, data: &[u8]) -> Option<SourceKind> {
        let kind = kind_of(path)?;
        let result = match &kind {
            SourceKind::Regulation => self.add_regulation(path, data),
            SourceKind::TextBinder => self.add_text_binder(path, data),
            SourceKind::AnimationBinder => self.add_animation_binder(path, data),
            SourceKind::ParamdexNames(param) => {
                let text = String::from_utf8_lossy(data);
                self.community.add_paramdex_names(param, &text);
                Ok(())
            }
            SourceKind::Aliases => {
                let text = String::from_utf8_lossy(data);
                let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
                self.community.add_smithbox_aliases(name, &text).map(|_| ())
            }
        };
        if let Err(error) = result {
            self.problems.push(SourceProblem {
                file: path.to_string(),
                error,
            });
        }
        Some(kind)
    }

    /// Adds a `regulation.bin` (its game found by its key).
    pub fn add_regulation(&mut self, path: &str, data: &[u8]) -> Result<(), String> {
        if let Some((first, _)) = &self.regulation {
            return Err(format!(
                "a second regulation: {first} is the one read (one game's params at a time)"
            ));
        }
        let game = self.game.and_then(regulation_game);
        let read =
            regulation::read_with_limits(data, game, &self.limits).map_err(|e| e.to_string())?;
        for (name, error) in read.unread() {
            self.problems.push(SourceProblem {
                file: format!("{path}: {name}"),
                error: error.to_string(),
            });
        }
        self.regulation = Some((path.to_string(), read));
        Ok(())
    }

    /// Adds a text binder (`item.msgbnd.dcx`).
    pub fn add_text_binder(&mut self, path: &str, data: &[u8]) -> Result<(), String> {
        let texts =
            texts::read_binder(Game::Unknown, data, &self.limits).map_err(|e| e.to_string())?;
        self.note_failed(path, texts.iter().map(|t| (&t.name, t.fmg.as_ref().err())));
        self.texts.push(TextSource {
            file: path.to_string(),
            texts,
        });
        Ok(())
    }

    /// Adds an animation binder (`c3000.anibnd.dcx`).
    pub fn add_animation_binder(&mut self, path: &str, data: &[u8]) -> Result<(), String> {
        let taes = anibnd::read_binder(data, &self.limits).map_err(|e| e.to_string())?;
        self.note_failed(path, taes.iter().map(|t| (&t.name, t.tae.as_ref().err())));
        let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
        let stem = name.split('.').next().unwrap_or(name);
        let character = (stem.len() == 5 && stem.starts_with('c')).then(|| stem.to_string());
        self.animations.push(AnimationSource {
            file: path.to_string(),
            character,
            taes,
        });
        Ok(())
    }

    fn note_failed<'a, E: std::fmt::Display + 'a>(
        &mut self,
        path: &str,
        entries: impl Iterator<Item = (&'a String, Option<&'a E>)>,
    ) {
        for (name, error) in entries {
            if let Some(error) = error {
                self.problems.push(SourceProblem {
                    file: format!("{path}: {name}"),
                    error: error.to_string(),
                });
            }
        }
    }

    /// The game the files are of: the one the user said, else the regulation's, else the one
    /// whose text file names classify the most entries, else the one whose animation layout
    /// the binders have.
    pub fn game(&self) -> Game {
        if let Some(game) = self.game {
            return game;
        }
        if let Some((_, r)) = &self.regulation {
            return text_game(r.game);
        }
        let by_texts = GAMES
            .iter()
            .map(|&g| {
                let classified = self
                    .texts
                    .iter()
                    .flat_map(|s| &s.texts)
                    .filter(|t| texts::classify(g, &t.name).is_some())
                    .count();
                (classified, g)
            })
            .filter(|(n, _)| *n > 0)
            .max_by_key(|(n, _)| *n);
        if let Some((_, game)) = by_texts {
            return game;
        }
        let tae = self
            .animations
            .iter()
            .flat_map(|a| &a.taes)
            .find_map(|t| t.tae.as_ref().ok());
        tae.and_then(|tae| {
            GAMES.iter().copied().find(|&g| {
                fxr_formats::tae::spawns::format_of(g) == Some(tae.format)
                    && fxr_formats::tae::spawns::character_banks(g).contains(&tae.event_bank)
            })
        })
        .unwrap_or(Game::Unknown)
    }
}

/// The games whose files the index reads, in the order a guess tries them.
const GAMES: [Game; 5] = [
    Game::EldenRing,
    Game::Nightreign,
    Game::ArmoredCore6,
    Game::DarkSouls3,
    Game::Sekiro,
];

/// The texts' and animations' game of a regulation's.
pub fn text_game(game: RegulationGame) -> Game {
    match game {
        RegulationGame::EldenRing => Game::EldenRing,
        RegulationGame::Nightreign => Game::Nightreign,
        RegulationGame::DarkSouls3 => Game::DarkSouls3,
        RegulationGame::ArmoredCore6 => Game::ArmoredCore6,
    }
}

/// The regulation's game of a game, where it has one the index reads.
pub fn regulation_game(game: Game) -> Option<RegulationGame> {
    Some(match game {
        Game::EldenRing => RegulationGame::EldenRing,
        Game::Nightreign => RegulationGame::Nightreign,
        Game::DarkSouls3 => RegulationGame::DarkSouls3,
        Game::ArmoredCore6 => RegulationGame::ArmoredCore6,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_told_apart_by_their_names() {
        assert_eq!(kind_of("ER/regulation.bin"), Some(SourceKind::Regulation));
        assert_eq!(
            kind_of("msg\\engus\\item_dlc02.msgbnd.dcx"),
            Some(SourceKind::TextBinder)
        );
        assert_eq!(
            kind_of("chr/c3000.anibnd.dcx"),
            Some(SourceKind::AnimationBinder)
        );
        assert_eq!(
            kind_of("Paramdex/ER/Names/Magic.txt"),
            Some(SourceKind::ParamdexNames("Magic".into()))
        );
        assert_eq!(
            kind_of("Aliases/ER/Particles.json"),
            Some(SourceKind::Aliases)
        );
        assert_eq!(kind_of("sfx/sfxbnd_commoneffects.ffxbnd.dcx"), None);
        assert_eq!(kind_of("notes.txt"), None);
    }
}
