use super::*;
use crate::testutil::sweep_corruptions;

fn row(id: i32, name: Option<&str>, fill: u8, size: usize) -> ParamRow {
    ParamRow {
        id,
        name: name.map(str::to_string),
        data: (0..size).map(|i| fill.wrapping_add(i as u8)).collect(),
    }
}

/// A param of a format with three rows (two sharing a name, one without) of 12 bytes.
fn fixture(format: ParamFormat) -> Param {
    let mut p = Param::new(format, "BULLET_PARAM_ST", 4);
    p.rows = vec![
        row(10, Some("ember"), 1, 12),
        row(20, None, 2, 12),
        row(30, Some("ember"), 3, 12),
        row(40, Some(""), 4, 12),
    ];
    p
}

/// The formats the module table lists: Elden Ring's (64-bit, type after the data, UTF-16),
/// 64-bit with the type in the header, the 0x30-byte header of flags 0x01 (with its 0x20
/// zero bytes), a 32-bit data start (0x03), and big-endian Shift-JIS names.
fn formats() -> Vec<ParamFormat> {
    let f = |big_endian, flags1, flags2| ParamFormat {
        big_endian,
        flags1,
        flags2,
        paramdef_format_version: 0,
    };
    vec![
        ParamFormat::ELDEN_RING,
        f(false, FLAG_01 | FLAG_LONG_DATA_OFFSET, FLAG_UNICODE_NAMES),
        f(false, FLAG_01, 0),
        f(false, FLAG_01 | FLAG_INT_DATA_OFFSET, FLAG_UNICODE_NAMES),
        f(true, FLAG_01 | FLAG_INT_DATA_OFFSET, 0),
        f(
            true,
            FLAG_OFFSET_PARAM_TYPE | FLAG_LONG_DATA_OFFSET,
            FLAG_UNICODE_NAMES,
        ),
        f(false, 0, 0),
    ]
}

/// Elden Ring's layout at the offsets of the module table.
#[test]
fn the_written_layout_is_the_documented_one() {
    let p = fixture(ParamFormat::ELDEN_RING);
    let bytes = write(&p).unwrap();
    let u32_at = |o: usize| u32::from_le_bytes(bytes[o..o + 4].try_into().unwrap());
    let u64_at = |o: usize| u64::from_le_bytes(bytes[o..o + 8].try_into().unwrap());
    assert_eq!(
        &bytes[4..6],
        &[0, 0],
        "no short data start with a 0x40 header"
    );
    assert_eq!(u16::from_le_bytes([bytes[8], bytes[9]]), 4);
    assert_eq!(u16::from_le_bytes([bytes[0x0A], bytes[0x0B]]), 4);
    assert_eq!(&bytes[0x2C..0x30], &[0, 0x85, 0x07, 0]);
    let data_start = 0x40 + 4 * 0x18;
    assert_eq!(u64_at(0x30), data_start as u64);
    // Row table: id, 0, data offset, name offset.
    assert_eq!(u32_at(0x40), 10);
    assert_eq!(u64_at(0x48), data_start as u64);
    assert_eq!(u64_at(0x40 + 0x18 + 8), data_start as u64 + 12);
    let strings = data_start as u64 + 4 * 12;
    assert_eq!(u64_at(0x10), strings, "type string offset");
    assert_eq!(u32_at(0), strings as u32, "strings offset");
    assert_eq!(
        &bytes[strings as usize..strings as usize + 16],
        b"BULLET_PARAM_ST\0"
    );
    let empty = strings + 16;
    assert_eq!(
        u64_at(0x40 + 3 * 0x18 + 0x10),
        empty,
        "the empty name is shared"
    );
    assert_eq!(u64_at(0x40 + 0x18 + 0x10), 0, "no name");
    let ember = u64_at(0x40 + 0x10);
    assert_eq!(ember, empty + 2);
    assert_eq!(
        u64_at(0x40 + 2 * 0x18 + 0x10),
        ember,
        "equal names share one string"
    );
    assert_eq!(bytes.len() as u64, ember + 12 + 2);
    assert_eq!(read(&bytes).unwrap(), p);
}

#[test]
fn every_format_round_trips_with_and_without_names() {
    for format in formats() {
        let p = fixture(format);
        let bytes = write(&p).unwrap();
        assert_eq!(bytes[0x2C], if format.big_endian { 0xFF } else { 0 });
        let back = read(&bytes).unwrap();
        assert_eq!(back, p, "{format:?}");
        assert_eq!(write(&back).unwrap(), bytes, "{format:?}");
        assert_eq!(peek_type(&bytes).unwrap(), "BULLET_PARAM_ST");
        let nameless = read_without_names(&bytes).unwrap();
        assert!(nameless.rows.iter().all(|r| r.name.is_none()));
        assert_eq!(
            nameless.rows.iter().map(|r| &r.data).collect::<Vec<_>>(),
            p.rows.iter().map(|r| &r.data).collect::<Vec<_>>()
        );
        assert_eq!(back.row_size(), Some(12));
        assert!(back.rows_are_sorted());
        assert_eq!(back.row_by_id(30).unwrap().data[0], 3);
        assert!(back.row_by_id(31).is_none());
    }
}

/// One row (its size from the first string), no rows, an inline type padded with spaces,
/// and each strings-offset rule.
#[test]
fn single_rows_empty_params_and_header_variants_round_trip() {
    for format in formats() {
        let mut one = fixture(format);
        one.rows.truncate(1);
        let mut none = fixture(format);
        none.rows.clear();
        for p in [one, none] {
            let bytes = write(&p).unwrap();
            assert_eq!(read(&bytes).unwrap(), p, "{format:?} {} rows", p.rows.len());
        }
    }
    let mut padded = fixture(formats()[1]);
    padded.inline_type_padding = b' ';
    let bytes = write(&padded).unwrap();
    assert_eq!(bytes[0x0C + 15..0x0C + 32], [b' '; 17]);
    assert_eq!(read(&bytes).unwrap(), padded);
    for rule in [
        StringsOffset::AtStringsAligned16,
        StringsOffset::Other(0x1234),
    ] {
        let mut p = fixture(ParamFormat::ELDEN_RING);
        p.strings_offset = rule;
        let bytes = write(&p).unwrap();
        let back = read(&bytes).unwrap();
        assert_eq!(write(&back).unwrap(), bytes);
        if rule == StringsOffset::Other(0x1234) {
            assert_eq!(back.strings_offset, rule);
        }
    }
}

#[test]
fn bad_files_are_errors_with_offsets() {
    let bytes = write(&fixture(ParamFormat::ELDEN_RING)).unwrap();
    let err = read(&bytes[..0x20]).unwrap_err();
    assert!(matches!(err, FormatError::UnexpectedEof { .. }), "{err}");

    let mut order = bytes.clone();
    order[0x2C] = 7;
    assert!(matches!(
        read(&order).unwrap_err(),
        FormatError::Invalid { offset: 0x2C, .. }
    ));

    // The second row's data before the first's.
    let mut backwards = bytes.clone();
    backwards[0x40 + 0x18 + 8] = 0;
    let err = read(&backwards).unwrap_err();
    assert_eq!(err.offset(), 0x40 + 0x18, "{err}");

    // A name running to the end without a terminator.
    let mut unterminated = bytes.clone();
    let n = unterminated.len();
    unterminated[n - 2] = b'x';
    unterminated[n - 1] = 0;
    let ember_at = u64::from_le_bytes(bytes[0x50..0x58].try_into().unwrap()) as usize;
    unterminated[ember_at..].iter_mut().for_each(|b| *b = b'x');
    assert!(read(&unterminated).is_err());

    // More rows than the file holds.
    let mut count = bytes.clone();
    count[0x0A] = 0xFF;
    count[0x0B] = 0xFF;
    assert!(read(&count).is_err());

    // A limit on the rows' data.
    let tiny = Limits { max_alloc: 16 };
    assert!(matches!(
        read_with(&bytes, &tiny, true).unwrap_err(),
        FormatError::TooLarge { .. }
    ));
}

#[test]
fn unwritable_params_are_errors() {
    let mut uneven = fixture(ParamFormat::ELDEN_RING);
    uneven.rows[1].data.push(0);
    assert!(
        write(&uneven)
            .unwrap_err()
            .to_string()
            .contains("as the first row")
    );
    let mut long_type = fixture(formats()[1]);
    long_type.param_type = "X".repeat(33);
    assert!(write(&long_type).is_err());
    let mut nul = fixture(ParamFormat::ELDEN_RING);
    nul.rows[0].name = Some("a\0b".into());
    assert!(write(&nul).is_err());
    let mut no_sjis = fixture(formats()[2]);
    no_sjis.rows[0].name = Some("\u{1F600}".into());
    assert!(write(&no_sjis).is_err());
}

#[test]
fn corruptions_never_panic() {
    for format in formats() {
        let bytes = write(&fixture(format)).unwrap();
        sweep_corruptions(&bytes, true, read);
    }
}

#[test]
fn fuzz_hook_accepts_fixtures_and_noise() {
    for format in formats() {
        fuzz(&write(&fixture(format)).unwrap());
    }
    for noise in [&[][..], &[0u8; 0x30], &[0xFFu8; 0x40]] {
        fuzz(noise);
    }
}

/// A param whose row size matches no layout of its type names the sizes expected.
#[test]
fn a_row_size_no_layout_has_is_a_clear_error() {
    use crate::regulation::RegulationGame;
    let p = fixture(ParamFormat::ELDEN_RING);
    let err = layouts::check(RegulationGame::EldenRing, "Bullet", &p, Some(11611000)).unwrap_err();
    let message = err.to_string();
    assert!(
        message.contains("0x110") && message.contains("Bullet") && message.contains("0xc"),
        "{message}"
    );
}
