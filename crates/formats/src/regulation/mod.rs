//! Regulation: the encrypted binder of a game's params (`regulation.bin` in Elden Ring,
//! Nightreign and Armored Core 6; `Data0.bdt` in Dark Souls 3). The params it holds are
//! [`crate::param`] files; which of their fields name effects is [`crate::param::layouts`].
//!
//! The file (facts from SoulsFormats `SFUtil.cs` `DecryptByteArray` and SoulsFormatsNEXT
//! `RegulationDecryptor.cs`):
//!
//! | offset | size   | meaning |
//! |--------|--------|---------|
//! | 0x00   | 16     | the AES-CBC initialisation vector |
//! | 0x10   | n × 16 | AES-256-CBC ciphertext, with the game's key ([`RegulationGame::key`]) |
//!
//! Decrypted, nothing is removed: the plaintext is as long as the ciphertext, and what follows
//! its content is padding (zeros, or PKCS#7 from SoulsFormats' writer), which the DCX reader
//! ignores. The plaintext is:
//!
//! | offset | type | meaning |
//! |--------|------|---------|
//! | 0x00   | DCX  | a [`crate::dcx`] file: DFLT in Dark Souls 3 and Elden Ring until 1.10, ZSTD from Elden Ring 1.12 (WitchyBND release notes); a bare BND4 is accepted too |
//! | in it  | BND4 | a [`crate::bnd4`] binder, one entry per param (`N:\GR\data\Param\param\GameParam\Bullet.param`: the param's name is the file name without `.param`) |
//!
//! The binder's version string (BND4 0x18, 8 characters) is, in Elden Ring, Nightreign and
//! Armored Core 6, the regulation version as a decimal number: Elden Ring 1.16.1 is
//! `11611000`, Nightreign 1.03.5 `10350000` (Smithbox and WitchyBND read the param version
//! from it; [`Regulation::version`]). Where it is not all digits, the version is `None`.
//!
//! [`detect`] finds the game by decrypting only the first block with each key and looking
//! for a DCX (or BND4) magic. Every step's work is bounded by the input and the [`Limits`]:
//! the plaintext is the input's length, the DCX and binder readers check their sizes, and so
//! does every param. Offsets in the errors of the DCX, BND4 and PARAM readers are into the
//! decrypted data, the decompressed binder and the param file respectively.

pub mod game;

use std::borrow::Cow;

use aes::Aes256;
use aes::cipher::generic_array::GenericArray;
use aes::cipher::{BlockDecryptMut, BlockEncryptMut, KeyIvInit};

use crate::binary::Limits;
use crate::bnd4::{self, Bnd4, Bnd4Format, BndEntry};
use crate::dcx::{self, Dcx, DcxCompression};
use crate::error::{FormatError, Result};
use crate::param::{self, Param};
pub use game::RegulationGame;

/// The format name carried by this module's errors.
pub const FORMAT: &str = "regulation";

/// The size of the initialisation vector at the start of the file.
pub const IV_SIZE: usize = 16;

/// The AES block size: the ciphertext is a whole number of blocks.
pub const BLOCK_SIZE: usize = 16;

type Decryptor = cbc::Decryptor<Aes256>;
type Encryptor = cbc::Encryptor<Aes256>;

/// What a correctly decrypted regulation starts with.
const PLAIN_MAGICS: [&[u8; 4]; 2] = [b"DCX\0", b"BND4"];

/// Refuses a file without an IV and one whole block, or whose ciphertext is not whole blocks.
fn check_length(data: &[u8]) -> Result<()> {
    if data.len() < IV_SIZE + BLOCK_SIZE {
        return Err(FormatError::UnexpectedEof {
            format: FORMAT,
            offset: 0,
            what: "IV and first encrypted block",
            needed: (IV_SIZE + BLOCK_SIZE) as u64,
            available: data.len() as u64,
        });
    }
    let partial = (data.len() - IV_SIZE) % BLOCK_SIZE;
    if partial != 0 {
        return Err(FormatError::invalid(
            FORMAT,
            (data.len() - partial) as u64,
            "encrypted data length",
            "whole 16-byte AES blocks after the 16-byte IV",
            format!(
                "{} bytes after the IV, {partial} past the last whole block",
                data.len() - IV_SIZE
            ),
        ));
    }
    Ok(())
}

fn decryptor(game: RegulationGame, iv: &[u8]) -> Decryptor {
    Decryptor::new(
        GenericArray::from_slice(game.key()),
        GenericArray::from_slice(iv),
    )
}

/// The first 16 plaintext bytes with a game's key (the length already checked).
fn first_block(data: &[u8], game: RegulationGame) -> [u8; BLOCK_SIZE] {
    let mut block = GenericArray::clone_from_slice(&data[IV_SIZE..IV_SIZE + BLOCK_SIZE]);
    decryptor(game, &data[..IV_SIZE]).decrypt_block_mut(&mut block);
    block.into()
}

/// Whether decrypted bytes start as a regulation's content does.
fn is_plain_start(start: &[u8]) -> bool {
    PLAIN_MAGICS.iter().any(|m| start.starts_with(*m))
}

/// Decrypts a regulation with a game's key (no check that the key is the right one: see
/// [`detect`]), with the default [`Limits`].
pub fn decrypt(data: &[u8], game: RegulationGame) -> Result<Vec<u8>> {
    decrypt_with_limits(data, game, &Limits::default())
}

/// Decrypts a regulation; the plaintext (the input less its IV) may not exceed
/// `limits.max_alloc`.
pub fn decrypt_with_limits(data: &[u8], game: RegulationGame, limits: &Limits) -> Result<Vec<u8>> {
    check_length(data)?;
    limits.check(
        FORMAT,
        IV_SIZE as u64,
        "decrypted data",
        (data.len() - IV_SIZE) as u64,
    )?;
    let (iv, ciphertext) = data.split_at(IV_SIZE);
    let mut plain = ciphertext.to_vec();
    let mut cipher = decryptor(game, iv);
    for block in plain.chunks_exact_mut(BLOCK_SIZE) {
        cipher.decrypt_block_mut(GenericArray::from_mut_slice(block));
    }
    Ok(plain)
}

/// Encrypts `plain` as a game's regulation with the IV given: the IV, then the plaintext
/// zero-padded to whole blocks (at least one) and encrypted.
pub fn encrypt(plain: &[u8], game: RegulationGame, iv: [u8; IV_SIZE]) -> Vec<u8> {
    let padded = plain.len().next_multiple_of(BLOCK_SIZE).max(BLOCK_SIZE);
    let mut out = Vec::with_capacity(IV_SIZE + padded);
    out.extend_from_slice(&iv);
    out.extend_from_slice(plain);
    out.resize(IV_SIZE + padded, 0);
    let mut cipher = Encryptor::new(
        GenericArray::from_slice(game.key()),
        GenericArray::from_slice(&iv),
    );
    for block in out[IV_SIZE..].chunks_exact_mut(BLOCK_SIZE) {
        cipher.encrypt_block_mut(GenericArray::from_mut_slice(block));
    }
    out
}

/// The game whose key decrypts the file's first block to a DCX (or BND4) magic. An error
/// naming offset 0x10 when no key does: the file is not a regulation of these games, is
/// damaged at its start, or is not encrypted.
pub fn detect(data: &[u8]) -> Result<RegulationGame> {
    check_length(data)?;
    if let Some(game) = RegulationGame::ALL
        .into_iter()
        .find(|&g| is_plain_start(&first_block(data, g)))
    {
        return Ok(game);
    }
    let found = if is_plain_start(data) {
        "an unencrypted DCX or BND4 (the game cannot be told from it)".to_string()
    } else {
        format!(
            "no key decrypts the first block to a DCX or BND4 magic (IV {:02x?})",
            &data[..4]
        )
    };
    Err(FormatError::invalid(
        FORMAT,
        IV_SIZE as u64,
        "encrypted data",
        format!(
            "a regulation encrypted with one of the keys of {}",
            RegulationGame::all_short_names()
        ),
        found,
    ))
}

/// Checks that a given game's key decrypts the file's first block to a DCX (or BND4) magic.
fn check_key(data: &[u8], game: RegulationGame) -> Result<()> {
    check_length(data)?;
    let start = first_block(data, game);
    if is_plain_start(&start) {
        return Ok(());
    }
    Err(FormatError::invalid(
        FORMAT,
        IV_SIZE as u64,
        "encrypted data",
        format!("a regulation encrypted with the key of {}", game.name()),
        format!(
            "a first block decrypting to {:02x?}, not a DCX or BND4 magic",
            &start[..4]
        ),
    ))
}

/// A regulation: its game, version, wrapper and files.
#[derive(Debug, Clone, PartialEq)]
pub struct Regulation {
    /// The game whose key it is encrypted with.
    pub game: RegulationGame,
    /// The regulation version: the binder's version string read as a number, when it is one.
    pub version: Option<u64>,
    /// The DCX compression around the binder; `None` for a bare binder.
    pub compression: Option<DcxCompression>,
    /// The binder's header fields (version string, format, name encoding); its entries are
    /// moved to [`Regulation::files`] and this list is empty.
    pub binder: Bnd4,
    /// The binder's files, in entry order.
    pub files: Vec<RegulationFile>,
}

/// One file of a regulation's binder.
#[derive(Debug, Clone, PartialEq)]
pub struct RegulationFile {
    /// The binder entry's id, when the binder has ids.
    pub id: Option<i32>,
    /// The binder entry's name (a full path), when the binder has names.
    pub name: Option<String>,
    /// The entry flags; the compressed flag is cleared once an entry was decompressed, so the
    /// file writes back uncompressed.
    pub flags: u8,
    /// The param, or why it was not read.
    pub content: FileContent,
}

/// A regulation file's content.
#[derive(Debug, Clone, PartialEq)]
pub enum FileContent {
    /// A param, read.
    Param(Param),
    /// A file that is not a `.param`, or a param that could not be read: the error, and the
    /// bytes as stored (decompressed where they could be), which write back unchanged.
    Unread {
        /// Why it was not read.
        error: FormatError,
        /// The file's bytes.
        data: Vec<u8>,
    },
}

impl RegulationFile {
    /// The file name: the entry name after its last `\` or `/` (empty without a name).
    pub fn file_name(&self) -> &str {
        let name = self.name.as_deref().unwrap_or("");
        name.rsplit(['\\', '/']).next().unwrap_or(name)
    }

    /// The param's name, as the layouts and the games name it: the file name without its
    /// `.param` extension (`Bullet`, `SpEffectParam`).
    pub fn param_name(&self) -> &str {
        let file = self.file_name();
        match file.len().checked_sub(PARAM_EXTENSION.len()) {
            Some(cut)
                if file.is_char_boundary(cut)
                    && file[cut..].eq_ignore_ascii_case(PARAM_EXTENSION) =>
            {
                &file[..cut]
            }
            _ => file,
        }
    }

    /// The param, or why it was not read.
    pub fn param(&self) -> std::result::Result<&Param, &FormatError> {
        match &self.content {
            FileContent::Param(p) => Ok(p),
            FileContent::Unread { error, .. } => Err(error),
        }
    }
}

/// The extension of the param files in a regulation.
const PARAM_EXTENSION: &str = ".param";

impl Regulation {
    /// The first readable param with this name (`Bullet`), if any.
    pub fn param(&self, name: &str) -> Option<&Param> {
        self.params().find(|(n, _)| *n == name).map(|(_, p)| p)
    }

    /// Every param read, with its name, in entry order.
    pub fn params(&self) -> impl Iterator<Item = (&str, &Param)> {
        self.files
            .iter()
            .filter_map(|f| f.param().ok().map(|p| (f.param_name(), p)))
    }

    /// Every file not read as a param, with its file name and why.
    pub fn unread(&self) -> impl Iterator<Item = (&str, &FormatError)> {
        self.files
            .iter()
            .filter_map(|f| f.param().err().map(|e| (f.file_name(), e)))
    }
}

/// The regulation version a binder version string gives: its digits as a number.
pub fn parse_version(binder_version: &str) -> Option<u64> {
    if binder_version.is_empty() || !binder_version.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    binder_version.parse().ok()
}

/// Reads a regulation with the default [`Limits`]: decrypts it with the given game's key, or
/// with the key [`detect`] finds, then reads the DCX, the binder and every param.
pub fn read(data: &[u8], game: Option<RegulationGame>) -> Result<Regulation> {
    read_with_limits(data, game, &Limits::default())
}

/// Reads a regulation; every allocation (plaintext, decompressed binder, each param's rows)
/// is checked against `limits`. A param that cannot be read, and a file that is not a
/// param, are kept as [`FileContent::Unread`]: only a broken wrapper (key, DCX, binder) is an
/// error.
pub fn read_with_limits(
    data: &[u8],
    game: Option<RegulationGame>,
    limits: &Limits,
) -> Result<Regulation> {
    let game = match game {
        Some(g) => {
            check_key(data, g)?;
            g
        }
        None => detect(data)?,
    };
    let plain = decrypt_with_limits(data, game, limits)?;
    let (compression, binder_bytes) = if dcx::is_dcx(&plain) {
        let unwrapped = dcx::read_with_limits(&plain, limits)?;
        (Some(unwrapped.compression), Cow::Owned(unwrapped.data))
    } else {
        (None, Cow::Borrowed(&plain[..]))
    };
    let mut binder = bnd4::read_with_limits(&binder_bytes, limits)?;
    drop(binder_bytes);
    let entries = std::mem::take(&mut binder.entries);
    binder.hash_table = None;
    let files = entries.into_iter().map(|e| read_file(e, limits)).collect();
    Ok(Regulation {
        game,
        version: parse_version(&binder.version),
        compression,
        binder,
        files,
    })
}

/// Reads one binder entry as a param, keeping it unread (with why) when that fails.
fn read_file(entry: BndEntry, limits: &Limits) -> RegulationFile {
    let mut file = RegulationFile {
        id: entry.id,
        name: entry.name.clone(),
        flags: entry.flags,
        content: FileContent::Unread {
            error: FormatError::Unsupported {
                format: FORMAT,
                offset: 0,
                what: "binder entry",
                detail: String::new(),
            },
            data: Vec::new(),
        },
    };
    let data = match entry.contents(limits) {
        Ok(Cow::Owned(plain)) => {
            file.flags &= !BndEntry::FLAG_COMPRESSED;
            plain
        }
        Ok(Cow::Borrowed(_)) => entry.data,
        Err(error) => {
            file.content = FileContent::Unread {
                error,
                data: entry.data,
            };
            return file;
        }
    };
    let is_param = file.param_name().len() < file.file_name().len();
    file.content = if !is_param {
        FileContent::Unread {
            error: FormatError::Unsupported {
                format: FORMAT,
                offset: 0,
                what: "binder entry",
                detail: format!("{:?} is not a .param file", file.file_name()),
            },
            data,
        }
    } else {
        match param::read_with(&data, limits, true) {
            Ok(p) => FileContent::Param(p),
            Err(error) => FileContent::Unread { error, data },
        }
    };
    file
}

/// The DCX compression [`build`] wraps a game's binder in: Dark Souls 3's and Elden Ring's
/// regulation DFLT types (Elden Ring's for Armored Core 6 too), ZSTD for Nightreign. Elden
/// Ring since 1.12 uses ZSTD; the readers take either, so only the fixtures' bytes depend on
/// this choice.
pub fn default_compression(game: RegulationGame) -> DcxCompression {
    match game {
        RegulationGame::DarkSouls3 => DcxCompression::DEFLATE_DS3,
        RegulationGame::EldenRing | RegulationGame::ArmoredCore6 => DcxCompression::DEFLATE_ER,
        RegulationGame::Nightreign => DcxCompression::zstd(3),
    }
}

/// A regulation of a game made from named params (`("Bullet", param)`), in that order: a
/// binder with UTF-16 names (the game's [`RegulationGame::param_folder`] + name + `.param`),
/// ids from 0 and a hash table, the given version string, and the game's
/// [`default_compression`]. What tests and tools use to make a regulation; write it with
/// [`write`].
pub fn build(game: RegulationGame, version: &str, params: Vec<(String, Param)>) -> Regulation {
    let files = params
        .into_iter()
        .zip(0..)
        .map(|((name, param), id)| RegulationFile {
            id: Some(id),
            name: Some(format!("{}{name}{PARAM_EXTENSION}", game.param_folder())),
            flags: BndEntry::FLAG_STANDARD,
            content: FileContent::Param(param),
        })
        .collect();
    Regulation {
        game,
        version: parse_version(version),
        compression: Some(default_compression(game)),
        binder: Bnd4::new(version, true, Bnd4Format::ER, 4),
        files,
    }
}

/// Writes a regulation: every param written ([`param::write`]) and every unread file's bytes
/// as kept, packed into the binder ([`bnd4::write`]), wrapped in its DCX ([`dcx::write`]:
/// not Kraken, which has no encoder; set [`Regulation::compression`] to another) and
/// encrypted with the game's key and the IV given.
pub fn write(regulation: &Regulation, iv: [u8; IV_SIZE]) -> Result<Vec<u8>> {
    let mut binder = regulation.binder.clone();
    binder.entries = regulation
        .files
        .iter()
        .map(|f| {
            let data = match &f.content {
                FileContent::Param(p) => param::write(p)?,
                FileContent::Unread { data, .. } => data.clone(),
            };
            Ok(BndEntry {
                id: f.id,
                name: f.name.clone(),
                flags: f.flags,
                uncompressed_size: None,
                data,
            })
        })
        .collect::<Result<_>>()?;
    let packed = bnd4::write(&binder)?;
    let plain = match regulation.compression {
        Some(compression) => dcx::write(&Dcx {
            compression,
            data: packed,
        })?,
        None => packed,
    };
    Ok(encrypt(&plain, regulation.game, iv))
}

/// Fuzzing hook. The input is tried as an encrypted file ([`detect`], [`read`]); then, since
/// a fuzzer cannot find an encryption by mutation, its bytes after the first are encrypted
/// with the key the first byte picks and read: where that works, write → read → write must
/// be stable.
#[cfg(any(test, feature = "fuzzing"))]
pub fn fuzz(data: &[u8]) {
    let limits = Limits {
        max_alloc: 64 << 20,
    };
    let _ = detect(data);
    let _ = read_with_limits(data, None, &limits);
    let Some((&selector, plain)) = data.split_first() else {
        return;
    };
    let game = RegulationGame::ALL[usize::from(selector) % RegulationGame::ALL.len()];
    let iv = [selector; IV_SIZE];
    let encrypted = encrypt(plain, game, iv);
    let Ok(regulation) = read_with_limits(&encrypted, None, &limits) else {
        return;
    };
    assert_eq!(
        regulation.game, game,
        "regulation: detected another game's key"
    );
    super::oracle::stable_write(
        "regulation",
        &regulation,
        |bytes| read_with_limits(bytes, Some(game), &limits),
        |r| write(r, iv),
        true,
    );
}

#[cfg(test)]
mod tests;
