use super::*;
use crate::param::layouts::{self, FieldTarget, ParamLayout};
use crate::param::{ParamFormat, ParamRow};
use crate::testutil::{files_under, shared_corpus, shared_testdata, sweep_corruptions};

const IV: [u8; IV_SIZE] = [0x5A; IV_SIZE];

/// The version string each fixture's binder carries: the games' numeric regulation versions
/// (Elden Ring 1.16.1, Nightreign 1.03.5, Armored Core 6 1.09.1), and for Dark Souls 3 a
/// string that is not a number, so both readings of the version are exercised.
fn version_string(game: RegulationGame) -> &'static str {
    match game {
        RegulationGame::EldenRing => "11611000",
        RegulationGame::Nightreign => "10350000",
        RegulationGame::ArmoredCore6 => "10910042",
        RegulationGame::DarkSouls3 => "07D7R6",
    }
}

/// The param format of the fixtures: Elden Ring's for the three later games; for Dark
/// Souls 3, 64-bit offsets with the type in the header and UTF-16 names.
fn param_format(game: RegulationGame) -> ParamFormat {
    match game {
        RegulationGame::DarkSouls3 => ParamFormat {
            big_endian: false,
            flags1: crate::param::FLAG_01 | crate::param::FLAG_LONG_DATA_OFFSET,
            flags2: crate::param::FLAG_UNICODE_NAMES,
            paramdef_format_version: 0,
        },
        _ => ParamFormat::ELDEN_RING,
    }
}

/// The latest layout of a param type in a game.
fn layout(game: RegulationGame, param_type: &str) -> &'static ParamLayout {
    let all = layouts::layouts_of(game, param_type);
    let version = parse_version(version_string(game));
    all.iter()
        .rfind(|l| version.is_none_or(|v| l.versions.contains(v)))
        .unwrap_or_else(|| panic!("{game:?} has no layout of {param_type}"))
}

/// The field of a layout whose name contains `part` and that is an effect id or a link.
fn field_named(layout: &ParamLayout, part: &str) -> &'static str {
    layout
        .fields
        .iter()
        .find(|f| f.name.contains(part) && f.target != FieldTarget::Selector)
        .unwrap_or_else(|| panic!("{} has no field like {part}", layout.param_type))
        .name
}

/// A fixture row: id, name, and the fields to set.
type FixtureRow<'a> = (i32, Option<&'a str>, Vec<(&'a str, i64)>);

/// A param of a layout with rows `(id, name, [(field, value)])`.
fn param_of(game: RegulationGame, layout: &ParamLayout, rows: &[FixtureRow<'_>]) -> Param {
    let mut param = Param::new(param_format(game), layout.param_type, layout.data_version);
    for (id, name, values) in rows {
        let mut data = layout.empty_row();
        for (field, value) in values {
            layout.set(&mut data, field, *value).unwrap();
        }
        param.rows.push(ParamRow {
            id: *id,
            name: name.map(str::to_string),
            data,
        });
    }
    param
}

/// The ids the fixtures store, per game, so no two games' fixtures look alike.
fn hit_effect(game: RegulationGame) -> i64 {
    302_000 + game as i64
}

const VFX_ROW: i32 = 7000;
const MIDST_EFFECT: i64 = 400_100;

/// A regulation of a game: a Bullet row with its hit effect, a SpEffectParam row whose
/// first vfx id names a SpEffectVfxParam row with its midst effect, a param of a type no
/// layout lists, a file that is not a param and a param that cannot be read.
fn fixture(game: RegulationGame) -> Regulation {
    let bullet = layout(game, "BULLET_PARAM_ST");
    let sp_effect = layout(game, "SP_EFFECT_PARAM_ST");
    let vfx = layout(game, "SP_EFFECT_VFX_PARAM_ST");
    let hit = field_named(bullet, "Hit");
    let params = vec![
        (
            "Bullet".to_string(),
            param_of(
                game,
                bullet,
                &[
                    (
                        100,
                        Some("Glintstone Pebble"),
                        vec![(hit, hit_effect(game))],
                    ),
                    (101, None, vec![(hit, -1)]),
                    (102, Some(""), vec![]),
                ],
            ),
        ),
        (
            "SpEffectParam".to_string(),
            param_of(
                game,
                sp_effect,
                &[(5000, Some("Ember"), vec![("vfxId", i64::from(VFX_ROW))])],
            ),
        ),
        (
            "SpEffectVfxParam".to_string(),
            param_of(
                game,
                vfx,
                &[
                    (VFX_ROW, None, vec![("midstSfxId", MIDST_EFFECT)]),
                    (VFX_ROW + 1, None, vec![]),
                ],
            ),
        ),
        ("UnlistedParam".to_string(), {
            let mut p = Param::new(param_format(game), "UNLISTED_PARAM_ST", 3);
            p.rows.push(ParamRow {
                id: 1,
                name: Some("first".into()),
                data: vec![1, 2, 3, 4, 5, 6, 7, 8],
            });
            p
        }),
    ];
    let mut regulation = build(game, version_string(game), params);
    for (name, data) in [
        ("Broken.param", vec![0xEE; 24]),
        ("notes.txt", b"not a param".to_vec()),
    ] {
        let id = regulation.files.len() as i32;
        regulation.files.push(RegulationFile {
            id: Some(id),
            name: Some(format!("{}{name}", game.param_folder())),
            flags: BndEntry::FLAG_STANDARD,
            content: FileContent::Unread {
                error: FormatError::invalid(FORMAT, 0, "fixture", "-", "-"),
                data,
            },
        });
    }
    regulation
}

/// The binder inside an encrypted regulation, unwrapped by hand (not through [`read`]).
fn unwrap_binder(bytes: &[u8], game: RegulationGame) -> Bnd4 {
    let plain = decrypt(bytes, game).unwrap();
    let inner = dcx::read(&plain).unwrap();
    bnd4::read(&inner.data).unwrap()
}

/// The whole check of one game: written, detected, read, every row, effect field and link
/// back, every param's bytes and the whole file byte for byte.
fn check_game(game: RegulationGame) {
    let built = fixture(game);
    let bytes = write(&built, IV).unwrap();
    assert_eq!(&bytes[..IV_SIZE], &IV);
    assert_eq!((bytes.len() - IV_SIZE) % BLOCK_SIZE, 0);
    assert_eq!(detect(&bytes).unwrap(), game);

    let read_back = read(&bytes, None).unwrap();
    assert_eq!(read_back.game, game);
    assert_eq!(read_back.version, parse_version(version_string(game)));
    assert_eq!(read_back.binder.version, version_string(game));
    assert_eq!(read_back.compression, Some(default_compression(game)));
    assert_eq!(read(&bytes, Some(game)).unwrap(), read_back);

    // Every param as built, and its bytes as the binder stores them.
    let binder = unwrap_binder(&bytes, game);
    assert_eq!(binder.entries.len(), built.files.len());
    for ((original, again), entry) in built
        .files
        .iter()
        .zip(&read_back.files)
        .zip(&binder.entries)
    {
        assert_eq!(again.name, original.name);
        assert_eq!(again.id, original.id);
        match &original.content {
            FileContent::Param(p) => {
                assert_eq!(
                    again.param().unwrap(),
                    p,
                    "{game:?} {}",
                    original.param_name()
                );
                let written = param::write(p).unwrap();
                assert_eq!(
                    entry.data,
                    written,
                    "{game:?} {} stored bytes",
                    original.param_name()
                );
                assert_eq!(param::write(again.param().unwrap()).unwrap(), written);
            }
            FileContent::Unread { data, .. } => {
                assert!(again.param().is_err(), "{}", original.file_name());
                assert_eq!(&entry.data, data);
            }
        }
    }
    let unread: Vec<&str> = read_back.unread().map(|(name, _)| name).collect();
    assert_eq!(unread, ["Broken.param", "notes.txt"]);
    let (_, not_param) = read_back.unread().nth(1).unwrap();
    assert!(
        not_param.to_string().contains("not a .param file"),
        "{not_param}"
    );

    // The effect fields through the layouts, as an index would find them.
    let version = read_back.version;
    let bullet = read_back.param("Bullet").unwrap();
    let bullet_layout = layouts::check(game, "Bullet", bullet, version)
        .unwrap()
        .unwrap();
    let hit = bullet_layout
        .field(field_named(bullet_layout, "Hit"))
        .unwrap();
    assert_eq!(hit.target, FieldTarget::Effect);
    let row = bullet.row_by_id(100).unwrap();
    assert_eq!(row.name.as_deref(), Some("Glintstone Pebble"));
    assert_eq!(bullet.field(row, hit).unwrap(), hit_effect(game));
    assert_eq!(
        bullet.field(bullet.row_by_id(101).unwrap(), hit).unwrap(),
        -1
    );
    let effects: Vec<i64> = bullet
        .rows
        .iter()
        .flat_map(|r| {
            bullet_layout
                .effect_fields()
                .map(|f| bullet.field(r, f).unwrap())
        })
        .filter(|&id| id > 0)
        .collect();
    assert_eq!(effects, [hit_effect(game)]);

    // SpEffectParam.vfxId -> SpEffectVfxParam.midstSfxId.
    let sp_effect = read_back.param("SpEffectParam").unwrap();
    let sp_layout = layouts::check(game, "SpEffectParam", sp_effect, version)
        .unwrap()
        .unwrap();
    let vfx_field = sp_layout.field("vfxId").unwrap();
    let FieldTarget::Rows(refs) = vfx_field.target else {
        panic!("{game:?} vfxId is not a link: {:?}", vfx_field.target);
    };
    assert_eq!(refs[0].param, "SpEffectVfxParam");
    let vfx_id = sp_effect
        .field(sp_effect.row_by_id(5000).unwrap(), vfx_field)
        .unwrap();
    assert_eq!(vfx_id, i64::from(VFX_ROW));
    let vfx = read_back.param(refs[0].param).unwrap();
    let vfx_layout = layouts::check(game, "SpEffectVfxParam", vfx, version)
        .unwrap()
        .unwrap();
    let vfx_row = vfx.row_by_id(vfx_id as i32).unwrap();
    assert_eq!(
        vfx.field(vfx_row, vfx_layout.field("midstSfxId").unwrap())
            .unwrap(),
        MIDST_EFFECT
    );

    // A param no layout lists is read and simply not indexed.
    let unlisted = read_back.param("UnlistedParam").unwrap();
    assert_eq!(unlisted.rows[0].data, [1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(
        layouts::check(game, "UnlistedParam", unlisted, version).unwrap(),
        None
    );

    // The whole file writes back byte for byte with the same IV.
    assert_eq!(write(&read_back, IV).unwrap(), bytes);
}

#[test]
fn regulation_elden_ring_reads_back_rows_effects_and_bytes() {
    check_game(RegulationGame::EldenRing);
}

#[test]
fn regulation_nightreign_reads_back_rows_effects_and_bytes() {
    check_game(RegulationGame::Nightreign);
}

#[test]
fn regulation_dark_souls_3_reads_back_rows_effects_and_bytes() {
    check_game(RegulationGame::DarkSouls3);
}

#[test]
fn regulation_armored_core_6_reads_back_rows_effects_and_bytes() {
    check_game(RegulationGame::ArmoredCore6);
}

/// The keys as the sources write them: the first and last bytes of each, and Dark Souls
/// 3's as text; no two games share a key.
#[test]
fn regulation_keys_of_every_game_are_the_published_ones() {
    use RegulationGame::*;
    assert_eq!(DarkSouls3.key(), b"ds3#jn/8_7(rsY9pg55GFN7VFL#+3n/)");
    let ends = [
        (EldenRing, 0x99, 0x99),
        (Nightreign, 0x9A, 0x18),
        (ArmoredCore6, 0x10, 0x10),
    ];
    for (game, first, last) in ends {
        assert_eq!((game.key()[0], game.key()[31]), (first, last), "{game:?}");
    }
    assert_eq!(ArmoredCore6.key()[20], 0x0D);
    assert_eq!(ArmoredCore6.key()[30], 0x0E);
    for a in RegulationGame::ALL {
        for b in RegulationGame::ALL {
            assert_eq!(a == b, a.key() == b.key());
        }
    }
    assert_eq!(RegulationGame::all_short_names(), "ER/NR/DS3/AC6");
}

/// AES-256-CBC itself: the NIST SP 800-38A F.2.5 vector, through the same cipher types.
#[test]
fn regulation_cipher_matches_the_nist_cbc_aes256_vector() {
    let hex = |s: &str| -> Vec<u8> {
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
            .collect()
    };
    let key = hex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4");
    let iv = hex("000102030405060708090a0b0c0d0e0f");
    let mut block = GenericArray::clone_from_slice(&hex("6bc1bee22e409f96e93d7e117393172a"));
    Encryptor::new(
        GenericArray::from_slice(&key),
        GenericArray::from_slice(&iv),
    )
    .encrypt_block_mut(&mut block);
    assert_eq!(block.to_vec(), hex("f58c4c04d6e5f1ba779eabfb5f7bfbd6"));
}

#[test]
fn regulation_encrypt_pads_with_zeros_and_decrypts_back() {
    for game in RegulationGame::ALL {
        for len in [0usize, 1, 15, 16, 17, 100] {
            let plain: Vec<u8> = (0..len as u8).collect();
            let bytes = encrypt(&plain, game, IV);
            let padded = len.next_multiple_of(16).max(16);
            assert_eq!(bytes.len(), IV_SIZE + padded);
            let back = decrypt(&bytes, game).unwrap();
            assert_eq!(&back[..len], &plain[..]);
            assert!(back[len..].iter().all(|&b| b == 0));
        }
    }
}

/// A file encrypted with a key none of the games uses, one whose first block is damaged,
/// one with another game's key read as a given game, an unencrypted DCX and files of bad
/// lengths: each a clear error, never a panic.
#[test]
fn regulation_with_an_unknown_key_or_damage_is_a_clear_error() {
    let bytes = write(&fixture(RegulationGame::EldenRing), IV).unwrap();
    let plain = decrypt(&bytes, RegulationGame::EldenRing).unwrap();

    let mut foreign = bytes[..IV_SIZE].to_vec();
    foreign.extend_from_slice(&plain);
    let mut cipher = Encryptor::new(
        GenericArray::from_slice(&[7u8; 32]),
        GenericArray::from_slice(&IV),
    );
    for block in foreign[IV_SIZE..].chunks_exact_mut(BLOCK_SIZE) {
        cipher.encrypt_block_mut(GenericArray::from_mut_slice(block));
    }
    for data in [&foreign[..], &plain[..]] {
        let err = read(data, None).unwrap_err();
        assert_eq!(err.offset(), 0x10, "{err}");
        let message = err.to_string();
        assert!(
            message.contains("a regulation encrypted with one of the keys of ER/NR/DS3/AC6"),
            "{message}"
        );
    }
    assert!(
        read(&plain, None)
            .unwrap_err()
            .to_string()
            .contains("unencrypted")
    );

    let mut damaged = bytes.clone();
    damaged[IV_SIZE + 2] ^= 0x40;
    let err = detect(&damaged).unwrap_err();
    assert!(
        matches!(err, FormatError::Invalid { offset: 0x10, .. }),
        "{err}"
    );

    let err = read(&bytes, Some(RegulationGame::ArmoredCore6)).unwrap_err();
    assert!(
        err.to_string().contains("the key of Armored Core 6"),
        "{err}"
    );

    let err = read(&bytes[..bytes.len() - 5], None).unwrap_err();
    assert!(
        err.to_string().contains("whole 16-byte AES blocks"),
        "{err}"
    );
    assert_eq!(err.offset(), (bytes.len() - 16) as u64);
    let err = detect(&bytes[..20]).unwrap_err();
    assert!(
        matches!(
            err,
            FormatError::UnexpectedEof {
                needed: 32,
                available: 20,
                ..
            }
        ),
        "{err}"
    );

    // A damaged block inside the compressed binder: the DCX reader's error, not a panic.
    let mut inner = bytes.clone();
    let at = (inner.len() / 2) & !15;
    inner[at] ^= 0xFF;
    assert!(read(&inner, None).is_err());
}

#[test]
fn regulation_limits_bound_the_decrypted_size() {
    let bytes = write(&fixture(RegulationGame::Nightreign), IV).unwrap();
    let tiny = Limits { max_alloc: 64 };
    let err = read_with_limits(&bytes, None, &tiny).unwrap_err();
    assert!(matches!(err, FormatError::TooLarge { .. }), "{err}");
}

#[test]
fn regulation_corruptions_of_every_game_never_panic() {
    for game in RegulationGame::ALL {
        let bytes = write(&fixture(game), IV).unwrap();
        sweep_corruptions(&bytes, false, |d| read(d, None));
    }
}

/// The hook on the fixtures' plaintext (first byte picking the key) and on noise.
#[test]
fn regulation_fuzz_hook_accepts_fixtures_of_every_game_and_noise() {
    for (i, game) in RegulationGame::ALL.into_iter().enumerate() {
        let bytes = write(&fixture(game), IV).unwrap();
        let mut input = vec![i as u8];
        input.extend_from_slice(&decrypt(&bytes, game).unwrap());
        fuzz(&input);
        fuzz(&bytes);
    }
    for noise in [
        &[][..],
        &[0u8; 1],
        &[1u8; 40],
        b"\x02DCX\0\0\0\0",
        b"\x03BND4",
    ] {
        fuzz(noise);
    }
}

/// Real regulations, when the shared folders hold any (`regulation.bin`, `Data0.bdt`):
/// detected, read, every param either read or kept with its error, and every param that
/// was read writes back to the bytes the binder stores.
#[test]
fn regulation_real_files_of_the_shared_folders_read_when_present() {
    let mut found = Vec::new();
    for dir in [shared_testdata(), shared_corpus()].into_iter().flatten() {
        found.extend(files_under(&dir).into_iter().filter(|p| {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy().to_ascii_lowercase())
                .unwrap_or_default();
            name == "regulation.bin" || name == "data0.bdt"
        }));
    }
    if found.is_empty() {
        eprintln!(
            "skipped: no regulation.bin or Data0.bdt in ../shared/testdata or ../shared/corpus"
        );
        return;
    }
    for path in found {
        let bytes = std::fs::read(&path).unwrap();
        let regulation = read(&bytes, None).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let binder = unwrap_binder(&bytes, regulation.game);
        let mut written = 0;
        for (file, entry) in regulation.files.iter().zip(&binder.entries) {
            if let Ok(p) = file.param()
                && !entry.is_dcx()
            {
                assert_eq!(
                    param::write(p).unwrap(),
                    entry.data,
                    "{}: {}",
                    path.display(),
                    file.file_name()
                );
                written += 1;
            }
        }
        eprintln!(
            "{}: {:?} version {:?}, {} files, {written} params byte for byte, {} unread",
            path.display(),
            regulation.game,
            regulation.version,
            regulation.files.len(),
            regulation.unread().count()
        );
    }
}
