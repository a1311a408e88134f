// The shapes the wasm viewer's material calls return (see crate/src/web/materials.rs).

/** A list row: `viewer.materials(filterJson)`. */
export interface MaterialRow {
  index: number;
  name: string;
  source: string;
  format: 'MTD' | 'MATBIN';
  family: string;
  shader_path: string;
}

/** A stored value: a boolean, a number, or an array of numbers. */
export type StoredValue = boolean | number | number[];

/** One parameter, as stored and (MATBIN colours) as bound. */
export interface MaterialParam {
  name: string;
  type_name: string;
  stored: StoredValue;
  bound?: number[];
}

/** One sampler (texture slot). */
export interface MaterialSampler {
  name: string;
  path: string;
  slot?: number;
  role?: string;
  floats: number[];
  uv_number?: number;
}

/** Which preview program draws a material, and why. */
export interface MaterialPreview {
  kind: 'water' | 'detail' | 'none';
  form?: 'sekiro' | 'elden_ring';
  note: string;
}

/** `viewer.material(name)`. */
export interface MaterialDetails extends MaterialRow {
  description?: string;
  preview: MaterialPreview;
  params: MaterialParam[];
  samplers: MaterialSampler[];
  /** The preview's lanes (`lit` first); empty without a preview program. */
  lanes: string[];
}

/** The filter `viewer.materials` takes (as JSON). */
export interface MaterialFilter {
  name?: string;
  family?: string;
  /** `NAME=VALUE` conditions, all of which must hold. */
  params?: string[];
}
