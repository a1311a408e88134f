//! Reading a FLVER2 file (layout in the module documentation).

use super::vertex::{MemberType, Semantic};
use super::{
    BUFFER_EDGE_COMPRESSED, Bone, BoundingBox, BufferLayout, Dummy, EmptyBoneIndices,
    FACE_SET_EDGE_COMPRESSED, FORMAT, FaceSet, FileLayout, Flver, GxItem, GxList, GxListSharing,
    Header, LayoutMember, MAX_VERSION, MIN_VERSION, Material, Mesh, MeshBoundingBox, SkeletonBone,
    SkeletonSet, Texture, VertexBuffer,
};
use crate::binary::{Limits, Reader, decode_shift_jis_strict};
use crate::error::{FormatError, Result};
use std::collections::{BTreeMap, HashMap};

/// The size of the header.
pub(super) const HEADER_SIZE: u64 = 0x80;
/// Record sizes.
pub(super) const DUMMY_SIZE: u64 = 0x40;
pub(super) const MATERIAL_SIZE: u64 = 0x20;
pub(super) const BONE_SIZE: u64 = 0x80;
pub(super) const MESH_SIZE: u64 = 0x30;
pub(super) const FACE_SET_SIZE: u64 = 0x20;
pub(super) const VERTEX_BUFFER_SIZE: u64 = 0x20;
pub(super) const LAYOUT_SIZE: u64 = 0x10;
pub(super) const MEMBER_SIZE: u64 = 0x14;
pub(super) const TEXTURE_SIZE: u64 = 0x20;
pub(super) const SKELETON_BONE_SIZE: u64 = 0x10;
/// The zero bytes that end a bone record.
pub(super) const BONE_PADDING: u64 = 0x34;
/// The header of a GX item (id, unknown, length).
pub(super) const GX_ITEM_HEADER: u32 = 12;

/// Reads a FLVER2 model with the default [`Limits`].
pub fn read(data: &[u8]) -> Result<Flver> {
    read_with_limits(data, &Limits::default())
}

/// Reads a FLVER2 model. Every count and offset is checked against the data before anything
/// is allocated for it, and the file itself must be within `limits`.
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Flver> {
    let mut r = Reader::new(data, FORMAT);
    let (version, data_offset) = read_start(&mut r, data.len() as u64, limits)?;
    let dummy_count = r.count_i32("dummy count")?;
    let material_count = r.count_i32("material count")?;
    let bone_count = r.count_i32("bone count")?;
    let mesh_count = r.count_i32("mesh count")?;
    let buffer_count = r.count_i32("vertex buffer count")?;
    let bounding_box = bounding_box(&mut r, "model bounding box")?;
    let face_count = r.i32("face count")?;
    let total_face_count = r.i32("total face count")?;
    let at = r.pos();
    let index_size = r.u8("index size")?;
    match index_size {
        0 | 16 | 32 => {}
        8 => {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: at as u64,
                what: "index size",
                detail: "8: edge-compressed face sets (PS3) are not read".into(),
            });
        }
        other => return Err(r.invalid(at, "index size", "0, 16 or 32", other)),
    }
    let unicode = r.bool("unicode flag")?;
    let unk4a = r.array::<2>("header bytes 0x4A")?;
    let unk4c = r.i32("header 0x4C")?;
    let face_set_count = r.count_i32("face set count")?;
    let layout_count = r.count_i32("buffer layout count")?;
    let texture_count = r.count_i32("texture count")?;
    let unk5c = r.array::<2>("header bytes 0x5C")?;
    r.expect_zeros(10, "header padding 0x5E")?;
    let at = r.pos();
    let unk68 = r.i32("header 0x68")?;
    if version >= 0x20014 && (unk68 >> 16) as i16 == i16::MIN {
        return Err(FormatError::Unsupported {
            format: FORMAT,
            offset: at as u64 + 2,
            what: "model kind",
            detail: "SpeedTree models (their layouts differ) are not read".into(),
        });
    }
    r.expect_zeros(8, "header padding 0x6C")?;
    let unk74 = r.i32("header 0x74")?;
    r.expect_zeros(8, "header padding 0x78")?;
    let header = Header {
        version,
        bounding_box,
        face_count,
        total_face_count,
        index_size,
        unicode,
        unk4a,
        unk4c,
        unk5c,
        unk68,
        unk74,
    };
    let strings = Strings { unicode };

    let ctx = Context {
        version,
        data_offset: u64::from(data_offset),
        header_index_size: index_size,
    };

    let dummies = records(&mut r, dummy_count, DUMMY_SIZE, "dummies", read_dummy)?;

    r.check_count(
        r.pos() as u64,
        material_count as u64,
        MATERIAL_SIZE,
        "materials",
    )?;
    let mut materials = Vec::with_capacity(material_count);
    let mut gx = GxLists::default();
    let mut texture_ranges = Vec::with_capacity(material_count);
    for _ in 0..material_count {
        let (material, range) = read_material(&mut r, &strings, &ctx, &mut gx, limits)?;
        materials.push(material);
        texture_ranges.push(range);
    }

    let bones = records(&mut r, bone_count, BONE_SIZE, "bones", |r| {
        read_bone(r, &strings)
    })?;
    let mut empty_bone_offsets = Vec::new();
    let meshes = records(&mut r, mesh_count, MESH_SIZE, "meshes", |r| {
        read_mesh(r, &ctx, &mut empty_bone_offsets)
    })?;
    let face_sets = records(&mut r, face_set_count, FACE_SET_SIZE, "face sets", |r| {
        read_face_set(r, &ctx)
    })?;
    let buffers = records(
        &mut r,
        buffer_count,
        VERTEX_BUFFER_SIZE,
        "vertex buffers",
        read_vertex_buffer_header,
    )?;
    let buffer_layouts = records(
        &mut r,
        layout_count,
        LAYOUT_SIZE,
        "buffer layouts",
        read_layout,
    )?;
    let textures = records(&mut r, texture_count, TEXTURE_SIZE, "textures", |r| {
        read_texture(r, &strings)
    })?;

    let skeletons = if version >= 0x2001A {
        Some(read_skeletons(&mut r)?)
    } else {
        None
    };

    // Each material takes its range of the textures.
    for (material, (first, count, at)) in materials.iter_mut().zip(texture_ranges) {
        let end = first.checked_add(count).filter(|&e| e <= textures.len());
        let Some(end) = end else {
            return Err(FormatError::invalid(
                FORMAT,
                at,
                "material textures",
                format!("a range within the {} textures", textures.len()),
                format!("{count} from {first}"),
            ));
        };
        material.textures = textures[first..end].to_vec();
    }

    // References between the tables.
    for (i, mesh) in meshes.iter().enumerate() {
        let at = HEADER_SIZE
            + dummy_count as u64 * DUMMY_SIZE
            + material_count as u64 * MATERIAL_SIZE
            + bone_count as u64 * BONE_SIZE
            + i as u64 * MESH_SIZE;
        check_index(
            at + 4,
            "mesh material",
            mesh.material_index,
            materials.len(),
        )?;
        for &f in &mesh.face_set_indices {
            check_index(at + 0x24, "mesh face set", f, face_sets.len())?;
        }
        for &b in &mesh.vertex_buffer_indices {
            check_index(at + 0x2C, "mesh vertex buffer", b, buffers.len())?;
        }
    }

    // Vertex data, now that the layouts are known.
    let mut vertex_buffers = Vec::with_capacity(buffers.len());
    for b in buffers {
        vertex_buffers.push(read_vertex_data(&r, &ctx, &buffer_layouts, b)?);
    }

    // What the file shows of its exporter's ways, else the games' for the version.
    let games = FileLayout::for_version(version);
    let file_layout = FileLayout {
        empty_bone_indices: match empty_bone_offsets.first() {
            Some(0) => EmptyBoneIndices::Zero,
            Some(_) => EmptyBoneIndices::GroupStart,
            None => games.empty_bone_indices,
        },
        gx_lists: gx.sharing().unwrap_or(games.gx_lists),
    };

    Ok(Flver {
        header,
        dummies,
        materials,
        gx_lists: gx.lists,
        bones,
        meshes,
        face_sets,
        vertex_buffers,
        buffer_layouts,
        skeletons,
        file_layout,
    })
}

/// The GX lists read so far: one per offset materials point at, in the order they are first
/// named, with where each lies in the file.
#[derive(Default)]
struct GxLists {
    lists: Vec<GxList>,
    /// (offset, size in bytes) of each list.
    spans: Vec<(u64, u64)>,
    by_offset: BTreeMap<u32, u32>,
    /// The bytes the lists hold in memory.
    held: u64,
}

impl GxLists {
    /// How the file stored lists that end alike, where it shows: `SharedEnds` when a list
    /// starts inside another, `Separate` when a list is the same as the end of one before it
    /// and is stored again; `None` when no list could have been shared.
    fn sharing(&self) -> Option<GxListSharing> {
        // Sorted by offset, a list starts inside another when it starts before the furthest
        // end of those before it.
        let mut spans = self.spans.clone();
        spans.sort_unstable();
        let mut end = 0;
        for &(start, size) in &spans {
            if start < end {
                return Some(GxListSharing::SharedEnds);
            }
            end = end.max(start + size);
        }
        let mut ends = GxEnds::default();
        for (j, list) in self.lists.iter().enumerate() {
            if ends.find(&self.lists, list).is_some() {
                return Some(GxListSharing::Separate);
            }
            ends.add(j, list);
        }
        None
    }
}

/// The ends of GX lists (each list from each of its items, and its terminator alone), to find
/// a list that is the same as the end of another without comparing every pair.
#[derive(Default)]
pub(super) struct GxEnds {
    /// The hash of an end: the lists (index, first item) ending so, in the order added.
    by_hash: HashMap<u64, Vec<(usize, usize)>>,
}

impl GxEnds {
    /// Adds every end of list `index`.
    pub(super) fn add(&mut self, index: usize, list: &GxList) {
        for (first, hash) in gx_end_hashes(list).into_iter().enumerate() {
            self.by_hash.entry(hash).or_default().push((index, first));
        }
    }

    /// The first list added (index into `lists`, first item) whose end is `list`: the same
    /// items and terminator.
    pub(super) fn find(&self, lists: &[GxList], list: &GxList) -> Option<(usize, usize)> {
        let whole = *gx_end_hashes(list).first()?;
        self.by_hash
            .get(&whole)?
            .iter()
            .copied()
            .find(|&(i, first)| {
                lists.get(i).is_some_and(|earlier| {
                    earlier.items.get(first..) == Some(&list.items[..])
                        && earlier.terminator_id == list.terminator_id
                        && earlier.terminator_unk == list.terminator_unk
                        && earlier.terminator_padding == list.terminator_padding
                })
            })
    }
}

/// The hash of each end of a list, from its first item to the terminator alone.
fn gx_end_hashes(list: &GxList) -> Vec<u64> {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut hashes = vec![0; list.items.len() + 1];
    let mut h = DefaultHasher::new();
    (
        list.terminator_id,
        list.terminator_unk,
        list.terminator_padding,
    )
        .hash(&mut h);
    let mut hash = h.finish();
    hashes[list.items.len()] = hash;
    for (k, item) in list.items.iter().enumerate().rev() {
        let mut h = DefaultHasher::new();
        (item.id, item.unk04, &item.data, hash).hash(&mut h);
        hash = h.finish();
        hashes[k] = hash;
    }
    hashes
}

/// Checks a model's first bytes without reading the rest: its size within `limits`, the
/// magic, the byte order (big-endian is refused), the version and that the index and vertex
/// data fit in the `total` bytes of the file. `head` needs the first 0x14 bytes. Gives the
/// version. A library indexes a model with this when it is opened and reads it whole
/// ([`read_with_limits`]) when it is first drawn.
pub fn check_header(head: &[u8], total: u64, limits: &Limits) -> Result<u32> {
    let mut r = Reader::new(head, FORMAT);
    read_start(&mut r, total, limits).map(|(version, _)| version)
}

/// The header's first fields (magic to data length), checked against a file of `total`
/// bytes: (version, data offset).
fn read_start(r: &mut Reader<'_>, total: u64, limits: &Limits) -> Result<(u32, u32)> {
    limits.check(FORMAT, 0, "file", total)?;
    r.expect_magic(b"FLVER\0")?;
    let endian = r.array::<2>("byte order")?;
    match &endian {
        b"L\0" => {}
        b"B\0" => {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: 6,
                what: "byte order",
                detail: "big-endian (console) models are not read".into(),
            });
        }
        other => return Err(r.invalid(6, "byte order", "L or B", format!("{other:02x?}"))),
    }
    let version = r.u32("version")?;
    check_version(version)?;
    let data_offset = r.u32("data offset")?;
    let data_length = r.u32("data length")?;
    let data_end = u64::from(data_offset) + u64::from(data_length);
    if data_end > total {
        return Err(FormatError::UnexpectedEof {
            format: FORMAT,
            offset: 0x0C,
            what: "data (offset and length)",
            needed: data_end,
            available: total,
        });
    }
    Ok((version, data_offset))
}

fn check_version(version: u32) -> Result<()> {
    if (MIN_VERSION..=MAX_VERSION).contains(&version) {
        return Ok(());
    }
    if (0x20000..0x30000).contains(&version) {
        return Err(FormatError::Unsupported {
            format: FORMAT,
            offset: 8,
            what: "version",
            detail: format!(
                "{version:#x}: FLVER2 versions {MIN_VERSION:#x} to {MAX_VERSION:#x} are read"
            ),
        });
    }
    Err(FormatError::invalid(
        FORMAT,
        8,
        "version",
        format!("a FLVER2 version ({MIN_VERSION:#x} to {MAX_VERSION:#x})"),
        format!("{version:#x}"),
    ))
}

/// `count` records of `size` bytes from the reader's position, each read by `one`; the count is
/// checked against the data first, so a count the file cannot hold allocates nothing.
fn records<'a, T>(
    r: &mut Reader<'a>,
    count: usize,
    size: u64,
    what: &'static str,
    mut one: impl FnMut(&mut Reader<'a>) -> Result<T>,
) -> Result<Vec<T>> {
    r.check_count(r.pos() as u64, count as u64, size, what)?;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        out.push(one(r)?);
    }
    Ok(out)
}

fn check_index(at: u64, what: &'static str, index: u32, len: usize) -> Result<()> {
    if (index as usize) < len {
        return Ok(());
    }
    Err(FormatError::invalid(
        FORMAT,
        at,
        what,
        format!("an index below {len}"),
        index,
    ))
}

/// What the header decides for the rest of the file.
struct Context {
    version: u32,
    data_offset: u64,
    header_index_size: u8,
}

/// How strings are stored.
struct Strings {
    unicode: bool,
}

impl Strings {
    fn at(&self, r: &Reader<'_>, offset: u32, what: &'static str) -> Result<String> {
        let offset = u64::from(offset);
        if self.unicode {
            return r.utf16_at(offset, what);
        }
        let bytes = r.cstr_at(offset, what)?;
        decode_shift_jis_strict(bytes).ok_or_else(|| {
            FormatError::invalid(
                FORMAT,
                offset,
                what,
                "Shift-JIS text",
                "bytes that are malformed or do not encode back",
            )
        })
    }
}

fn f32x3(r: &mut Reader<'_>, what: &'static str) -> Result<[f32; 3]> {
    Ok([r.f32(what)?, r.f32(what)?, r.f32(what)?])
}

fn bounding_box(r: &mut Reader<'_>, what: &'static str) -> Result<BoundingBox> {
    Ok(BoundingBox {
        min: f32x3(r, what)?,
        max: f32x3(r, what)?,
    })
}

fn read_dummy(r: &mut Reader<'_>) -> Result<Dummy> {
    let position = f32x3(r, "dummy position")?;
    let color = r.array::<4>("dummy colour")?;
    let forward = f32x3(r, "dummy forward")?;
    let reference_id = r.i16("dummy reference id")?;
    let parent_bone = r.i16("dummy parent bone")?;
    let upward = f32x3(r, "dummy upward")?;
    let attach_bone = r.i16("dummy attach bone")?;
    let flag1 = r.bool("dummy flag")?;
    let use_upward_vector = r.bool("dummy use-upward flag")?;
    let unk30 = r.i32("dummy 0x30")?;
    let unk34 = r.i32("dummy 0x34")?;
    r.expect_zeros(8, "dummy padding")?;
    Ok(Dummy {
        position,
        color,
        forward,
        reference_id,
        parent_bone,
        upward,
        attach_bone,
        flag1,
        use_upward_vector,
        unk30,
        unk34,
    })
}

/// Reads a material record; returns it (without textures) and its texture range with the
/// record's offset.
fn read_material(
    r: &mut Reader<'_>,
    strings: &Strings,
    ctx: &Context,
    gx: &mut GxLists,
    limits: &Limits,
) -> Result<(Material, (usize, usize, u64))> {
    let at = r.pos() as u64;
    let name_offset = r.u32("material name offset")?;
    let mtd_offset = r.u32("material MTD offset")?;
    let texture_count = r.count_i32("material texture count")?;
    let first_texture = r.count_i32("material first texture")?;
    let flags = r.i32("material flags")?;
    let gx_offset = r.u32("material GX offset")?;
    let unk18 = r.i32("material 0x18")?;
    r.expect_zeros(4, "material padding")?;
    let name = strings.at(r, name_offset, "material name")?;
    let mtd = strings.at(r, mtd_offset, "material MTD path")?;
    let gx_index = if gx_offset == 0 {
        None
    } else if let Some(&i) = gx.by_offset.get(&gx_offset) {
        Some(i)
    } else {
        let mut at = r.at(u64::from(gx_offset), "GX list")?;
        let list = read_gx_list(&mut at, ctx)?;
        // Lists may lie inside one another (shared ends), so together they can hold far more
        // than the file: what they hold is bounded like one allocation.
        let held = list
            .items
            .iter()
            .map(|item| std::mem::size_of::<GxItem>() as u64 + item.data.len() as u64);
        gx.held = gx.held.saturating_add(held.sum());
        limits.check(FORMAT, u64::from(gx_offset), "GX lists", gx.held)?;
        let i = gx.lists.len() as u32;
        gx.lists.push(list);
        let start = u64::from(gx_offset);
        gx.spans.push((start, at.pos() as u64 - start));
        gx.by_offset.insert(gx_offset, i);
        Some(i)
    };
    Ok((
        Material {
            name,
            mtd,
            textures: Vec::new(),
            flags,
            gx_index,
            unk18,
        },
        (first_texture, texture_count, at + 8),
    ))
}

fn read_gx_list(r: &mut Reader<'_>, _ctx: &Context) -> Result<GxList> {
    let mut items = Vec::new();
    loop {
        let at = r.pos();
        let id = r.array::<4>("GX item id")?;
        let id_value = i32::from_le_bytes(id);
        let unk = r.i32("GX item 0x04")?;
        let length_at = r.pos();
        let length = r.u32("GX item length")?;
        if length < GX_ITEM_HEADER {
            return Err(r.invalid(length_at, "GX item length", "12 or more", length));
        }
        let body = u64::from(length - GX_ITEM_HEADER);
        if id_value == i32::MAX || id_value == -1 {
            r.expect_zeros(body, "GX list terminator padding")?;
            return Ok(GxList {
                items,
                terminator_id: id_value,
                terminator_unk: unk,
                terminator_padding: length - GX_ITEM_HEADER,
            });
        }
        let data = r.bytes(body, "GX item data")?.to_vec();
        items.push(GxItem {
            id,
            unk04: unk,
            data,
        });
        debug_assert!(r.pos() > at);
    }
}

fn read_bone(r: &mut Reader<'_>, strings: &Strings) -> Result<Bone> {
    let translation = f32x3(r, "bone translation")?;
    let name_offset = r.u32("bone name offset")?;
    let rotation = f32x3(r, "bone rotation")?;
    let parent_index = r.i16("bone parent")?;
    let child_index = r.i16("bone child")?;
    let scale = f32x3(r, "bone scale")?;
    let next_sibling_index = r.i16("bone next sibling")?;
    let previous_sibling_index = r.i16("bone previous sibling")?;
    let min = f32x3(r, "bone bounding box")?;
    let unk3c = r.i32("bone 0x3C")?;
    let max = f32x3(r, "bone bounding box")?;
    r.expect_zeros(BONE_PADDING, "bone padding")?;
    let name = strings.at(r, name_offset, "bone name")?;
    Ok(Bone {
        name,
        translation,
        rotation,
        scale,
        parent_index,
        child_index,
        next_sibling_index,
        previous_sibling_index,
        bounding_box: BoundingBox { min, max },
        unk3c,
    })
}

/// Reads `count` i32s at an absolute offset.
fn i32s_at(r: &Reader<'_>, offset: u32, count: usize, what: &'static str) -> Result<Vec<i32>> {
    if count == 0 {
        return Ok(Vec::new());
    }
    let offset = u64::from(offset);
    r.check_count(offset, count as u64, 4, what)?;
    let mut sub = r.at(offset, what)?;
    (0..count).map(|_| sub.i32(what)).collect()
}

/// Reads `count` indices (i32s of 0 or more) at an absolute offset.
fn indices_at(r: &Reader<'_>, offset: u32, count: usize, what: &'static str) -> Result<Vec<u32>> {
    let values = i32s_at(r, offset, count, what)?;
    values
        .into_iter()
        .enumerate()
        .map(|(i, v)| {
            u32::try_from(v).map_err(|_| {
                FormatError::invalid(
                    FORMAT,
                    u64::from(offset) + i as u64 * 4,
                    what,
                    "an index of 0 or more",
                    v,
                )
            })
        })
        .collect()
}

/// Reads a mesh record; the offset of an empty bone-index list is added to `empty_bones`.
fn read_mesh(r: &mut Reader<'_>, ctx: &Context, empty_bones: &mut Vec<u32>) -> Result<Mesh> {
    let dynamic = r.bool("mesh dynamic flag")?;
    r.expect_zeros(3, "mesh padding")?;
    let at = r.pos();
    let material_index = r.i32("mesh material")?;
    let material_index = u32::try_from(material_index)
        .map_err(|_| r.invalid(at, "mesh material", "an index of 0 or more", material_index))?;
    r.expect_zeros(8, "mesh padding")?;
    let default_bone_index = r.i32("mesh default bone")?;
    let bone_count = r.count_i32("mesh bone count")?;
    let box_offset = r.u32("mesh bounding box offset")?;
    let bone_offset = r.u32("mesh bone indices offset")?;
    let face_set_count = r.count_i32("mesh face set count")?;
    let face_set_offset = r.u32("mesh face set indices offset")?;
    let buffer_count = r.count_i32("mesh vertex buffer count")?;
    let buffer_offset = r.u32("mesh vertex buffer indices offset")?;
    let bounding_box = if box_offset == 0 {
        None
    } else {
        let mut b = r.at(u64::from(box_offset), "mesh bounding box")?;
        let bounds = bounding_box(&mut b, "mesh bounding box")?;
        let unk = if ctx.version >= 0x2001A {
            Some(f32x3(&mut b, "mesh bounding box")?)
        } else {
            None
        };
        Some(MeshBoundingBox { bounds, unk })
    };
    let bone_indices = if bone_count == 0 {
        empty_bones.push(bone_offset);
        Vec::new()
    } else {
        i32s_at(r, bone_offset, bone_count, "mesh bone indices")?
    };
    let face_set_indices = indices_at(r, face_set_offset, face_set_count, "mesh face sets")?;
    let vertex_buffer_indices = indices_at(r, buffer_offset, buffer_count, "mesh vertex buffers")?;
    Ok(Mesh {
        dynamic,
        material_index,
        default_bone_index,
        bone_indices,
        bounding_box,
        face_set_indices,
        vertex_buffer_indices,
    })
}

fn read_face_set(r: &mut Reader<'_>, ctx: &Context) -> Result<FaceSet> {
    let record = r.pos() as u64;
    let flags = r.u32("face set flags")?;
    let triangle_strip = r.bool("face set strip flag")?;
    let cull_backfaces = r.bool("face set cull flag")?;
    let unk06 = r.i16("face set 0x06")?;
    let index_count = r.count_i32("face set index count")?;
    let index_offset = r.u32("face set index offset")?;
    let length_at = r.pos();
    let index_bytes = r.i32("face set index bytes")?;
    r.expect_zeros(4, "face set padding")?;
    let size_at = r.pos();
    let index_size = r.u32("face set index size")?;
    r.expect_zeros(4, "face set padding")?;
    if !matches!(index_size, 0 | 16 | 32) {
        return Err(r.invalid(size_at, "face set index size", "0, 16 or 32", index_size));
    }
    let effective = if index_size == 0 {
        u32::from(ctx.header_index_size)
    } else {
        index_size
    };
    if flags & FACE_SET_EDGE_COMPRESSED != 0 {
        return Err(FormatError::Unsupported {
            format: FORMAT,
            offset: record,
            what: "face set",
            detail: "edge-compressed indices (PS3) are not read".into(),
        });
    }
    if effective == 0 {
        return Err(r.invalid(
            size_at,
            "face set index size",
            "16 or 32 (the header says 0)",
            0,
        ));
    }
    let width = u64::from(effective / 8);
    let expected_bytes = index_count as u64 * width;
    if u64::try_from(index_bytes).ok() != Some(expected_bytes) {
        return Err(r.invalid(
            length_at,
            "face set index bytes",
            expected_bytes,
            index_bytes,
        ));
    }
    let start = ctx
        .data_offset
        .checked_add(u64::from(index_offset))
        .ok_or_else(|| {
            r.invalid(
                record as usize + 0x0C,
                "face set index offset",
                "an offset in the file",
                index_offset,
            )
        })?;
    r.check_count(start, index_count as u64, width, "face set indices")?;
    let mut indices = Vec::with_capacity(index_count);
    let mut sub = r.clone();
    if index_count > 0 {
        sub.seek(start, "face set indices")?;
    }
    for _ in 0..index_count {
        indices.push(if width == 2 {
            u32::from(sub.u16("face set index")?)
        } else {
            sub.u32("face set index")?
        });
    }
    Ok(FaceSet {
        flags,
        triangle_strip,
        cull_backfaces,
        unk06,
        index_size,
        indices,
    })
}

/// A vertex buffer record before its data is read.
struct BufferHeader {
    at: u64,
    buffer_index: i32,
    layout_index: i32,
    vertex_size: i32,
    vertex_count: usize,
    length: i32,
    offset: u32,
}

fn read_vertex_buffer_header(r: &mut Reader<'_>) -> Result<BufferHeader> {
    let at = r.pos() as u64;
    let buffer_index = r.i32("vertex buffer index")?;
    if buffer_index & BUFFER_EDGE_COMPRESSED != 0 {
        return Err(FormatError::Unsupported {
            format: FORMAT,
            offset: at,
            what: "vertex buffer",
            detail: "edge-compressed vertices (PS3) are not read".into(),
        });
    }
    let layout_index = r.i32("vertex buffer layout")?;
    let vertex_size = r.i32("vertex size")?;
    let vertex_count = r.count_i32("vertex count")?;
    r.expect_zeros(8, "vertex buffer padding")?;
    let length = r.i32("vertex buffer length")?;
    let offset = r.u32("vertex buffer offset")?;
    Ok(BufferHeader {
        at,
        buffer_index,
        layout_index,
        vertex_size,
        vertex_count,
        length,
        offset,
    })
}

fn read_vertex_data(
    r: &Reader<'_>,
    ctx: &Context,
    layouts: &[BufferLayout],
    b: BufferHeader,
) -> Result<VertexBuffer> {
    let layout = usize::try_from(b.layout_index)
        .ok()
        .and_then(|i| layouts.get(i))
        .ok_or_else(|| {
            FormatError::invalid(
                FORMAT,
                b.at + 4,
                "vertex buffer layout",
                format!("an index below {}", layouts.len()),
                b.layout_index,
            )
        })?;
    let size = layout.size() as u64;
    if u64::try_from(b.vertex_size).ok() != Some(size) {
        return Err(FormatError::invalid(
            FORMAT,
            b.at + 8,
            "vertex size",
            format!("{size}, the layout's size"),
            b.vertex_size,
        ));
    }
    let total = size
        .checked_mul(b.vertex_count as u64)
        .ok_or(FormatError::TooLarge {
            format: FORMAT,
            offset: b.at + 12,
            what: "vertex buffer",
            requested: u64::MAX,
            limit: r.len() as u64,
        })?;
    if u64::try_from(b.length).ok() != Some(total) {
        return Err(FormatError::invalid(
            FORMAT,
            b.at + 0x18,
            "vertex buffer length",
            total,
            b.length,
        ));
    }
    let start = ctx.data_offset + u64::from(b.offset);
    let data = if total == 0 {
        Vec::new()
    } else {
        r.slice(start, total, "vertex buffer data")?.to_vec()
    };
    Ok(VertexBuffer {
        buffer_index: b.buffer_index,
        layout_index: b.layout_index as u32,
        vertex_count: b.vertex_count as u32,
        data,
    })
}

fn read_layout(r: &mut Reader<'_>) -> Result<BufferLayout> {
    let member_count = r.count_i32("layout member count")?;
    r.expect_zeros(8, "layout padding")?;
    let offset = u64::from(r.u32("layout members offset")?);
    if member_count == 0 {
        return Ok(BufferLayout::default());
    }
    r.check_count(offset, member_count as u64, MEMBER_SIZE, "layout members")?;
    let mut m = r.at(offset, "layout members")?;
    let mut members = Vec::with_capacity(member_count);
    let mut struct_offset = 0u64;
    for _ in 0..member_count {
        let at = m.pos();
        let unk00 = m.i32("member 0x00")?;
        let stored_offset = m.i32("member offset")?;
        if u64::try_from(stored_offset).ok() != Some(struct_offset) {
            return Err(m.invalid(at + 4, "member offset", struct_offset, stored_offset));
        }
        let type_at = m.pos();
        let raw_type = m.u32("member type")?;
        let member_type = MemberType::from_u32(raw_type).ok_or_else(|| {
            m.invalid(
                type_at,
                "member type",
                "a FLVER2 member type",
                format!("{raw_type:#x}"),
            )
        })?;
        if member_type == MemberType::EdgeCompressed {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: type_at as u64,
                what: "member type",
                detail: "edge-compressed vertices (PS3) are not read".into(),
            });
        }
        let semantic_at = m.pos();
        let raw_semantic = m.u32("member semantic")?;
        let semantic = Semantic::from_u32(raw_semantic).ok_or_else(|| {
            m.invalid(
                semantic_at,
                "member semantic",
                "a FLVER2 member semantic",
                format!("{raw_semantic:#x}"),
            )
        })?;
        if super::vertex::codec(semantic, member_type).is_none() {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: type_at as u64,
                what: "member type",
                detail: format!("{member_type:?} is not a known form of {semantic:?}"),
            });
        }
        let index = m.i32("member index")?;
        struct_offset += member_type.size() as u64;
        members.push(LayoutMember {
            unk00,
            member_type,
            semantic,
            index,
        });
    }
    Ok(BufferLayout { members })
}

fn read_texture(r: &mut Reader<'_>, strings: &Strings) -> Result<Texture> {
    let path_offset = r.u32("texture path offset")?;
    let type_offset = r.u32("texture type offset")?;
    let scale = [r.f32("texture scale")?, r.f32("texture scale")?];
    let unk10 = r.u8("texture 0x10")?;
    let unk11 = r.u8("texture 0x11")?;
    r.expect_zeros(2, "texture padding")?;
    let unk14 = f32x3(r, "texture 0x14")?;
    let path = strings.at(r, path_offset, "texture path")?;
    let type_name = strings.at(r, type_offset, "texture type")?;
    Ok(Texture {
        type_name,
        path,
        scale,
        unk10,
        unk11,
        unk14,
    })
}

fn read_skeletons(r: &mut Reader<'_>) -> Result<SkeletonSet> {
    let at = r.pos();
    let base_count = r.i16("skeleton count")?;
    let all_count = r.i16("skeleton count")?;
    let base_offset = r.u32("skeleton offset")?;
    let all_offset = r.u32("skeleton offset")?;
    r.expect_zeros(20, "skeleton set padding")?;
    let base_count = usize::try_from(base_count)
        .map_err(|_| r.invalid(at, "skeleton count", "0 or more", base_count))?;
    let all_count = usize::try_from(all_count)
        .map_err(|_| r.invalid(at + 2, "skeleton count", "0 or more", all_count))?;
    let base = skeleton_bones(r, base_offset, base_count)?;
    let all = skeleton_bones(r, all_offset, all_count)?;
    Ok(SkeletonSet { base, all })
}

fn skeleton_bones(r: &Reader<'_>, offset: u32, count: usize) -> Result<Vec<SkeletonBone>> {
    if count == 0 {
        return Ok(Vec::new());
    }
    let offset = u64::from(offset);
    r.check_count(offset, count as u64, SKELETON_BONE_SIZE, "skeleton")?;
    let mut s = r.at(offset, "skeleton")?;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let parent_index = s.i16("skeleton parent")?;
        let first_child_index = s.i16("skeleton child")?;
        let next_sibling_index = s.i16("skeleton next sibling")?;
        let previous_sibling_index = s.i16("skeleton previous sibling")?;
        let bone_index = s.i32("skeleton bone")?;
        s.expect_zeros(4, "skeleton padding")?;
        out.push(SkeletonBone {
            parent_index,
            first_child_index,
            next_sibling_index,
            previous_sibling_index,
            bone_index,
        });
    }
    Ok(out)
}
