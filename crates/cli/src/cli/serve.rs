//! `fxr-view serve DIR`: a small static HTTP/1.1 server for one folder, so that a browser
//! can open its files by URL and watch them (the viewer polls a file's `ETag` and reloads the
//! effect when it changes).
//!
//! It is meant for one person's own files on their own machine, so it is deliberately
//! narrow:
//! - it listens on 127.0.0.1 only (nothing on the network can reach it);
//! - it serves files inside DIR only: a path with `..`, `.`, a backslash, a drive or a NUL
//!   (after percent-decoding, so `%2e%2e` is refused too) is refused, and every path is
//!   canonicalized (symbolic links followed) and must still lie inside DIR's own canonical
//!   path, so a link that leads outside is refused;
//! - it answers GET and HEAD only and never writes anything;
//! - requests are bounded (8 KiB of head, 10 s to send it) and so are the connections served
//!   at once, one thread each.
//!
//! Every file answer has an `ETag` (size and modification time) and `Last-Modified`, and a
//! matching `If-None-Match` or `If-Modified-Since` gets `304 Not Modified`; the CORS header
//! `Access-Control-Allow-Origin: *` lets a viewer served from elsewhere fetch, and
//! `Access-Control-Expose-Headers` lets it read the `ETag`. A folder is listed as JSON.

use super::CliResult;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, UNIX_EPOCH};

/// The most bytes a request's line and headers may take.
const MAX_HEAD: usize = 8 * 1024;
/// How long a client may take to send its request, and to take the answer's bytes.
const TIMEOUT: Duration = Duration::from_secs(10);
/// Connections served at once; more get `503` (a browser opens a handful).
const MAX_CONNECTIONS: usize = 64;

/// Serves `dir` on 127.0.0.1:`port` (0: a free port) until the process is stopped. Prints the
/// address it listens on first, on one line, so scripts can read it.
pub fn serve(dir: &Path, port: u16) -> CliResult {
    let root = dir
        .canonicalize()
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    if !root.is_dir() {
        return Err(format!("{}: not a folder", dir.display()).into());
    }
    let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, port)))
        .map_err(|e| format!("127.0.0.1:{port}: {e}"))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("127.0.0.1:{port}: {e}"))?;
    outln!("fxr-view serves {} at http://{address}/", root.display());
    let root = Arc::new(root);
    let busy = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        let Ok(stream) = stream else { continue };
        let root = Arc::clone(&root);
        let busy = Arc::clone(&busy);
        if busy.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            busy.fetch_sub(1, Ordering::SeqCst);
            let _ = answer_error(&stream, 503, "too many connections", true);
            continue;
        }
        std::thread::spawn(move || {
            // A client that goes away mid-answer is not the server's error.
            let _ = handle(&stream, &root);
            close_gently(&stream);
            busy.fetch_sub(1, Ordering::SeqCst);
        });
    }
    Ok(())
}

/// A request's method, path and the headers the server reads.
struct Request {
    head_only: bool,
    target: String,
    if_none_match: Option<String>,
    if_modified_since: Option<String>,
}

/// Why a request is refused: the status and a sentence for the body.
type Refusal = (u16, String);

/// Serves one connection: one request, then the connection closes.
fn handle(stream: &TcpStream, root: &Path) -> std::io::Result<()> {
    stream.set_read_timeout(Some(TIMEOUT))?;
    stream.set_write_timeout(Some(TIMEOUT))?;
    let request = match read_request(stream) {
        Ok(request) => request,
        Err((status, why)) => return answer_error(stream, status, &why, false),
    };
    let path = match resolve(root, &request.target) {
        Ok(path) => path,
        Err((status, why)) => return answer_error(stream, status, &why, request.head_only),
    };
    if path.is_dir() {
        answer_listing(stream, &path, request.head_only)
    } else if path.is_file() {
        answer_file(stream, &path, &request)
    } else {
        // A pipe or a device would block the thread or never end: only plain files.
        answer_error(stream, 404, "not a file", request.head_only)
    }
}

/// Ends the answer, then reads and drops what the client still sends (a refused request's
/// rest, at most 64 KiB for a second): closing with unread bytes would reset the connection
/// and the client could lose the answer.
fn close_gently(stream: &TcpStream) {
    let _ = stream.shutdown(std::net::Shutdown::Write);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
    let _ = std::io::copy(&mut stream.take(64 * 1024), &mut std::io::sink());
}

/// Reads the request's line and headers (at most [`MAX_HEAD`] bytes) from `source` (the
/// connection; bytes in the tests).
fn read_request(source: impl Read) -> Result<Request, Refusal> {
    let mut reader = BufReader::new(source.take(MAX_HEAD as u64 + 1));
    let mut lines = Vec::new();
    let mut read = 0;
    loop {
        let mut line = String::new();
        let n = reader
            .read_line(&mut line)
            .map_err(|e| (400, format!("the request could not be read: {e}")))?;
        read += n;
        if read > MAX_HEAD {
            return Err((431, format!("the request's head is over {MAX_HEAD} bytes")));
        }
        if n == 0 {
            return Err((400, "the request ended before its headers did".into()));
        }
        let line = line.trim_end_matches(['\r', '\n']).to_string();
        if line.is_empty() {
            break;
        }
        lines.push(line);
    }
    let first = lines.first().ok_or((400, "no request line".to_string()))?;
    let mut parts = first.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err((400, "the request line is not METHOD PATH VERSION".into()));
    };
    if !version.starts_with("HTTP/1.") {
        return Err((505, format!("{version} is not served: HTTP/1.x only")));
    }
    let head_only = match method {
        "GET" => false,
        "HEAD" => true,
        _ => return Err((405, format!("{method} is not served: GET and HEAD only"))),
    };
    let header = |name: &str| {
        lines[1..].iter().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.trim()
                .eq_ignore_ascii_case(name)
                .then(|| value.trim().to_string())
        })
    };
    Ok(Request {
        head_only,
        target: target.to_string(),
        if_none_match: header("if-none-match"),
        if_modified_since: header("if-modified-since"),
    })
}

/// The file or folder a request's path names inside `root`, or why it is refused.
fn resolve(root: &Path, target: &str) -> Result<PathBuf, Refusal> {
    // The query (a cache breaker) is not part of the path.
    let path = target.split(['?', '#']).next().unwrap_or("");
    if !path.starts_with('/') {
        return Err((400, "the path must start with /".into()));
    }
    let decoded = percent_decode(path)
        .ok_or((400, "the path's %-escapes are not valid UTF-8".to_string()))?;
    let mut inside = root.to_path_buf();
    for part in decoded.split('/').filter(|p| !p.is_empty()) {
        // Checked after decoding, so `%2e%2e` and `%2f` are refused as `..` and `/` are.
        if part == "." || part == ".." || part.contains(['\\', ':', '\0']) {
            return Err((403, format!("{path}: refused (outside the served folder)")));
        }
        inside.push(part);
    }
    let real = inside
        .canonicalize()
        .map_err(|_| (404, format!("{path}: not found")))?;
    // A symbolic link is followed by canonicalize: where it leads must still be inside.
    if !real.starts_with(root) {
        return Err((
            403,
            format!("{path}: refused (it leads outside the served folder)"),
        ));
    }
    Ok(real)
}

/// `%XX` escapes decoded; None for a bad escape or bytes that are not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// A file's answer: its bytes (GET), or only its headers (HEAD, or 304 when the client's
/// copy is current).
fn answer_file(stream: &TcpStream, path: &Path, request: &Request) -> std::io::Result<()> {
    let Ok(mut file) = std::fs::File::open(path) else {
        return answer_error(stream, 404, "the file cannot be read", request.head_only);
    };
    let meta = file.metadata()?;
    let modified = meta.modified().unwrap_or(UNIX_EPOCH);
    let since_epoch = modified.duration_since(UNIX_EPOCH).unwrap_or_default();
    // Size and time to the nanosecond: a rewrite within the same second still changes it.
    let etag = format!("\"{:x}-{:x}\"", meta.len(), since_epoch.as_nanos());
    let last_modified = http_date(since_epoch.as_secs());
    let validators = format!("ETag: {etag}\r\nLast-Modified: {last_modified}\r\n");
    if not_modified(request, &etag, since_epoch.as_secs()) {
        let head = head(304, "Not Modified", &validators);
        return write_all(stream, head.as_bytes());
    }
    let fields = format!(
        "{validators}Content-Type: {}\r\nContent-Length: {}\r\n",
        content_type(path),
        meta.len()
    );
    write_all(stream, head(200, "OK", &fields).as_bytes())?;
    if request.head_only {
        return Ok(());
    }
    // At most the length announced (a file growing meanwhile is cut there).
    let mut writer = stream;
    std::io::copy(&mut (&mut file).take(meta.len()), &mut writer)?;
    writer.flush()
}

/// Whether the client's copy is current: `If-None-Match` decides when given (RFC 9110
/// 13.1.3), otherwise `If-Modified-Since`.
fn not_modified(request: &Request, etag: &str, modified_secs: u64) -> bool {
    if let Some(tags) = &request.if_none_match {
        return tags
            .split(',')
            .map(|t| t.trim().trim_start_matches("W/"))
            .any(|t| t == "*" || t == etag);
    }
    match request
        .if_modified_since
        .as_deref()
        .and_then(parse_http_date)
    {
        Some(since) => modified_secs <= since,
        None => false,
    }
}

/// A folder's answer: its entries as JSON, `[{"name", "kind", "size"}]` in name order.
fn answer_listing(stream: &TcpStream, dir: &Path, head_only: bool) -> std::io::Result<()> {
    let mut entries = Vec::new();
    for entry in std::fs::read_dir(dir)?.flatten() {
        let Ok(meta) = entry.metadata() else { continue };
        let kind = if meta.is_dir() { "folder" } else { "file" };
        entries.push(serde_json::json!({
            "name": entry.file_name().to_string_lossy(),
            "kind": kind,
            "size": meta.len(),
        }));
    }
    entries.sort_by(|a, b| a["name"].as_str().cmp(&b["name"].as_str()));
    let body = serde_json::Value::Array(entries).to_string();
    let fields = format!(
        "Content-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    write_all(stream, head(200, "OK", &fields).as_bytes())?;
    if head_only {
        return Ok(());
    }
    write_all(stream, body.as_bytes())
}

/// A refusal: the status and a one-line reason as the body.
fn answer_error(
    stream: &TcpStream,
    status: u16,
    why: &str,
    head_only: bool,
) -> std::io::Result<()> {
    let body = format!("{why}\n");
    let mut fields = format!(
        "Content-Type: text/plain; charset=utf-8\r\nContent-Length: {}\r\n",
        body.len()
    );
    if status == 405 {
        fields.push_str("Allow: GET, HEAD\r\n");
    }
    write_all(stream, head(status, reason(status), &fields).as_bytes())?;
    if head_only {
        return Ok(());
    }
    write_all(stream, body.as_bytes())
}

/// The status line and the headers every answer has, then `fields`.
fn head(status: u16, reason: &str, fields: &str) -> String {
    // no-cache: the browser asks again each time (with the ETag), so a changed file is seen.
    format!(
        "HTTP/1.1 {status} {reason}\r\n{fields}Cache-Control: no-cache\r\n\
         Access-Control-Allow-Origin: *\r\n\
         Access-Control-Expose-Headers: ETag, Last-Modified, Content-Length\r\n\
         X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
    )
}

fn write_all(mut stream: &TcpStream, bytes: &[u8]) -> std::io::Result<()> {
    stream.write_all(bytes)?;
    stream.flush()
}

fn reason(status: u16) -> &'static str {
    match status {
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        505 => "HTTP Version Not Supported",
        _ => "Error",
    }
}

/// The media type a browser needs for the site's own files; binary otherwise.
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "wasm" => "application/wasm",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Seconds since 1970 as an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`).
fn http_date(secs: u64) -> String {
    let days = secs / 86_400;
    let (year, month, day) = civil_from_days(days as i64);
    let rest = secs % 86_400;
    format!(
        "{}, {day:02} {} {year} {:02}:{:02}:{:02} GMT",
        DAYS[(days % 7) as usize],
        MONTHS[(month - 1) as usize],
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

/// An HTTP date (IMF-fixdate, the form servers send) as seconds since 1970; None for text
/// that is not one, a field out of its range included (a client's year 10^17 is no date).
fn parse_http_date(text: &str) -> Option<u64> {
    let mut parts = text.split_whitespace().skip(1);
    let day: i64 = parts
        .next()?
        .parse()
        .ok()
        .filter(|d| (1..=31).contains(d))?;
    let month_name = parts.next()?;
    let month = MONTHS.iter().position(|m| *m == month_name)? as i64 + 1;
    let year: i64 = parts
        .next()?
        .parse()
        .ok()
        .filter(|y| (1970..=9999).contains(y))?;
    let mut clock = parts.next()?.split(':').map(|p| p.parse::<i64>().ok());
    let (h, m, s) = (clock.next()??, clock.next()??, clock.next()??);
    if !((0..24).contains(&h) && (0..60).contains(&m) && (0..=60).contains(&s)) {
        return None;
    }
    let days = days_from_civil(year, month, day);
    u64::try_from(days * 86_400 + h * 3600 + m * 60 + s).ok()
}

/// Days since 1970-01-01 as (year, month, day) (Howard Hinnant's civil calendar).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// (year, month, day) as days since 1970-01-01, the inverse of [`civil_from_days`].
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Seconds since 1970 now (for tests of the dates).
#[cfg(test)]
fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn http_dates_read_back() {
        assert_eq!(http_date(784_111_777), "Sun, 06 Nov 1994 08:49:37 GMT");
        assert_eq!(
            parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT"),
            Some(784_111_777)
        );
        let now = now_secs();
        assert_eq!(parse_http_date(&http_date(now)), Some(now));
        assert_eq!(parse_http_date("yesterday"), None);
    }

    #[test]
    fn escapes_decode_and_bad_ones_are_refused() {
        assert_eq!(percent_decode("/a%20b/%2e%2e").as_deref(), Some("/a b/.."));
        assert_eq!(percent_decode("/%zz"), None);
        assert_eq!(percent_decode("/%ff"), None);
        assert_eq!(percent_decode("/%2"), None);
    }

    /// A small deterministic generator (xorshift64*), so a failure repeats.
    struct Random(u64);

    impl Random {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n.max(1) as u64) as usize
        }
    }

    /// One request head changed at random: bytes replaced, inserted, removed, runs repeated,
    /// the head cut, tokens that matter to the parser dropped in.
    fn mutate(random: &mut Random, seed: &[u8]) -> Vec<u8> {
        const TOKENS: [&[u8]; 12] = [
            b"%2e%2e/",
            b"..",
            b"%",
            b"%ff",
            b"\\",
            b":",
            b"\0",
            b"\r\n",
            b"\r\n\r\n",
            b"If-None-Match: ",
            b"If-Modified-Since: Sun, 06 Nov 99999999999 99:99:99 GMT",
            b"HTTP/1.",
        ];
        let mut bytes = seed.to_vec();
        for _ in 0..1 + random.below(6) {
            let at = random.below(bytes.len() + 1);
            match random.below(6) {
                0 if at < bytes.len() => bytes[at] = random.next() as u8,
                1 => bytes.insert(at, random.next() as u8),
                2 if at < bytes.len() => {
                    bytes.remove(at);
                }
                3 => {
                    let token = TOKENS[random.below(TOKENS.len())];
                    bytes.splice(at..at, token.iter().copied());
                }
                4 => {
                    let end = (at + random.below(64)).min(bytes.len());
                    let run = bytes[at..end].repeat(1 + random.below(300));
                    bytes.splice(at..at, run);
                }
                _ => bytes.truncate(at),
            }
        }
        bytes
    }

    /// Requests changed at random never panic the parser, and a path the server accepts
    /// always lies inside the served folder.
    #[test]
    fn random_requests_are_answered_or_refused_never_outside_the_folder() {
        let dir =
            std::env::temp_dir().join(format!("fxr-view-serve-random-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/a.fxr"), b"FXR").unwrap();
        let root = dir.canonicalize().unwrap();
        let seeds: [&[u8]; 4] = [
            b"GET /sub/a.fxr HTTP/1.1\r\nHost: x\r\n\r\n",
            b"HEAD /sub/a%2Efxr?t=1 HTTP/1.1\r\nIf-None-Match: \"3-5\"\r\n\r\n",
            b"GET /sub/ HTTP/1.0\r\nIf-Modified-Since: Sun, 06 Nov 1994 08:49:37 GMT\r\n\r\n",
            b"GET /sub/../sub/a.fxr HTTP/1.1\r\n\r\n",
        ];
        let mut random = Random(0x9E37_79B9_7F4A_7C15);
        let (mut accepted, mut refused) = (0, 0);
        for i in 0..20_000 {
            let bytes = mutate(&mut random, seeds[i % seeds.len()]);
            let Ok(request) = read_request(&bytes[..]) else {
                refused += 1;
                continue;
            };
            if let Some(since) = &request.if_modified_since {
                let _ = parse_http_date(since);
            }
            match resolve(&root, &request.target) {
                Ok(path) => {
                    assert!(
                        path.starts_with(&root),
                        "{:?} gave {path:?}",
                        request.target
                    );
                    accepted += 1;
                }
                Err((status, _)) => {
                    assert!([400, 403, 404].contains(&status));
                    refused += 1;
                }
            }
        }
        // Both answers are reached: the mutations are neither all harmless nor all fatal.
        assert!(
            accepted > 500 && refused > 500,
            "{accepted} accepted, {refused} refused"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn out_of_range_dates_are_no_dates() {
        for text in [
            "Sun, 06 Nov 99999999999999999 08:49:37 GMT",
            "Sun, 99 Nov 1994 08:49:37 GMT",
            "Sun, 06 Nov 1994 99999999999:49:37 GMT",
            "Sun, 06 Nov 1994 08:61:37 GMT",
        ] {
            assert_eq!(parse_http_date(text), None, "{text}");
        }
    }
}
