//! The billboard program's instance: the layout the billboards (600, 603) and the GPU
//! particles (10000 to 10009) share, apart from the builders so both depend on it alone.

/// A billboard (603) or point sprite (600): one instance per particle. 116 bytes.
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize)]
pub struct BillboardInstance {
    /// TEXCOORD3..5: the rows of the 3x4 world matrix.
    pub rows: [[f32; 4]; 3],
    /// COLOR0: the record's colour times color1, clamped and packed, red first.
    pub color: [u8; 4],
    /// COLOR1: color3, the unclamped multiplier.
    pub color_scale: [f32; 4],
    /// TEXCOORD0: the flipbook cell's corner (xy) and the next cell's (zw).
    pub cell: [f32; 4],
    /// The cell's size (xy, the inverse of columns), the blend to the next cell (z) and k
    /// (w, TEXCOORD4.x of the domain program: 0 in every vertex read).
    pub cell_size: [f32; 4],
    /// x: alphaFadeThreshold / 255; y: depthOffset; z: the particle's age; w: 0.
    pub params: [f32; 4],
}
