//! Where the textures and models an effect names come from ([`TextureSource`]): the opened
//! files, or none. The draw list asks it which models can be drawn; the GPU crate uploads
//! what it returns.

use fxr_formats::dds::Dds;
use fxr_formats::flver::ModelGeometry;

/// Where the renderer finds the textures and models an effect names (the opened files).
pub trait TextureSource {
    /// The texture with id `id` (`sNNNNN`), if opened.
    fn dds(&self, id: i32) -> Option<&Dds>;

    /// The model with id `id` (`sNNNNN.flver`), if opened and readable.
    fn model(&self, id: i32) -> Option<&ModelGeometry> {
        let _ = id;
        None
    }

    /// Why model `id` cannot be drawn although a file holds it (it does not read), if so.
    fn model_problem(&self, id: i32) -> Option<String> {
        let _ = id;
        None
    }
}

/// The model a draw draws: one a file holds with something to draw ([`TextureSource::model`]
/// with at least one mesh); otherwise the draw is the placeholder cube.
pub fn drawable_model(source: &dyn TextureSource, id: i32) -> Option<&ModelGeometry> {
    source.model(id).filter(|g| !g.meshes.is_empty())
}

impl TextureSource for fxr_library::Library {
    fn dds(&self, id: i32) -> Option<&Dds> {
        // Read when first drawn; one that does not read is drawn as missing.
        self.texture(id).and_then(|t| t.dds().ok())
    }

    fn model(&self, id: i32) -> Option<&ModelGeometry> {
        // Read when first drawn; one that does not read is drawn as the placeholder and its
        // error given by `model_problem`.
        fxr_library::Library::model(self, id).and_then(|m| m.geometry().ok())
    }

    fn model_problem(&self, id: i32) -> Option<String> {
        let entry = fxr_library::Library::model(self, id)?;
        match entry.geometry() {
            Err(e) => Some(e.to_string()),
            Ok(g) if g.meshes.is_empty() => Some(format!("{}: no triangles to draw", entry.source)),
            Ok(_) => None,
        }
    }
}

/// No textures at all: every texture is the placeholder.
pub struct NoTextures;

impl TextureSource for NoTextures {
    fn dds(&self, _id: i32) -> Option<&Dds> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fxr_formats::bnd4::{Bnd4, BndEntry};
    use fxr_formats::flver;
    use fxr_library::Library;

    /// A binder holding `s00125.flver` with `bytes`.
    fn model_binder(bytes: Vec<u8>) -> Vec<u8> {
        let mut bnd = Bnd4::new_elden_ring();
        bnd.entries.push(BndEntry::new(
            Some(200_000),
            Some("N:\\GR\\data\\INTERROOT_win64\\sfx\\model\\s00125.flver".to_string()),
            bytes,
        ));
        bnd.rebuild_hash_table();
        fxr_formats::bnd4::write(&bnd).unwrap()
    }

    /// A model whose body is broken is drawn as the placeholder and the reason is given (not
    /// "missing"); an id no file holds is neither drawable nor broken.
    #[test]
    fn a_broken_model_is_not_drawable_and_says_why() {
        let mut broken = flver::write(&flver::fixture(0x2001A).unwrap()).unwrap();
        // The mesh count (0x20) made more than the file can hold.
        broken[0x20..0x24].copy_from_slice(&0x0100_0000i32.to_le_bytes());
        let mut library = Library::new();
        library.open("b.ffxbnd", &model_binder(broken)).unwrap();
        let error = library.model(125).unwrap().geometry().unwrap_err();
        assert!(TextureSource::model(&library, 125).is_none());
        assert!(drawable_model(&library, 125).is_none());
        assert_eq!(library.model_problem(125).as_deref(), Some(error.as_ref()));
        assert_eq!(library.model_problem(126), None);
        assert!(TextureSource::model(&library, 126).is_none());
    }

    /// A whole model is drawable, with no problem.
    #[test]
    fn a_readable_model_is_drawable() {
        let bytes = flver::write(&flver::fixture(0x2001A).unwrap()).unwrap();
        let mut library = Library::new();
        library.open("b.ffxbnd", &model_binder(bytes)).unwrap();
        assert!(TextureSource::model(&library, 125).is_some());
        assert_eq!(library.model_problem(125), None);
        assert!(NoTextures.dds(125).is_none() && NoTextures.model(125).is_none());
    }
}
