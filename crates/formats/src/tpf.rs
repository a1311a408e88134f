//! TPF texture packs: named textures, each a complete DDS file on PC.
//!
//! Sources: formats.md §6 and SoulsFormatsNEXT `Formats/TPF/TPF.cs`; layout checked on ER's
//! `sysenvtex.tpf` and `systex.tpf`. Little-endian, except on Xbox 360 and PS3 (big-endian).
//!
//! Header (0x10):
//!
//! | offset | type    | meaning |
//! |--------|---------|---------|
//! | 0x00   | char[4] | `TPF\0` |
//! | 0x04   | i32     | data size: bytes from the end of the names to the end of the file |
//! | 0x08   | i32     | texture count |
//! | 0x0C   | u8      | platform: 0 PC, 1 Xbox 360, 2 PS3, 4 PS4, 5 Xbox One, 8 PS5 |
//! | 0x0D   | u8      | flag2, 0–3 (3 on PC) |
//! | 0x0E   | u8      | name encoding: 1 = UTF-16, 0 or 2 = Shift-JIS |
//! | 0x0F   | u8      | 0 |
//!
//! Then one entry per texture (0x14 bytes on PC):
//!
//! | offset | type | meaning |
//! |--------|------|---------|
//! | 0x00   | u32  | data offset |
//! | 0x04   | i32  | data size |
//! | 0x08   | u8   | format code (FromSoftware's; on PC the DDS header is authoritative) |
//! | 0x09   | u8   | type: 0 texture, 1 cubemap, 2 volume, 3 array |
//! | 0x0A   | u8   | mip count |
//! | 0x0B   | u8   | flags1: 0, 1, 2, 3 or 0x80; 2 and 3 mean the data is DCP_EDGE-compressed |
//! |        |      | console only: i16 width, i16 height, then Xbox 360: i32 0; PS3: i32 unk1 and, if flag2 ≠ 0, i32 unk2; PS4/Xbox One/PS5: i32 texture count (1, or 6 for a cube), i32 unk2 (9 or 0xD) |
//! | +0x00  | u32  | name offset |
//! | +0x04  | i32  | 1 if a float struct follows, else 0 |
//! |        |      | PS4/Xbox One/PS5 only: i32 DXGI format |
//! |        |      | float struct: i32 unknown, i32 byte length (a multiple of 4), f32 × length/4 |
//!
//! Then the names (zero-terminated, in entry order), then the data: in Elden Ring's files each
//! non-empty texture's data starts at a multiple of 4 (zero padding), in Dark Souls 3's right
//! after the names and the previous texture ([`Tpf::packed_data`]). On PC each texture's data
//! is a complete `.dds` file; console data is headerless and platform-swizzled.

use super::binary::{Endian, Limits, Reader, Writer};
use super::dds::{self, Dds};
use super::error::{FormatError, Result};

const FORMAT: &str = "TPF";

/// The file magic.
pub const MAGIC: &[u8; 4] = b"TPF\0";
/// Name encoding value for UTF-16 names (the other values, 0 and 2, mean Shift-JIS).
pub const ENCODING_UTF16: u8 = 1;

/// The platform a TPF was made for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[repr(u8)]
pub enum Platform {
    /// PC: each texture is a full DDS file.
    Pc = 0,
    /// Xbox 360 (big-endian, headerless data).
    Xbox360 = 1,
    /// PS3 (big-endian, headerless data).
    Ps3 = 2,
    /// PS4 (headerless, swizzled data).
    Ps4 = 4,
    /// Xbox One (headerless, swizzled data).
    XboxOne = 5,
    /// PS5 (headerless, swizzled data).
    Ps5 = 8,
}

impl Platform {
    /// The platform of a header byte.
    pub fn from_u8(value: u8) -> Option<Platform> {
        [
            Platform::Pc,
            Platform::Xbox360,
            Platform::Ps3,
            Platform::Ps4,
            Platform::XboxOne,
            Platform::Ps5,
        ]
        .into_iter()
        .find(|p| *p as u8 == value)
    }

    /// The byte order of the file.
    pub fn endian(self) -> Endian {
        match self {
            Platform::Xbox360 | Platform::Ps3 => Endian::Big,
            _ => Endian::Little,
        }
    }

    /// Whether entries carry a DXGI format (the DX10-era consoles).
    fn has_dxgi_format(self) -> bool {
        matches!(self, Platform::Ps4 | Platform::XboxOne | Platform::Ps5)
    }
}

/// What a texture entry says it is (the DDS header says the same on PC).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[repr(u8)]
pub enum TextureType {
    /// One 2D texture.
    Texture = 0,
    /// Six faces.
    Cubemap = 1,
    /// One 3D texture.
    Volume = 2,
    /// An array of 2D textures.
    Array = 3,
}

impl TextureType {
    /// The type of an entry byte.
    pub fn from_u8(value: u8) -> Option<TextureType> {
        [
            TextureType::Texture,
            TextureType::Cubemap,
            TextureType::Volume,
            TextureType::Array,
        ]
        .into_iter()
        .find(|t| *t as u8 == value)
    }
}

/// The extra fields of a console entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct ConsoleHeader {
    /// Width in pixels.
    pub width: i16,
    /// Height in pixels.
    pub height: i16,
    /// PS4, Xbox One, PS5: 1, or 6 for a cube. 0 elsewhere.
    pub texture_count: i32,
    /// PS3 only: unknown. 0 elsewhere.
    pub unk1: i32,
    /// PS3 (when flag2 ≠ 0): 0, 0x69E0 or 0xAAE4; PS4, Xbox One, PS5: 9 or 0xD. 0 elsewhere.
    pub unk2: i32,
    /// PS4, Xbox One, PS5: the DXGI format. 0 elsewhere.
    pub dxgi_format: i32,
}

/// The optional data after an entry; its meaning is unknown.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FloatStruct {
    /// Unknown, perhaps an id.
    pub unk00: i32,
    /// The values (not confirmed to always be floats; bits are kept exactly).
    pub values: Vec<f32>,
}

/// One texture of a TPF.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct TpfTexture {
    /// The texture's name, without path or extension.
    pub name: String,
    /// FromSoftware's format code (see formats.md §6; on PC the DDS header is what counts).
    pub format: u8,
    /// Texture, cubemap, volume or array.
    pub texture_type: TextureType,
    /// The mip count the entry records.
    pub mip_count: u8,
    /// 0, 1, 2, 3 or 0x80; 2 and 3 mean `data` is DCP_EDGE-compressed.
    pub flags1: u8,
    /// The console fields; present exactly when the TPF is not for PC.
    pub console_header: Option<ConsoleHeader>,
    /// The optional float struct.
    pub float_struct: Option<FloatStruct>,
    /// The stored data: a DDS file on PC (serialized as its byte count).
    #[serde(serialize_with = "dds::serialize_byte_count")]
    pub data: Vec<u8>,
}

impl TpfTexture {
    /// Whether the data is DCP_EDGE-compressed (flags1 2 or 3).
    pub fn is_compressed(&self) -> bool {
        self.flags1 == 2 || self.flags1 == 3
    }

    /// Parses the data as a DDS file. Console textures (headerless) and DCP_EDGE-compressed
    /// data are refused as unsupported. Error offsets are within `data`.
    pub fn dds(&self) -> Result<Dds> {
        self.dds_with_limits(&Limits::default())
    }

    /// [`TpfTexture::dds`] with explicit limits.
    pub fn dds_with_limits(&self, limits: &Limits) -> Result<Dds> {
        self.check_dds()?;
        dds::read_with_limits(&self.data, limits)
    }

    /// Whether the entry is one [`TpfTexture::dds`] can read (a PC texture, not compressed),
    /// without looking at its data.
    pub fn check_dds(&self) -> Result<()> {
        if self.console_header.is_some() {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: 0,
                what: "console texture",
                detail: format!(
                    "{:?} is headerless, platform-swizzled data; only PC textures are DDS files",
                    self.name
                ),
            });
        }
        if self.is_compressed() {
            return Err(FormatError::Unsupported {
                format: FORMAT,
                offset: 0,
                what: "compressed texture",
                detail: format!(
                    "{:?} has flags1 {} (DCP_EDGE-compressed data, used by Demon's Souls)",
                    self.name, self.flags1
                ),
            });
        }
        Ok(())
    }
}

/// A TPF texture pack.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Tpf {
    /// The platform (and so the byte order and entry layout).
    pub platform: Platform,
    /// Unknown, 0–3 (3 on PC).
    pub flag2: u8,
    /// Name encoding: [`ENCODING_UTF16`], or 0/2 for Shift-JIS.
    pub encoding: u8,
    /// The textures in file order.
    pub textures: Vec<TpfTexture>,
    /// Whether the data follows the names with no padding, each texture's right after the
    /// previous one (Dark Souls 3's files), rather than each texture's at a multiple of 4 (Elden
    /// Ring's). Read as true only when some texture's data is not at a multiple of 4: the only
    /// files where the two layouts differ.
    pub packed_data: bool,
}

impl Tpf {
    /// The first texture with this name.
    pub fn texture(&self, name: &str) -> Option<&TpfTexture> {
        self.textures.iter().find(|t| t.name == name)
    }

    /// One line per texture: name, and the DDS summary or why it cannot be read.
    pub fn summary(&self) -> String {
        let mut out = format!(
            "TPF {:?}, {} texture{}\n",
            self.platform,
            self.textures.len(),
            if self.textures.len() == 1 { "" } else { "s" }
        );
        for t in &self.textures {
            let detail = match t.dds() {
                Ok(d) => d.summary(),
                Err(e) => e.to_string(),
            };
            out.push_str(&format!("  {}: {}\n", t.name, detail));
        }
        out
    }
}

/// Reads a TPF with the default limits.
pub fn read(data: &[u8]) -> Result<Tpf> {
    read_with_limits(data, &Limits::default())
}

/// Reads a TPF. Texture data is copied as stored (it is bounded by the input); `limits`
/// bounds the float structs and is kept for the DDS reads of [`TpfTexture::dds_with_limits`].
pub fn read_with_limits(data: &[u8], limits: &Limits) -> Result<Tpf> {
    read_textures(data, limits, None).map(|(tpf, _)| tpf)
}

/// Reads a TPF's entries without copying their data: each texture's `data` is empty and its
/// bytes are at the returned `(offset, size)` of `data` (checked as [`read_with_limits`]
/// checks them). For indexing many textures and reading each when it is needed.
///
/// `data` may be the pack's first bytes only (its header, entries and names), `total_len`
/// the whole pack's length: the textures' bytes are checked against it.
pub fn read_index(data: &[u8], total_len: u64, limits: &Limits) -> Result<(Tpf, Vec<(u64, u64)>)> {
    read_textures(data, limits, Some(total_len))
}

/// With `total_len`, nothing is copied: textures are located in a pack of that length.
fn read_textures(
    data: &[u8],
    limits: &Limits,
    total_len: Option<u64>,
) -> Result<(Tpf, Vec<(u64, u64)>)> {
    let mut r = Reader::new(data, FORMAT);
    r.expect_magic(MAGIC)?;
    let platform_byte = r.at(0x0C, "platform")?.u8("platform")?;
    let platform = Platform::from_u8(platform_byte).ok_or_else(|| {
        FormatError::invalid(
            FORMAT,
            0x0C,
            "platform",
            "0, 1, 2, 4, 5 or 8",
            platform_byte,
        )
    })?;
    r.set_endian(platform.endian());
    let _data_size = r.i32("data size")?;
    let count = r.count_i32("texture count")?;
    r.skip(1, "platform")?;
    let flag2_at = r.pos();
    let flag2 = r.u8("flag2")?;
    if flag2 > 3 {
        return Err(r.invalid(flag2_at, "flag2", "0 to 3", flag2));
    }
    let encoding_at = r.pos();
    let encoding = r.u8("name encoding")?;
    if encoding > 2 {
        return Err(r.invalid(encoding_at, "name encoding", "0, 1 or 2", encoding));
    }
    r.expect_u8(0, "header padding")?;
    let min_entry = if platform == Platform::Pc { 0x14 } else { 0x1C };
    r.check_count(0x10, count as u64, min_entry, "texture entries")?;

    let mut textures = Vec::with_capacity(count);
    let mut spans = Vec::with_capacity(count);
    for _ in 0..count {
        let (texture, span) = read_texture(&mut r, platform, flag2, encoding, limits, total_len)?;
        textures.push(texture);
        spans.push(span);
    }
    let packed_data = spans.iter().any(|&(at, size)| size > 0 && at % 4 != 0);
    Ok((
        Tpf {
            platform,
            flag2,
            encoding,
            textures,
            packed_data,
        },
        spans,
    ))
}

/// Reads one entry and its name and data.
fn read_texture(
    r: &mut Reader<'_>,
    platform: Platform,
    flag2: u8,
    encoding: u8,
    limits: &Limits,
    total_len: Option<u64>,
) -> Result<(TpfTexture, (u64, u64))> {
    let data_offset = r.u32("texture data offset")?;
    let size_at = r.pos();
    let data_size = r.i32("texture data size")?;
    let data_size = u64::try_from(data_size)
        .map_err(|_| r.invalid(size_at, "texture data size", "0 or more", data_size))?;
    let format = r.u8("texture format")?;
    let type_at = r.pos();
    let type_byte = r.u8("texture type")?;
    let texture_type = TextureType::from_u8(type_byte)
        .ok_or_else(|| r.invalid(type_at, "texture type", "0, 1, 2 or 3", type_byte))?;
    let mip_count = r.u8("mip count")?;
    let flags_at = r.pos();
    let flags1 = r.u8("flags1")?;
    if !matches!(flags1, 0 | 1 | 2 | 3 | 0x80) {
        return Err(r.invalid(
            flags_at,
            "flags1",
            "0, 1, 2, 3 or 0x80",
            format!("{flags1:#x}"),
        ));
    }
    let mut console_header = if platform == Platform::Pc {
        None
    } else {
        let mut h = ConsoleHeader {
            width: r.i16("width")?,
            height: r.i16("height")?,
            ..ConsoleHeader::default()
        };
        match platform {
            Platform::Xbox360 => r.expect_i32(0, "Xbox 360 padding")?,
            Platform::Ps3 => {
                h.unk1 = r.i32("PS3 unk1")?;
                if flag2 != 0 {
                    h.unk2 = r.i32("PS3 unk2")?;
                }
            }
            _ => {
                h.texture_count = r.i32("texture count")?;
                h.unk2 = r.i32("unk2")?;
            }
        }
        Some(h)
    };
    let name_offset = r.u32("name offset")?;
    let float_at = r.pos();
    let has_float_struct = match r.i32("float struct flag")? {
        0 => false,
        1 => true,
        other => return Err(r.invalid(float_at, "float struct flag", "0 or 1", other)),
    };
    if platform.has_dxgi_format()
        && let Some(h) = console_header.as_mut()
    {
        h.dxgi_format = r.i32("DXGI format")?;
    }
    let float_struct = if has_float_struct {
        Some(read_float_struct(r, limits)?)
    } else {
        None
    };

    let data = match total_len {
        None => r
            .slice(u64::from(data_offset), data_size, "texture data")?
            .to_vec(),
        Some(total) => {
            // The slice's own check, against the whole pack's length.
            let offset = u64::from(data_offset);
            if offset > total || data_size > total - offset {
                return Err(FormatError::UnexpectedEof {
                    format: FORMAT,
                    offset: offset.min(total),
                    what: "texture data",
                    needed: if offset > total { 0 } else { data_size },
                    available: total.saturating_sub(offset),
                });
            }
            Vec::new()
        }
    };
    let name = if encoding == ENCODING_UTF16 {
        r.utf16_at(u64::from(name_offset), "texture name")?
    } else {
        r.shift_jis_at(u64::from(name_offset), "texture name")?
    };
    Ok((
        TpfTexture {
            name,
            format,
            texture_type,
            mip_count,
            flags1,
            console_header,
            float_struct,
            data,
        },
        (u64::from(data_offset), data_size),
    ))
}

/// Reads a float struct: i32 unknown, i32 byte length, floats.
fn read_float_struct(r: &mut Reader<'_>, limits: &Limits) -> Result<FloatStruct> {
    let unk00 = r.i32("float struct unk00")?;
    let length_at = r.pos();
    let length = r.i32("float struct length")?;
    let length = u64::try_from(length)
        .ok()
        .filter(|l| l % 4 == 0)
        .ok_or_else(|| {
            r.invalid(
                length_at,
                "float struct length",
                "a multiple of 4, 0 or more",
                length,
            )
        })?;
    r.check_count(r.pos() as u64, length / 4, 4, "float struct values")?;
    limits.check(FORMAT, length_at as u64, "float struct", length)?;
    let mut values = Vec::with_capacity((length / 4) as usize);
    for _ in 0..length / 4 {
        values.push(r.f32("float struct value")?);
    }
    Ok(FloatStruct { unk00, values })
}

/// Writes a TPF. Offsets, sizes and the data size are recomputed; each non-empty
/// texture's data is aligned to 4 bytes after the names, as the games' files are.
///
/// Fails if a texture's console fields do not match the platform, or a size does not fit
/// the format's 32-bit fields.
pub fn write(tpf: &Tpf) -> Result<Vec<u8>> {
    let mut w = Writer::with_endian(tpf.platform.endian());
    let too_large = |what: &'static str, size: usize| FormatError::TooLarge {
        format: FORMAT,
        offset: 0,
        what,
        requested: size as u64,
        limit: i32::MAX as u64,
    };
    w.bytes(MAGIC);
    let data_size_slot = w.reserve_i32();
    w.i32(
        i32::try_from(tpf.textures.len())
            .map_err(|_| too_large("texture count", tpf.textures.len()))?,
    );
    w.u8(tpf.platform as u8);
    w.u8(tpf.flag2);
    w.u8(tpf.encoding);
    w.u8(0);

    let mut slots = Vec::with_capacity(tpf.textures.len());
    for t in &tpf.textures {
        let data_offset = w.reserve_u32();
        let data_size = w.reserve_i32();
        w.u8(t.format);
        w.u8(t.texture_type as u8);
        w.u8(t.mip_count);
        w.u8(t.flags1);
        match (tpf.platform, &t.console_header) {
            (Platform::Pc, None) => {}
            (Platform::Pc, Some(_)) | (_, None) => {
                return Err(FormatError::invalid(
                    FORMAT,
                    0,
                    "console header",
                    "present exactly when the platform is not PC",
                    format!("{:?} on {:?}", t.name, tpf.platform),
                ));
            }
            (platform, Some(h)) => {
                w.i16(h.width);
                w.i16(h.height);
                match platform {
                    Platform::Xbox360 => w.i32(0),
                    Platform::Ps3 => {
                        w.i32(h.unk1);
                        if tpf.flag2 != 0 {
                            w.i32(h.unk2);
                        }
                    }
                    _ => {
                        w.i32(h.texture_count);
                        w.i32(h.unk2);
                    }
                }
            }
        }
        let name_offset = w.reserve_u32();
        w.i32(i32::from(t.float_struct.is_some()));
        if tpf.platform.has_dxgi_format() {
            w.i32(t.console_header.map(|h| h.dxgi_format).unwrap_or(0));
        }
        if let Some(fs) = &t.float_struct {
            w.i32(fs.unk00);
            let length = fs
                .values
                .len()
                .checked_mul(4)
                .and_then(|l| i32::try_from(l).ok());
            w.i32(length.ok_or_else(|| too_large("float struct", fs.values.len()))?);
            for &v in &fs.values {
                w.f32(v);
            }
        }
        slots.push((data_offset, data_size, name_offset));
    }

    for (t, &(_, _, name_offset)) in tpf.textures.iter().zip(&slots) {
        let at = u32::try_from(w.pos()).map_err(|_| too_large("names", w.pos()))?;
        w.fill_u32(name_offset, at);
        if tpf.encoding == ENCODING_UTF16 {
            w.utf16z(&t.name);
        } else {
            w.shift_jis_z(&t.name);
        }
    }

    let data_start = w.pos();
    for (t, &(data_offset, data_size, _)) in tpf.textures.iter().zip(&slots) {
        if !t.data.is_empty() && !tpf.packed_data {
            w.pad_to(4);
        }
        let at = u32::try_from(w.pos()).map_err(|_| too_large("texture data", w.pos()))?;
        w.fill_u32(data_offset, at);
        let size =
            i32::try_from(t.data.len()).map_err(|_| too_large("texture data", t.data.len()))?;
        w.fill_i32(data_size, size);
        w.bytes(&t.data);
    }
    let total = w.pos() - data_start;
    w.fill_i32(
        data_size_slot,
        i32::try_from(total).map_err(|_| too_large("data", total))?,
    );
    Ok(w.into_bytes())
}

/// What an effect texture's name says: `s31421_a` is texture 31421 with suffix `a`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct EffectTextureName<'a> {
    /// The number the effect (FXR) refers to.
    pub id: u32,
    /// The text after the first underscore (`a`, `n`, `m`, `em`, …), if any.
    pub suffix: Option<&'a str>,
}

/// The usual meaning of an effect texture's suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TextureRole {
    /// `_a`: albedo (colour and alpha).
    Albedo,
    /// `_n`: normal map.
    Normal,
    /// `_m`: mask.
    Mask,
    /// `_em`: emissive.
    Emissive,
    /// Another suffix, or none.
    Other,
}

impl EffectTextureName<'_> {
    /// The role the suffix names.
    pub fn role(&self) -> TextureRole {
        match self.suffix.map(str::to_ascii_lowercase).as_deref() {
            Some("a") => TextureRole::Albedo,
            Some("n") => TextureRole::Normal,
            Some("m") => TextureRole::Mask,
            Some("em") => TextureRole::Emissive,
            _ => TextureRole::Other,
        }
    }
}

/// Parses an effect texture name, `s` + digits + optional `_suffix` (ER and Sekiro use five
/// digits: `s31421_a`). A leading folder (`\` or `/`) and a file extension are ignored, so
/// `…\s31421_a.tif` from a material also parses. Up to 9 digits are accepted so the id fits
/// a u32.
pub fn parse_effect_texture_name(name: &str) -> Option<EffectTextureName<'_>> {
    let file = name.rsplit(['\\', '/']).next().unwrap_or(name);
    let stem = match file.rfind('.') {
        Some(dot) => file.get(..dot)?,
        None => file,
    };
    let rest = stem.strip_prefix(['s', 'S'])?;
    let (digits, suffix) = match rest.find('_') {
        Some(underscore) => (rest.get(..underscore)?, rest.get(underscore + 1..)),
        None => (rest, None),
    };
    if digits.is_empty() || digits.len() > 9 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let suffix = suffix.filter(|s| !s.is_empty());
    Some(EffectTextureName {
        id: digits.parse().ok()?,
        suffix,
    })
}

/// The id of an effect texture name (`s31421_a` → 31421), or `None` for other names.
pub fn texture_id(name: &str) -> Option<u32> {
    parse_effect_texture_name(name).map(|n| n.id)
}

/// Fuzzing hook: read; if that succeeds, write, read the output back (must succeed), write
/// again, and require both writes to be equal. Also parses each texture's DDS.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let limits = Limits { max_alloc: 1 << 24 };
    let Ok(tpf) = read_with_limits(data, &limits) else {
        return;
    };
    for t in &tpf.textures {
        let _ = t.dds_with_limits(&limits);
    }
    super::oracle::stable_write("TPF", &tpf, read, write, false);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dds::{TextureFormat, TextureKind};
    use crate::testutil::{sample, sweep_corruptions};
    use std::io::Read as _;

    /// ER's systex.tpf, decompressed from its DCX (DFLT: a zlib stream after the 0x4C-byte
    /// header; the uncompressed size is the big-endian u32 at 0x1C).
    fn systex() -> Option<Vec<u8>> {
        let dcx = sample("er/systex.tpf.dcx")?;
        let size = u32::from_be_bytes(dcx[0x1C..0x20].try_into().unwrap()) as usize;
        let mut out = Vec::new();
        flate2::read::ZlibDecoder::new(&dcx[0x4C..])
            .read_to_end(&mut out)
            .unwrap();
        assert_eq!(out.len(), size);
        Some(out)
    }

    /// Decodes every face and mip of every texture and checks the pixel counts; each DDS
    /// also writes back byte for byte.
    fn decode_all(tpf: &Tpf) {
        for t in &tpf.textures {
            let dds = t.dds().unwrap();
            assert_eq!(dds::write(&dds).unwrap(), t.data, "{}", t.name);
            for s in &dds.surfaces {
                let image = dds.decode_rgba8(s.layer, s.mip).unwrap();
                assert_eq!(
                    image.pixels.len() as u32,
                    s.width * s.height * s.depth * 4,
                    "{}",
                    t.name
                );
            }
        }
    }

    #[test]
    fn pc_entry_bytes_match_the_layout() {
        // One texture with a float struct and a Shift-JIS name: the bytes written by hand
        // from the layout table, and the struct they stand for.
        let tpf = Tpf {
            platform: Platform::Pc,
            flag2: 3,
            encoding: 0,
            textures: vec![TpfTexture {
                name: "テ".into(),
                format: 5,
                texture_type: TextureType::Texture,
                mip_count: 1,
                flags1: 0x80,
                console_header: None,
                float_struct: Some(FloatStruct {
                    unk00: 7,
                    values: vec![1.0],
                }),
                data: vec![0xAA; 5],
            }],
            packed_data: false,
        };
        #[rustfmt::skip]
        let bytes: Vec<u8> = [
            // header: data size 6 (one byte of padding and five of data), one texture, PC
            b"TPF\0".as_slice(), &[6, 0, 0, 0], &[1, 0, 0, 0], &[0, 3, 0, 0],
            // entry at 0x10: data offset 0x34, size 5, format 5, type 0, 1 mip, flags1 0x80
            &[0x34, 0, 0, 0], &[5, 0, 0, 0], &[5, 0, 1, 0x80],
            // name offset 0x30, float struct flag 1, unk00 7, length 4, 1.0
            &[0x30, 0, 0, 0], &[1, 0, 0, 0], &[7, 0, 0, 0], &[4, 0, 0, 0], &[0, 0, 0x80, 0x3F],
            // name at 0x30: テ in Shift-JIS (83 65) and the terminator; data aligned to 0x34
            &[0x83, 0x65, 0], &[0],
            &[0xAA; 5],
        ].concat();
        assert_eq!(write(&tpf).unwrap(), bytes);
        assert_eq!(read(&bytes).unwrap(), tpf);
        assert_eq!(
            &bytes[4..8],
            &6i32.to_le_bytes(),
            "data size counts from the end of the names"
        );
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn er_sysenvtex() {
        let Some(bytes) = sample("er/sysenvtex.tpf") else {
            return;
        };
        let tpf = read(&bytes).unwrap();
        assert_eq!(
            (tpf.platform, tpf.flag2, tpf.encoding),
            (Platform::Pc, 3, 1)
        );
        assert_eq!(tpf.textures.len(), 2);
        let facts: Vec<(&str, u8, TextureType, u8)> = tpf
            .textures
            .iter()
            .map(|t| (t.name.as_str(), t.format, t.texture_type, t.mip_count))
            .collect();
        assert_eq!(
            facts,
            [
                ("GILM0010_iem", 22, TextureType::Cubemap, 1),
                ("GILM0010_rem", 115, TextureType::Cubemap, 7)
            ]
        );
        let iem = tpf.textures[0].dds().unwrap();
        assert_eq!(iem.format, TextureFormat::Rgba16Float);
        assert_eq!(iem.header.pixel_format.four_cc, 113);
        assert_eq!(
            (iem.kind, iem.width, iem.height, iem.mip_count),
            (TextureKind::Cube, 8, 8, 1)
        );
        let rem = tpf.texture("GILM0010_rem").unwrap().dds().unwrap();
        assert_eq!(rem.format, TextureFormat::Bc6hUf16);
        assert_eq!(rem.header.dx10.unwrap().array_size, 6);
        assert_eq!(
            (rem.kind, rem.width, rem.height, rem.mip_count),
            (TextureKind::Cube, 128, 128, 7)
        );
        decode_all(&tpf);
        assert_eq!(write(&tpf).unwrap(), bytes);
    }

    #[test]
    fn er_systex() {
        let Some(bytes) = systex() else { return };
        let tpf = read(&bytes).unwrap();
        assert_eq!(
            (tpf.platform, tpf.flag2, tpf.encoding),
            (Platform::Pc, 3, 1)
        );
        assert_eq!(tpf.textures.len(), 54);
        assert_eq!(tpf.textures[0].name, "c80_SYSTEX_BLACK");
        assert_eq!(tpf.textures[53].name, "SYSTEX_WHITE_l");
        assert_eq!(
            tpf.textures[21].name, "SYSTEX_BLACK ",
            "names keep trailing spaces"
        );
        // (name, TPF format byte, DDS format, width, mips), read from the entries and DDS
        // headers by hand.
        let cases = [
            ("c80_SYSTEX_BLACK", 0, TextureFormat::Bc1Unorm, 16, 5),
            ("c80_SYSTEX_BLUE", 0, TextureFormat::Bc1UnormSrgb, 16, 5),
            (
                "c80_SYSTEX_DummyNormal",
                106,
                TextureFormat::Bc7Unorm,
                16,
                5,
            ),
            ("FakeLoadingIcon", 0, TextureFormat::Bc1Unorm, 128, 8),
            ("SYSTEX_Cursor", 102, TextureFormat::Bc7UnormSrgb, 64, 7),
            ("SYSTEX_Dummy_1m", 103, TextureFormat::Bc4Unorm, 16, 5),
            ("SYSTEX_Dummy_1m_l", 103, TextureFormat::Bc4Unorm, 4, 3),
            ("SYSTEX_Dummy_v", 104, TextureFormat::Bc5Unorm, 16, 5),
            ("SYSTEX_Noise_0", 0, TextureFormat::Bc1Unorm, 64, 7),
        ];
        for (name, code, format, width, mips) in cases {
            let t = tpf.texture(name).unwrap();
            let dds = t.dds().unwrap();
            assert_eq!(
                (t.format, dds.format, dds.width, dds.height, dds.mip_count),
                (code, format, width, width, mips),
                "{name}"
            );
            assert_eq!(u32::from(t.mip_count), dds.mip_count);
            assert_eq!(dds.kind, TextureKind::Texture2D);
        }
        decode_all(&tpf);
        // The 16x16 dummy normal is flat: every texel decodes to (128, 128, 255)-ish.
        let dummy = tpf
            .texture("SYSTEX_Dummy_n")
            .unwrap()
            .dds()
            .unwrap()
            .decode_rgba8(0, 0)
            .unwrap();
        let first = &dummy.pixels[..4];
        assert!(dummy.pixels.chunks_exact(4).all(|p| p == first));
        assert_eq!(write(&tpf).unwrap(), bytes);
    }

    /// A TPF of generated DDS textures, as the project's fixtures are made.
    /// Dark Souls 3's packs put each texture's data right after the names and the previous
    /// texture; Elden Ring's at multiples of 4. Each is written back as it was read.
    #[test]
    fn packed_and_aligned_data_are_written_back_as_read() {
        // An odd-length first texture and names ending off a multiple of 4, so the two layouts
        // differ.
        let mut tpf = fixture();
        tpf.textures[0].data.push(0);
        tpf.textures[0].name = "s1".into();
        let entries = 0x10 + 0x14 * tpf.textures.len();
        for packed in [true, false] {
            tpf.packed_data = packed;
            let bytes = write(&tpf).unwrap();
            let offsets: Vec<u32> = (0..tpf.textures.len())
                .map(|i| u32::from_le_bytes(bytes[0x10 + 0x14 * i..][..4].try_into().unwrap()))
                .collect();
            if packed {
                assert_eq!(offsets[1], offsets[0] + tpf.textures[0].data.len() as u32);
                assert!(offsets.iter().any(|o| o % 4 != 0), "{offsets:?}");
            } else {
                assert!(offsets.iter().all(|o| o % 4 == 0), "{offsets:?}");
            }
            assert!(offsets[0] as usize > entries);
            let back = read(&bytes).unwrap();
            assert_eq!(back.packed_data, packed);
            assert_eq!(back, tpf);
            assert_eq!(write(&back).unwrap(), bytes);
        }
    }

    fn fixture() -> Tpf {
        let cube =
            vec![0x3Cu8; TextureFormat::Rgba16Float.surface_bytes(4, 4, 1).unwrap() as usize * 6];
        let bc1: Vec<u8> = (0..(8 + 8) as u8).collect();
        let make = |name: &str, dds: Dds, texture_type| TpfTexture {
            name: name.into(),
            format: 0,
            texture_type,
            mip_count: dds.mip_count as u8,
            flags1: 0,
            console_header: None,
            float_struct: None,
            data: dds::write(&dds).unwrap(),
        };
        Tpf {
            platform: Platform::Pc,
            flag2: 3,
            encoding: ENCODING_UTF16,
            textures: vec![
                make(
                    "s31421_a",
                    Dds::new(
                        TextureFormat::Bc1Unorm,
                        TextureKind::Texture2D,
                        4,
                        4,
                        1,
                        2,
                        // 4x4 and 2x2 mips: one 8-byte block each.
                        &bc1,
                    )
                    .unwrap(),
                    TextureType::Texture,
                ),
                make(
                    "s00001_em",
                    Dds::new(
                        TextureFormat::Rgba16Float,
                        TextureKind::Cube,
                        4,
                        4,
                        1,
                        1,
                        &cube,
                    )
                    .unwrap(),
                    TextureType::Cubemap,
                ),
            ],
            packed_data: false,
        }
    }

    #[test]
    fn fixture_round_trips() {
        let tpf = fixture();
        let bytes = write(&tpf).unwrap();
        let again = read(&bytes).unwrap();
        assert_eq!(again, tpf);
        assert_eq!(write(&again).unwrap(), bytes);
        decode_all(&again);
        // Names are UTF-16 at 0x38 (after the header and two 0x14-byte entries).
        assert_eq!(&bytes[0x38..0x3C], &[b's', 0, b'3', 0]);
    }

    #[test]
    fn console_entries_round_trip_but_have_no_dds() {
        for (platform, flag2) in [
            (Platform::Ps4, 3),
            (Platform::Ps3, 1),
            (Platform::Ps3, 0),
            (Platform::Xbox360, 0),
            (Platform::Ps5, 3),
        ] {
            let tpf = Tpf {
                platform,
                flag2,
                encoding: ENCODING_UTF16,
                textures: vec![TpfTexture {
                    name: "s12345_n".into(),
                    format: 36,
                    texture_type: TextureType::Texture,
                    mip_count: 1,
                    flags1: 0,
                    console_header: Some(ConsoleHeader {
                        width: 4,
                        height: 4,
                        texture_count: if platform.has_dxgi_format() { 1 } else { 0 },
                        unk1: if platform == Platform::Ps3 { 5 } else { 0 },
                        unk2: match platform {
                            Platform::Ps3 if flag2 != 0 => 0xAAE4,
                            Platform::Ps4 | Platform::Ps5 => 0xD,
                            _ => 0,
                        },
                        dxgi_format: if platform.has_dxgi_format() { 83 } else { 0 },
                    }),
                    float_struct: None,
                    data: vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
                }],
                packed_data: false,
            };
            let bytes = write(&tpf).unwrap();
            if platform.endian() == Endian::Big {
                assert_eq!(
                    &bytes[8..12],
                    &[0, 0, 0, 1],
                    "{platform:?} counts are big-endian"
                );
            }
            assert_eq!(read(&bytes).unwrap(), tpf, "{platform:?}");
            assert!(matches!(
                tpf.textures[0].dds(),
                Err(FormatError::Unsupported { .. })
            ));
        }
        // A console header on PC cannot be written.
        let mut tpf = fixture();
        tpf.textures[0].console_header = Some(ConsoleHeader::default());
        assert!(write(&tpf).is_err());
    }

    #[test]
    fn compressed_entries_are_unsupported_when_opened() {
        let mut tpf = fixture();
        tpf.textures[0].flags1 = 2;
        let again = read(&write(&tpf).unwrap()).unwrap();
        assert!(again.textures[0].is_compressed());
        match again.textures[0].dds() {
            Err(FormatError::Unsupported { what, .. }) => assert_eq!(what, "compressed texture"),
            other => panic!("expected Unsupported, got {other:?}"),
        }
        assert!(again.textures[1].dds().is_ok());
    }

    #[test]
    fn bad_header_values_are_refused() {
        let bytes = write(&fixture()).unwrap();
        let with = |at: usize, v: u8| {
            let mut b = bytes.clone();
            b[at] = v;
            read(&b)
        };
        assert!(
            matches!(
                with(0x0C, 3),
                Err(FormatError::Invalid { offset: 0x0C, .. })
            ),
            "platform 3"
        );
        assert!(
            matches!(
                with(0x0D, 4),
                Err(FormatError::Invalid { offset: 0x0D, .. })
            ),
            "flag2 4"
        );
        assert!(
            matches!(
                with(0x0E, 3),
                Err(FormatError::Invalid { offset: 0x0E, .. })
            ),
            "encoding 3"
        );
        assert!(
            matches!(
                with(0x19, 4),
                Err(FormatError::Invalid { offset: 0x19, .. })
            ),
            "type 4"
        );
        assert!(
            matches!(
                with(0x1B, 4),
                Err(FormatError::Invalid { offset: 0x1B, .. })
            ),
            "flags1 4"
        );
        // A count far beyond the data is refused before anything is allocated.
        let mut b = bytes.clone();
        b[8..12].copy_from_slice(&0x7FFF_FFFFi32.to_le_bytes());
        assert!(matches!(
            read(&b),
            Err(FormatError::UnexpectedEof { offset: 0x10, .. })
        ));
    }

    /// (id, suffix, role) a name parses to.
    type Parsed<'a> = (u32, Option<&'a str>, TextureRole);

    #[test]
    fn effect_texture_names() {
        let cases: [(&str, Option<Parsed>); 9] = [
            ("s31421_a", Some((31421, Some("a"), TextureRole::Albedo))),
            ("s00120_n", Some((120, Some("n"), TextureRole::Normal))),
            ("s10000_m", Some((10000, Some("m"), TextureRole::Mask))),
            (
                "S22222_em",
                Some((22222, Some("em"), TextureRole::Emissive)),
            ),
            ("s31421", Some((31421, None, TextureRole::Other))),
            (
                "N:\\FDP\\data\\s31421_a.tif",
                Some((31421, Some("a"), TextureRole::Albedo)),
            ),
            ("SYSTEX_Dummy_a", None),
            ("s_dummy", None),
            ("s1234567890_a", None),
        ];
        for (name, expected) in cases {
            let parsed = parse_effect_texture_name(name).map(|n| (n.id, n.suffix, n.role()));
            assert_eq!(parsed, expected, "{name}");
            assert_eq!(texture_id(name), expected.map(|e| e.0));
        }
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn corruptions_never_panic() {
        let parse = |d: &[u8]| {
            let tpf = read(d)?;
            for t in &tpf.textures {
                let _ = t.dds();
            }
            Ok(tpf)
        };
        if let Some(bytes) = sample("er/sysenvtex.tpf") {
            sweep_corruptions(&bytes, false, parse);
        }
        if let Some(bytes) = systex() {
            sweep_corruptions(&bytes, false, parse);
        }
        sweep_corruptions(&write(&fixture()).unwrap(), false, parse);
    }

    #[test]
    #[cfg_attr(not(shared_testdata), ignore = "no ../shared/testdata")]
    fn fuzz_hook_accepts_samples() {
        if let Some(bytes) = sample("er/sysenvtex.tpf") {
            fuzz(&bytes);
        }
        if let Some(bytes) = systex() {
            fuzz(&bytes);
        }
        fuzz(&write(&fixture()).unwrap());
        fuzz(b"TPF\0");
    }
}
