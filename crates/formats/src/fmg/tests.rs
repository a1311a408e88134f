use super::*;
use crate::testutil::{optional_sample, sweep_corruptions};

fn entry(id: i32, text: Option<&str>) -> FmgEntry {
    FmgEntry {
        id,
        text: text.map(str::to_string),
    }
}

/// Ids 5, 6 (no string), 7 (empty) in one group; 10 alone; 20 with 5's text.
fn fixture() -> Fmg {
    Fmg::new([
        entry(5, Some("Ember")),
        entry(6, None),
        entry(7, Some("")),
        entry(10, Some("Fire Keeper ①")),
        entry(20, Some("Ember")),
    ])
}

/// Version 2 bytes of [`fixture`], laid out by hand from the module table.
fn fixture_bytes(shared: bool) -> Vec<u8> {
    let utf16 = |s: &str| -> Vec<u8> {
        s.encode_utf16()
            .chain([0])
            .flat_map(|u| u.to_le_bytes())
            .collect()
    };
    let strings: Vec<Vec<u8>> = ["Ember", "", "Fire Keeper ①", "Ember"]
        .iter()
        .map(|s| utf16(s))
        .collect();
    let header = 0x28;
    let groups = 3 * 16;
    let table = header + groups;
    let first_string = table + 5 * 8;
    let mut offsets = vec![first_string as u64];
    let mut at = first_string + strings[0].len();
    offsets.push(0); // id 6
    for s in &strings[1..3] {
        offsets.push(at as u64);
        at += s.len();
    }
    let last = if shared {
        first_string as u64
    } else {
        at as u64
    };
    offsets.push(last);
    let mut body: Vec<u8> = strings[..3].concat();
    if !shared {
        body.extend(&strings[3]);
    }
    let size = first_string + body.len();
    let mut b = vec![0, 0, 2, 0];
    b.extend((size as i32).to_le_bytes());
    b.extend([1, 0, 0, 0]);
    for v in [3i32, 5, 0xFF] {
        b.extend(v.to_le_bytes());
    }
    b.extend((table as u64).to_le_bytes());
    b.extend(0u64.to_le_bytes());
    for (index, first, last) in [(0i32, 5i32, 7i32), (3, 10, 10), (4, 20, 20)] {
        for v in [index, first, last, 0] {
            b.extend(v.to_le_bytes());
        }
    }
    for o in offsets {
        b.extend(o.to_le_bytes());
    }
    b.extend(body);
    b
}

#[test]
fn the_written_layout_is_the_documented_one_and_reads_back() {
    for shared in [false, true] {
        let mut fmg = fixture();
        fmg.shared_strings = shared;
        let bytes = fixture_bytes(shared);
        assert_eq!(write(&fmg).unwrap(), bytes, "shared {shared}");
        assert_eq!(read(&bytes).unwrap(), fmg, "shared {shared}");
    }
}

#[test]
fn ids_without_a_string_differ_from_empty_strings() {
    let fmg = read(&fixture_bytes(false)).unwrap();
    assert_eq!(fmg.get(5), Some("Ember"));
    assert_eq!(fmg.get(6), None);
    assert_eq!(fmg.entry(6), Some(&entry(6, None)));
    assert_eq!(fmg.get(7), Some(""));
    assert_eq!(fmg.get(8), None);
    assert_eq!(fmg.entry(8), None);
    assert_eq!(fmg.get(10), Some("Fire Keeper ①"));
    let texts: Vec<(i32, &str)> = fmg.texts().collect();
    assert_eq!(
        texts,
        vec![(5, "Ember"), (7, ""), (10, "Fire Keeper ①"), (20, "Ember")]
    );
    assert_eq!((fmg.len(), fmg.iter().count()), (5, 5));
    assert!(!fmg.shared_strings);
}

#[test]
fn every_version_byte_order_and_encoding_round_trips() {
    let cases = [
        (FmgVersion::DarkSouls3, Endian::Little, true),
        (FmgVersion::DarkSouls3, Endian::Big, true),
        (FmgVersion::DarkSouls1, Endian::Little, true),
        (FmgVersion::DemonsSouls, Endian::Big, true),
        (FmgVersion::DarkSouls1, Endian::Little, false),
    ];
    for (version, endian, unicode) in cases {
        let mut fmg = fixture();
        fmg.version = version;
        fmg.endian = endian;
        fmg.unicode = unicode;
        fmg.trailing_zeros = 6;
        let bytes = write(&fmg).unwrap();
        assert_eq!(bytes[1], u8::from(endian == Endian::Big));
        assert_eq!(bytes[2], version.raw());
        assert_eq!(bytes[8], u8::from(unicode));
        assert_eq!(
            bytes[9],
            if version == FmgVersion::DemonsSouls {
                0xFF
            } else {
                0
            }
        );
        let back = read(&bytes).unwrap_or_else(|e| panic!("{version:?} {endian:?}: {e}"));
        assert_eq!(back, fmg, "{version:?} {endian:?} unicode {unicode}");
        assert_eq!(write(&back).unwrap(), bytes);
        assert!(bytes.ends_with(&[0; 6]));
    }
}

#[test]
fn groups_are_runs_of_consecutive_ids() {
    let fmg = Fmg::from_texts([
        (3, "c"),
        (1, "a"),
        (2, "b"),
        (i32::MAX, "z"),
        (i32::MIN, "y"),
    ]);
    let ids: Vec<i32> = fmg.iter().map(|e| e.id).collect();
    assert_eq!(ids, vec![i32::MIN, 1, 2, 3, i32::MAX]);
    let bytes = write(&fmg).unwrap();
    let i32_at = |o: usize| i32::from_le_bytes(bytes[o..o + 4].try_into().unwrap());
    assert_eq!(i32_at(0x0C), 3, "group count");
    let groups: Vec<[i32; 3]> = (0..3)
        .map(|g| {
            [
                i32_at(0x28 + g * 16),
                i32_at(0x2C + g * 16),
                i32_at(0x30 + g * 16),
            ]
        })
        .collect();
    assert_eq!(
        groups,
        vec![[0, i32::MIN, i32::MIN], [1, 1, 3], [4, i32::MAX, i32::MAX]]
    );
    assert_eq!(read(&bytes).unwrap(), fmg);
}

#[test]
fn bad_files_are_errors_with_offsets() {
    let good = fixture_bytes(false);
    let patched = |at: usize, bytes: &[u8]| {
        let mut b = good.clone();
        b[at..at + bytes.len()].copy_from_slice(bytes);
        b
    };
    // (file, what the error names, its offset)
    let cases: Vec<(Vec<u8>, &str, u64)> = vec![
        (patched(1, &[2]), "byte order", 1),
        (patched(2, &[3]), "version", 2),
        (patched(4, &[0]), "file size", 4),
        (patched(8, &[2]), "text encoding", 8),
        // Group 2 starting at id 7, inside group 1 (5..=7).
        (patched(0x3C, &7i32.to_le_bytes()), "group first id", 0x3C),
        // Group 1 ending before it starts.
        (patched(0x30, &4i32.to_le_bytes()), "group last id", 0x30),
        // Group 3's strings beyond the table of 5.
        (
            patched(0x48, &5i32.to_le_bytes()),
            "group string index",
            0x48,
        ),
        // A byte after the strings that is not zero padding.
        (
            {
                let mut b = good.clone();
                b.push(1);
                let size = b.len() as i32;
                b[4..8].copy_from_slice(&size.to_le_bytes());
                b
            },
            "bytes after the strings",
            good.len() as u64,
        ),
        // An unpaired surrogate in the first string.
        (patched(0x80, &[0x00, 0xD8]), "string", 0x80),
    ];
    for (bytes, what, offset) in cases {
        let err = read(&bytes).unwrap_err();
        assert!(
            matches!(&err, FormatError::Invalid { what: w, .. } if *w == what),
            "{what}: {err}"
        );
        assert_eq!(err.offset(), offset, "{what}: {err}");
    }
    // The first string running into the second (its terminator overwritten).
    let overrun = patched(0x8A, &[b'x', 0]);
    let err = read(&overrun).unwrap_err();
    assert!(err.to_string().contains("terminator"), "{err}");
    assert_eq!(err.offset(), 0x80);
}

#[test]
fn unwritable_files_are_errors() {
    let mut unsorted = fixture();
    unsorted.entries.swap(0, 1);
    assert!(write(&unsorted).is_err());
    let mut duplicate = fixture();
    duplicate.entries[1].id = 5;
    assert!(write(&duplicate).is_err());
    let mut nul = fixture();
    nul.entries[0].text = Some("a\0b".into());
    assert!(write(&nul).is_err());
    let mut emoji = fixture();
    emoji.unicode = false;
    emoji.entries[0].text = Some("\u{1F600}".into());
    assert!(write(&emoji).is_err());
}

#[test]
fn corruptions_never_panic() {
    sweep_corruptions(&fixture_bytes(false), false, read);
    let mut old = fixture();
    old.version = FmgVersion::DarkSouls1;
    old.unicode = false;
    sweep_corruptions(&write(&old).unwrap(), false, read);
    for (_, bytes) in samples() {
        sweep_corruptions(&bytes, false, read);
    }
}

#[test]
fn fuzz_hook_accepts_fixtures_and_noise() {
    fuzz(&fixture_bytes(true));
    fuzz(&[0; 64]);
    fuzz(&[0, 0, 2, 0, 0x28, 0, 0, 0, 1]);
    for (_, bytes) in samples() {
        fuzz(&bytes);
    }
}

/// The game samples, where `../shared/testdata` has them (WitchyBND's `WitchyTests/Samples/
/// FMG/`): (path, bytes).
fn samples() -> Vec<(&'static str, Vec<u8>)> {
    [
        "er/AccessoryName.fmg",
        "ds3/NPC名.fmg",
        "bb/NPC名.fmg",
        "ac6/FCS説明.fmg",
    ]
    .into_iter()
    .filter_map(|path| optional_sample(path).map(|bytes| (path, bytes)))
    .collect()
}

/// (path, ids, groups, ids with a string, trailing zeros, first text, last text)
type SampleFacts = (
    &'static str,
    usize,
    i32,
    usize,
    usize,
    (i32, &'static str),
    (i32, &'static str),
);

#[test]
fn game_samples_read_with_their_facts_and_write_back_byte_for_byte() {
    // (path, ids, groups, ids with a string, trailing zeros, first text, last text)
    let facts: [SampleFacts; 4] = [
        (
            "er/AccessoryName.fmg",
            764,
            11,
            118,
            0,
            (100, "Petition for Help"),
            (6110, "Ancestral Spirit's Horn"),
        ),
        (
            "ds3/NPC名.fmg",
            127,
            57,
            65,
            6,
            (2000, "Fire Keeper"),
            (905280, "Soul of Cinder"),
        ),
        (
            "bb/NPC名.fmg",
            309,
            58,
            87,
            10,
            (1000, "Madman's Escort"),
            (901180, "Choir Intelligencer Edgar"),
        ),
        (
            "ac6/FCS説明.fmg",
            10,
            10,
            10,
            0,
            (
                70000000,
                "First-generation FCS developed by Furlong Dynamics.",
            ),
            (
                70030100,
                "FCS for piloted ACs, developed long ago by the Rubicon",
            ),
        ),
    ];
    let samples = samples();
    for (path, bytes) in &samples {
        let (_, ids, groups, texts, zeros, first, last) =
            facts.iter().find(|f| f.0 == *path).unwrap();
        let fmg = read(bytes).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(fmg.len(), *ids, "{path}");
        assert_eq!(
            i32::from_le_bytes(bytes[12..16].try_into().unwrap()),
            *groups
        );
        assert_eq!(fmg.texts().count(), *texts, "{path}");
        assert_eq!(fmg.trailing_zeros, *zeros, "{path}");
        assert!(!fmg.shared_strings, "{path}");
        let all: Vec<(i32, &str)> = fmg.texts().collect();
        assert_eq!(all[0].0, first.0, "{path}");
        assert!(all[0].1.starts_with(first.1), "{path}: {:?}", all[0].1);
        let end = all[all.len() - 1];
        assert_eq!(end.0, last.0, "{path}");
        assert!(end.1.starts_with(last.1), "{path}: {:?}", end.1);
        assert!(write(&fmg).unwrap() == *bytes, "{path} does not write back");
    }
}
