use super::*;
use crate::testutil::sweep_corruptions;

#[test]
fn the_games_layout_reads_and_writes_back() {
    let data = b"s10011_a.tif\r\ns83025.sib\r\ns82120_skeleton.hkt\r\n";
    let list = read(data).expect("reads");
    assert_eq!(
        list.entries,
        ["s10011_a.tif", "s83025.sib", "s82120_skeleton.hkt"]
    );
    assert_eq!(list.style, TextStyle::default());
    assert_eq!(write(&list).expect("writes"), data);
    assert_eq!(
        write(&ResourceList::new(list.entries.clone())).unwrap(),
        data
    );
}

#[test]
fn an_empty_list_is_zero_bytes() {
    let list = read(b"").expect("reads");
    assert!(list.entries.is_empty());
    assert_eq!(write(&list).unwrap(), b"");
    assert_eq!(write(&ResourceList::default()).unwrap(), b"");
}

#[test]
fn other_tools_text_comes_back_byte_for_byte() {
    // WitchyBND's empty list, LF endings, no final ending, empty lines.
    for data in [
        &b"\n"[..],
        b"\r\n",
        b"a.tif\nb.sib\n",
        b"a.tif\r\nb.sib",
        b"a.tif\nb.sib",
        b"a.tif\r\n\r\nb.sib\r\n",
        b"\r\n\r\n",
        b"s83030.SIB\r\n",
    ] {
        let list = read(data).unwrap_or_else(|e| panic!("{data:?}: {e}"));
        assert_eq!(write(&list).unwrap(), data, "{data:?}");
        fuzz(data);
    }
    let witchy = read(b"\n").unwrap();
    assert_eq!(witchy.names().count(), 0);
    assert_eq!(witchy.style.line_ending, LineEnding::Lf);
}

#[test]
fn mixed_endings_lone_cr_and_bad_utf8_are_refused_with_their_offset() {
    let mixed = read(b"a\r\nb\nc").unwrap_err();
    assert_eq!(mixed.offset(), 4, "{mixed}");
    let cr = read(b"ab\rc\r\n").unwrap_err();
    assert_eq!(cr.offset(), 2, "{cr}");
    let utf8 = read(b"ab\xff\r\n").unwrap_err();
    assert_eq!(utf8.offset(), 2, "{utf8}");
}

#[test]
fn entries_that_would_read_back_otherwise_are_not_written() {
    assert!(write(&ResourceList::new(vec!["a\r\nb".into()])).is_err());
    let unended_empty = ResourceList {
        entries: vec!["a".into(), String::new()],
        style: TextStyle {
            line_ending: LineEnding::CrLf,
            last_line_ended: false,
        },
    };
    assert!(write(&unended_empty).is_err());
}

#[test]
fn corruptions_never_panic() {
    let data = b"s10011_a.tif\r\ns83025.sib\r\ns82120_skeleton.hkt\r\n";
    sweep_corruptions(data, true, read);
    for at in 0..data.len() {
        fuzz(&data[..at]);
    }
}
