//! Writing a FLVER2 file, in the order the games' files use (see the module documentation).

use super::read::{BONE_PADDING, GX_ITEM_HEADER, GxEnds};
use super::{
    BoundingBox, EmptyBoneIndices, FORMAT, Flver, GxListSharing, MAX_VERSION, MIN_VERSION,
};
use crate::binary::{Slot, Writer, encode_shift_jis_strict};
use crate::error::{FormatError, Result};

fn error(
    w: &Writer,
    what: &'static str,
    expected: impl std::fmt::Display,
    found: impl std::fmt::Display,
) -> FormatError {
    FormatError::invalid(FORMAT, w.pos() as u64, what, expected, found)
}

fn count(w: &mut Writer, n: usize, what: &'static str) -> Result<()> {
    let n = i32::try_from(n).map_err(|_| error(w, what, "at most 2^31 - 1", n))?;
    w.i32(n);
    Ok(())
}

fn offset(w: &Writer, what: &'static str) -> Result<u32> {
    u32::try_from(w.pos()).map_err(|_| error(w, what, "an offset below 4 GiB", w.pos()))
}

/// Fills `slot` with the current position.
fn fill_here(w: &mut Writer, slot: Slot, what: &'static str) -> Result<()> {
    let at = offset(w, what)?;
    w.fill_u32(slot, at);
    Ok(())
}

fn f32s(w: &mut Writer, v: &[f32]) {
    v.iter().for_each(|&x| w.f32(x));
}

fn bounding_box(w: &mut Writer, b: &BoundingBox) {
    f32s(w, &b.min);
    f32s(w, &b.max);
}

fn string(w: &mut Writer, s: &str, unicode: bool, what: &'static str) -> Result<()> {
    if unicode {
        w.utf16z(s);
        return Ok(());
    }
    let bytes = encode_shift_jis_strict(s)
        .ok_or_else(|| error(w, what, "text Shift-JIS can encode", format!("{s:?}")))?;
    if bytes.contains(&0) {
        return Err(error(w, what, "text without NUL", format!("{s:?}")));
    }
    w.bytes(&bytes);
    w.u8(0);
    Ok(())
}

/// Writes a FLVER2 model. Fails when the version is not one the reader takes, a count or
/// offset leaves 32 bits, an index refers past its list (a GX list, a layout), a face set
/// has no index size or an index too large for it, a vertex buffer's bytes are not its
/// vertex count times its layout's size, or Shift-JIS cannot encode a string.
pub fn write(flver: &Flver) -> Result<Vec<u8>> {
    let h = &flver.header;
    let mut w = Writer::new();
    if !(MIN_VERSION..=MAX_VERSION).contains(&h.version) {
        return Err(error(
            &w,
            "version",
            format!("{MIN_VERSION:#x} to {MAX_VERSION:#x}"),
            format!("{:#x}", h.version),
        ));
    }
    if !matches!(h.index_size, 0 | 16 | 32) {
        return Err(error(&w, "index size", "0, 16 or 32", h.index_size));
    }
    let unicode = h.unicode;
    w.bytes(b"FLVER\0L\0");
    w.u32(h.version);
    let data_offset_slot = w.reserve_u32();
    let data_length_slot = w.reserve_u32();
    count(&mut w, flver.dummies.len(), "dummy count")?;
    count(&mut w, flver.materials.len(), "material count")?;
    count(&mut w, flver.bones.len(), "bone count")?;
    count(&mut w, flver.meshes.len(), "mesh count")?;
    count(&mut w, flver.vertex_buffers.len(), "vertex buffer count")?;
    bounding_box(&mut w, &h.bounding_box);
    w.i32(h.face_count);
    w.i32(h.total_face_count);
    w.u8(h.index_size);
    w.u8(u8::from(unicode));
    w.bytes(&h.unk4a);
    w.i32(h.unk4c);
    count(&mut w, flver.face_sets.len(), "face set count")?;
    count(&mut w, flver.buffer_layouts.len(), "buffer layout count")?;
    let texture_count: usize = flver.materials.iter().map(|m| m.textures.len()).sum();
    count(&mut w, texture_count, "texture count")?;
    w.bytes(&h.unk5c);
    w.zeros(10);
    w.i32(h.unk68);
    w.zeros(8);
    w.i32(h.unk74);
    w.zeros(8);

    for d in &flver.dummies {
        f32s(&mut w, &d.position);
        w.bytes(&d.color);
        f32s(&mut w, &d.forward);
        w.i16(d.reference_id);
        w.i16(d.parent_bone);
        f32s(&mut w, &d.upward);
        w.i16(d.attach_bone);
        w.u8(u8::from(d.flag1));
        w.u8(u8::from(d.use_upward_vector));
        w.i32(d.unk30);
        w.i32(d.unk34);
        w.zeros(8);
    }

    let mut material_slots = Vec::with_capacity(flver.materials.len());
    let mut first_texture = 0usize;
    for m in &flver.materials {
        let name = w.reserve_u32();
        let mtd = w.reserve_u32();
        count(&mut w, m.textures.len(), "material texture count")?;
        count(&mut w, first_texture, "material first texture")?;
        first_texture += m.textures.len();
        w.i32(m.flags);
        let gx = w.reserve_u32();
        w.i32(m.unk18);
        w.zeros(4);
        material_slots.push((name, mtd, gx));
    }

    let mut bone_slots = Vec::with_capacity(flver.bones.len());
    for b in &flver.bones {
        f32s(&mut w, &b.translation);
        bone_slots.push(w.reserve_u32());
        f32s(&mut w, &b.rotation);
        w.i16(b.parent_index);
        w.i16(b.child_index);
        f32s(&mut w, &b.scale);
        w.i16(b.next_sibling_index);
        w.i16(b.previous_sibling_index);
        f32s(&mut w, &b.bounding_box.min);
        w.i32(b.unk3c);
        f32s(&mut w, &b.bounding_box.max);
        w.zeros(BONE_PADDING as usize);
    }

    let mut mesh_slots = Vec::with_capacity(flver.meshes.len());
    for m in &flver.meshes {
        let references = [
            (
                "mesh material",
                vec![m.material_index],
                flver.materials.len(),
            ),
            (
                "mesh face set",
                m.face_set_indices.clone(),
                flver.face_sets.len(),
            ),
            (
                "mesh vertex buffer",
                m.vertex_buffer_indices.clone(),
                flver.vertex_buffers.len(),
            ),
        ];
        for (what, indices, len) in references {
            if let Some(&bad) = indices.iter().find(|&&i| i as usize >= len) {
                return Err(error(&w, what, format!("an index below {len}"), bad));
            }
        }
        w.u8(u8::from(m.dynamic));
        w.zeros(3);
        let material = i32::try_from(m.material_index)
            .map_err(|_| error(&w, "mesh material", "below 2^31", m.material_index))?;
        w.i32(material);
        w.zeros(8);
        w.i32(m.default_bone_index);
        count(&mut w, m.bone_indices.len(), "mesh bone count")?;
        let bounds = w.reserve_u32();
        let bones = w.reserve_u32();
        count(&mut w, m.face_set_indices.len(), "mesh face set count")?;
        let face_sets = w.reserve_u32();
        count(
            &mut w,
            m.vertex_buffer_indices.len(),
            "mesh vertex buffer count",
        )?;
        let buffers = w.reserve_u32();
        mesh_slots.push((bounds, bones, face_sets, buffers));
    }

    let mut face_set_slots = Vec::with_capacity(flver.face_sets.len());
    for fs in &flver.face_sets {
        if !matches!(fs.index_size, 0 | 16 | 32) {
            return Err(error(
                &w,
                "face set index size",
                "0, 16 or 32",
                fs.index_size,
            ));
        }
        let width = match (fs.index_size, h.index_size) {
            (0, 0) => {
                return Err(error(
                    &w,
                    "face set index size",
                    "16 or 32 here or in the header",
                    0,
                ));
            }
            (0, size) => u32::from(size) / 8,
            (size, _) => size / 8,
        };
        if width == 2
            && let Some(&big) = fs.indices.iter().find(|&&i| i > 0xFFFF)
        {
            return Err(error(
                &w,
                "face set index",
                "at most 0xFFFF in a 16-bit set",
                big,
            ));
        }
        w.u32(fs.flags);
        w.u8(u8::from(fs.triangle_strip));
        w.u8(u8::from(fs.cull_backfaces));
        w.i16(fs.unk06);
        count(&mut w, fs.indices.len(), "face set index count")?;
        let slot = w.reserve_u32();
        let bytes = fs.indices.len().saturating_mul(width as usize);
        count(&mut w, bytes, "face set index bytes")?;
        w.zeros(4);
        w.u32(fs.index_size);
        w.zeros(4);
        face_set_slots.push((slot, width));
    }

    let mut buffer_slots = Vec::with_capacity(flver.vertex_buffers.len());
    for b in &flver.vertex_buffers {
        let layout = flver
            .buffer_layouts
            .get(b.layout_index as usize)
            .ok_or_else(|| {
                error(
                    &w,
                    "vertex buffer layout",
                    format!("below {}", flver.buffer_layouts.len()),
                    b.layout_index,
                )
            })?;
        let size = layout.size();
        let expected = size.checked_mul(b.vertex_count as usize);
        if expected != Some(b.data.len()) {
            return Err(error(
                &w,
                "vertex buffer data",
                format!("{} vertices of {size} bytes", b.vertex_count),
                format!("{} bytes", b.data.len()),
            ));
        }
        w.i32(b.buffer_index);
        count(&mut w, b.layout_index as usize, "vertex buffer layout")?;
        count(&mut w, size, "vertex size")?;
        count(&mut w, b.vertex_count as usize, "vertex count")?;
        w.zeros(8);
        count(&mut w, b.data.len(), "vertex buffer length")?;
        buffer_slots.push(w.reserve_u32());
    }

    let mut layout_slots = Vec::with_capacity(flver.buffer_layouts.len());
    for l in &flver.buffer_layouts {
        count(&mut w, l.members.len(), "layout member count")?;
        w.zeros(8);
        layout_slots.push(w.reserve_u32());
    }

    let mut texture_slots = Vec::with_capacity(texture_count);
    for t in flver.materials.iter().flat_map(|m| &m.textures) {
        let path = w.reserve_u32();
        let type_name = w.reserve_u32();
        f32s(&mut w, &t.scale);
        w.u8(t.unk10);
        w.u8(t.unk11);
        w.zeros(2);
        f32s(&mut w, &t.unk14);
        texture_slots.push((path, type_name));
    }

    if h.version >= 0x2001A {
        let set = flver.skeletons.clone().unwrap_or_default();
        let base_count = i16::try_from(set.base.len())
            .map_err(|_| error(&w, "skeleton count", "at most 32767", set.base.len()))?;
        let all_count = i16::try_from(set.all.len())
            .map_err(|_| error(&w, "skeleton count", "at most 32767", set.all.len()))?;
        w.i16(base_count);
        w.i16(all_count);
        let base = w.reserve_u32();
        let all = w.reserve_u32();
        w.zeros(20);
        for (slot, bones) in [(base, &set.base), (all, &set.all)] {
            fill_here(&mut w, slot, "skeleton")?;
            for b in bones {
                w.i16(b.parent_index);
                w.i16(b.first_child_index);
                w.i16(b.next_sibling_index);
                w.i16(b.previous_sibling_index);
                w.i32(b.bone_index);
                w.zeros(4);
            }
        }
    } else if flver.skeletons.is_some() {
        return Err(error(
            &w,
            "skeleton set",
            "none before version 0x2001A",
            "a set",
        ));
    }

    w.pad_to(16);
    for (l, slot) in flver.buffer_layouts.iter().zip(&layout_slots) {
        fill_here(&mut w, *slot, "layout members")?;
        let mut struct_offset = 0usize;
        for m in &l.members {
            w.i32(m.unk00);
            count(&mut w, struct_offset, "member offset")?;
            w.u32(m.member_type as u32);
            w.u32(m.semantic as u32);
            w.i32(m.index);
            struct_offset += m.member_type.size();
        }
    }

    w.pad_to(16);
    for (m, slot) in flver.meshes.iter().zip(&mesh_slots) {
        if let Some(b) = &m.bounding_box {
            fill_here(&mut w, slot.0, "mesh bounding box")?;
            bounding_box(&mut w, &b.bounds);
            if h.version >= 0x2001A {
                f32s(&mut w, &b.unk.unwrap_or([0.0; 3]));
            }
        }
    }

    w.pad_to(16);
    // An empty list points at the start of the group or at 0, as the file did.
    let empty_bones = match flver.file_layout.empty_bone_indices {
        EmptyBoneIndices::GroupStart => offset(&w, "mesh bone indices")?,
        EmptyBoneIndices::Zero => 0,
    };
    for (m, slot) in flver.meshes.iter().zip(&mesh_slots) {
        if m.bone_indices.is_empty() {
            w.fill_u32(slot.1, empty_bones);
        } else {
            fill_here(&mut w, slot.1, "mesh bone indices")?;
            m.bone_indices.iter().for_each(|&i| w.i32(i));
        }
    }

    w.pad_to(16);
    for (m, slot) in flver.meshes.iter().zip(&mesh_slots) {
        fill_here(&mut w, slot.2, "mesh face set indices")?;
        for &i in &m.face_set_indices {
            count(&mut w, i as usize, "mesh face set index")?;
        }
    }

    w.pad_to(16);
    for (m, slot) in flver.meshes.iter().zip(&mesh_slots) {
        fill_here(&mut w, slot.3, "mesh vertex buffer indices")?;
        for &i in &m.vertex_buffer_indices {
            count(&mut w, i as usize, "mesh vertex buffer index")?;
        }
    }

    w.pad_to(16);
    let mut gx_offsets = Vec::with_capacity(flver.gx_lists.len());
    // The ends of the lists written whole so far.
    let mut ends = GxEnds::default();
    let sharing = flver.file_layout.gx_lists == GxListSharing::SharedEnds;
    for (j, list) in flver.gx_lists.iter().enumerate() {
        if sharing && let Some((i, first)) = ends.find(&flver.gx_lists, list) {
            // Into the earlier list, at its item `first`.
            let before: u64 = flver.gx_lists[i].items[..first]
                .iter()
                .map(|item| u64::from(GX_ITEM_HEADER) + item.data.len() as u64)
                .sum();
            let at = u64::from(gx_offsets[i]) + before;
            let at = u32::try_from(at).map_err(|_| error(&w, "GX list", "below 4 GiB", at))?;
            gx_offsets.push(at);
            continue;
        }
        if sharing {
            ends.add(j, list);
        }
        gx_offsets.push(offset(&w, "GX list")?);
        for item in &list.items {
            let id = i32::from_le_bytes(item.id);
            if id == i32::MAX || id == -1 {
                return Err(error(&w, "GX item id", "not a terminator id", id));
            }
            w.bytes(&item.id);
            w.i32(item.unk04);
            count(&mut w, item.data.len().saturating_add(12), "GX item length")?;
            w.bytes(&item.data);
        }
        if list.terminator_id != i32::MAX && list.terminator_id != -1 {
            return Err(error(
                &w,
                "GX terminator id",
                "0x7FFFFFFF or -1",
                list.terminator_id,
            ));
        }
        w.i32(list.terminator_id);
        w.i32(list.terminator_unk);
        count(
            &mut w,
            (list.terminator_padding as usize).saturating_add(12),
            "GX terminator length",
        )?;
        w.zeros(list.terminator_padding as usize);
    }
    for (m, slot) in flver.materials.iter().zip(&material_slots) {
        let at = match m.gx_index {
            None => 0,
            Some(i) => *gx_offsets.get(i as usize).ok_or_else(|| {
                error(
                    &w,
                    "material GX list",
                    format!("below {}", gx_offsets.len()),
                    i,
                )
            })?,
        };
        w.fill_u32(slot.2, at);
    }

    w.pad_to(16);
    let mut texture_slot = texture_slots.iter();
    for (m, slot) in flver.materials.iter().zip(&material_slots) {
        fill_here(&mut w, slot.0, "material name")?;
        string(&mut w, &m.name, unicode, "material name")?;
        fill_here(&mut w, slot.1, "material MTD path")?;
        string(&mut w, &m.mtd, unicode, "material MTD path")?;
        for (t, (path, type_name)) in m.textures.iter().zip(texture_slot.by_ref()) {
            fill_here(&mut w, *path, "texture path")?;
            string(&mut w, &t.path, unicode, "texture path")?;
            fill_here(&mut w, *type_name, "texture type")?;
            string(&mut w, &t.type_name, unicode, "texture type")?;
        }
    }

    w.pad_to(16);
    for (b, slot) in flver.bones.iter().zip(&bone_slots) {
        fill_here(&mut w, *slot, "bone name")?;
        string(&mut w, &b.name, unicode, "bone name")?;
    }

    w.pad_to(16);
    let dark_souls_2 = h.version == 0x20010;
    if dark_souls_2 {
        w.pad_to(0x20);
    }
    let data_start = offset(&w, "data")?;
    w.fill_u32(data_offset_slot, data_start);

    let mut face_set_done = vec![false; flver.face_sets.len()];
    let mut buffer_done = vec![false; flver.vertex_buffers.len()];
    let mut write_face_set = |w: &mut Writer, i: usize| -> Result<()> {
        if face_set_done[i] {
            return Ok(());
        }
        face_set_done[i] = true;
        w.pad_to(16);
        let (slot, width) = face_set_slots[i];
        w.fill_u32(slot, offset(w, "face set indices")? - data_start);
        for &index in &flver.face_sets[i].indices {
            if width == 2 {
                w.u16(index as u16);
            } else {
                w.u32(index);
            }
        }
        Ok(())
    };
    let mut write_buffer = |w: &mut Writer, i: usize| -> Result<()> {
        if buffer_done[i] {
            return Ok(());
        }
        buffer_done[i] = true;
        w.pad_to(16);
        w.fill_u32(buffer_slots[i], offset(w, "vertex buffer")? - data_start);
        w.bytes(&flver.vertex_buffers[i].data);
        Ok(())
    };
    for m in &flver.meshes {
        for &i in &m.face_set_indices {
            write_face_set(&mut w, i as usize)?;
        }
        for &i in &m.vertex_buffer_indices {
            write_buffer(&mut w, i as usize)?;
        }
    }
    // Face sets and buffers no mesh uses, after the others.
    for i in 0..flver.face_sets.len() {
        write_face_set(&mut w, i)?;
    }
    for i in 0..flver.vertex_buffers.len() {
        write_buffer(&mut w, i)?;
    }
    w.pad_to(16);
    let end = offset(&w, "end of data")?;
    w.fill_u32(data_length_slot, end - data_start);
    if dark_souls_2 {
        w.pad_to(0x20);
    }
    Ok(w.into_bytes())
}
