// How the games name their numbered files: textures and models are `sNNNNN` (five digits at
// least), as the effect list, the inspector and the banners write them.

/** `s00436` for 436: a texture's or a model's file name without its extension. */
export const fileName = (id: number): string => `s${String(id).padStart(5, '0')}`;
