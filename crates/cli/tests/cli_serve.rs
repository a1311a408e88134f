//! `fxr-view serve DIR`: files served with validators (304 when unchanged), CORS, and the
//! security rules: nothing outside DIR (`..`, `%2e%2e`, a symbolic link out), GET and HEAD
//! only, 127.0.0.1 only.

mod common;
use common::temp_dir;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpStream, UdpSocket};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// A running `fxr-view serve`, stopped when dropped.
struct Server {
    child: Child,
    port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `fxr-view serve DIR --port 0` and reads the port from its first line.
fn serve(dir: &Path) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fxr-view"))
        .arg("serve")
        .arg(dir)
        .args(["--port", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("run fxr-view serve");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("its stdout"))
        .read_line(&mut line)
        .expect("its first line");
    // "fxr-view serves DIR at http://127.0.0.1:PORT/"
    let address = line.trim().rsplit("http://").next().expect("an address");
    assert!(address.starts_with("127.0.0.1:"), "{line}");
    let port = address
        .trim_start_matches("127.0.0.1:")
        .trim_end_matches('/')
        .parse()
        .expect("a port");
    Server { child, port }
}

/// An answer: its status, its headers (names in lower case) and its body.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Sends `request` (the head; `\r\n\r\n` added) and reads the whole answer.
fn send(port: u16, request: &str) -> Answer {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("a connection");
    stream
        .write_all(format!("{request}\r\n\r\n").as_bytes())
        .expect("the request sent");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("the answer");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("the end of the head");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: raw[split + 4..].to_vec(),
    }
}

fn get(port: u16, path: &str) -> Answer {
    send(port, &format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1"))
}

/// A folder `served` with `a.fxr` and `sub/b.bin` in it, and `secret.txt` beside it.
fn folder(name: &str) -> std::path::PathBuf {
    let base = temp_dir(name);
    let served = base.join("served");
    std::fs::create_dir_all(served.join("sub")).expect("the test folder");
    std::fs::write(served.join("a.fxr"), b"effect bytes").expect("the test folder");
    std::fs::write(served.join("sub/b.bin"), [1u8, 2, 3]).expect("the test folder");
    std::fs::write(base.join("secret.txt"), b"not to be served").expect("the test folder");
    served
}

#[test]
fn serves_a_file_with_validators_and_cors_and_304_when_unchanged() {
    let dir = folder("serve-file");
    let server = serve(&dir);
    let a = get(server.port, "/a.fxr");
    assert_eq!(a.status, 200);
    assert_eq!(a.body, b"effect bytes");
    assert_eq!(a.header("access-control-allow-origin"), Some("*"));
    assert!(
        a.header("access-control-expose-headers")
            .unwrap()
            .contains("ETag")
    );
    assert_eq!(a.header("content-length"), Some("12"));
    let etag = a.header("etag").unwrap().to_string();
    let modified = a.header("last-modified").unwrap().to_string();
    assert!(modified.ends_with(" GMT"), "{modified}");
    assert_eq!(get(server.port, "/sub/b.bin").body, [1, 2, 3]);
    assert_eq!(get(server.port, "/sub%2Fb.bin").body, [1, 2, 3]);

    // HEAD: the same headers, no body.
    let head = send(server.port, "HEAD /a.fxr HTTP/1.1");
    assert_eq!(
        (head.status, head.header("etag")),
        (200, Some(etag.as_str()))
    );
    assert!(head.body.is_empty());

    // The client's copy is current: 304, no body.
    let same = send(
        server.port,
        &format!("GET /a.fxr HTTP/1.1\r\nIf-None-Match: {etag}"),
    );
    assert_eq!(same.status, 304);
    assert!(same.body.is_empty());
    let same = send(
        server.port,
        &format!("HEAD /a.fxr HTTP/1.1\r\nIf-Modified-Since: {modified}"),
    );
    assert_eq!(same.status, 304);
    let stale = send(
        server.port,
        "GET /a.fxr HTTP/1.1\r\nIf-None-Match: \"other\"",
    );
    assert_eq!(stale.status, 200);

    // Written again: a new ETag, and the old one no longer matches.
    std::fs::write(dir.join("a.fxr"), b"effect bytes, edited").unwrap();
    let changed = send(
        server.port,
        &format!("GET /a.fxr HTTP/1.1\r\nIf-None-Match: {etag}"),
    );
    assert_eq!(changed.status, 200);
    assert_eq!(changed.body, b"effect bytes, edited");
    assert_ne!(changed.header("etag"), Some(etag.as_str()));

    // A folder is listed as JSON.
    let listing = get(server.port, "/");
    let json: serde_json::Value = serde_json::from_slice(&listing.body).unwrap();
    assert_eq!(json[0]["name"], "a.fxr");
    assert_eq!(json[1]["kind"], "folder");
    assert_eq!(get(server.port, "/missing.fxr").status, 404);
}

#[test]
fn refuses_paths_outside_the_folder_and_other_methods() {
    let dir = folder("serve-outside");
    let server = serve(&dir);
    for path in [
        "/../secret.txt",
        "/sub/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E%2Fsecret.txt",
        "/sub/%2e%2e/%2e%2e/secret.txt",
        "/..%5csecret.txt",
        "/./a.fxr",
    ] {
        let answer = get(server.port, path);
        assert_eq!(answer.status, 403, "{path}");
        assert!(!String::from_utf8_lossy(&answer.body).contains("not to be served"));
    }
    // Not a path below the folder at all.
    let absolute = get(server.port, "http://127.0.0.1/../secret.txt");
    assert_eq!(absolute.status, 400);
    assert_eq!(get(server.port, "/%zz").status, 400);
    for method in ["PUT", "POST", "DELETE", "OPTIONS"] {
        let answer = send(server.port, &format!("{method} /a.fxr HTTP/1.1"));
        assert_eq!(answer.status, 405, "{method}");
        assert_eq!(answer.header("allow"), Some("GET, HEAD"));
    }
    let long = format!("GET /{} HTTP/1.1", "a".repeat(9000));
    assert_eq!(send(server.port, &long).status, 431);
    // Nothing was written.
    assert_eq!(std::fs::read(dir.join("a.fxr")).unwrap(), b"effect bytes");
}

#[cfg(unix)]
#[test]
fn refuses_a_symbolic_link_that_leads_outside() {
    let dir = folder("serve-symlink");
    let outside = dir.parent().unwrap().join("secret.txt");
    std::os::unix::fs::symlink(&outside, dir.join("out.txt")).unwrap();
    std::os::unix::fs::symlink(dir.parent().unwrap(), dir.join("up")).unwrap();
    std::os::unix::fs::symlink(dir.join("a.fxr"), dir.join("in.fxr")).unwrap();
    let server = serve(&dir);
    assert_eq!(get(server.port, "/out.txt").status, 403);
    assert_eq!(get(server.port, "/up/secret.txt").status, 403);
    // A link that stays inside is served.
    assert_eq!(get(server.port, "/in.fxr").body, b"effect bytes");
}

#[test]
fn listens_on_127_0_0_1_only() {
    let dir = folder("serve-loopback");
    let server = serve(&dir);
    assert_eq!(get(server.port, "/a.fxr").status, 200);
    // Another loopback address of the same machine is not listened on.
    assert!(TcpStream::connect(("127.0.0.2", server.port)).is_err());
    // Nor is the machine's own address on a network, where it has one (finding it sends nothing).
    let own = UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("192.0.2.1:9").map(|()| s))
        .and_then(|s| s.local_addr());
    if let Ok(own) = own
        && !own.ip().is_loopback()
        && !own.ip().is_unspecified()
    {
        assert!(
            TcpStream::connect((own.ip(), server.port)).is_err(),
            "{own}"
        );
    }
}
