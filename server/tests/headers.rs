//! The Rust server serves the site exactly as tools/serve.mjs does: both
//! are started on free ports, and for each path and kind of request the
//! status, every header (but the date and the connection's own) and the
//! body agree. Compressed bodies are compared decompressed: two encoders may
//! write the same text in different bytes.

mod support;

use std::io::Read;
use std::process::Command;

use support::*;

/// Headers that belong to the connection or the moment, not the answer.
const TRANSPORT: [&str; 4] = ["date", "connection", "keep-alive", "transfer-encoding"];

fn decompressed(encoding: Option<&str>, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    match encoding {
        _ if body.is_empty() => return Vec::new(),
        Some("gzip") => flate2::read::GzDecoder::new(body).read_to_end(&mut out),
        Some("br") => brotli::Decompressor::new(body, 4096).read_to_end(&mut out),
        _ => return body.to_vec(),
    }
    .unwrap();
    out
}

fn comparable(answer: &HttpAnswer) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let mut headers: Vec<(String, String)> = answer
        .headers
        .iter()
        .filter(|(name, _)| !TRANSPORT.contains(&name.as_str()))
        // The body is compared byte for byte: its length is framing, which
        // differs (Node sends small answers chunked, hyper with a length).
        .filter(|(name, _)| name != "content-length")
        .cloned()
        .collect();
    headers.sort();
    let body = decompressed(answer.header("content-encoding"), &answer.body);
    (answer.status, headers, body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_is_served_with_the_development_servers_headers_path_by_path() {
    let node = launch(Command::new("node").args(["tools/serve.mjs", "--port", "0"]));
    let data = data_file("headers");
    let rust = launch(
        Command::new(env!("CARGO_BIN_EXE_mancala-server"))
            .args(["--port", "0", "--data"])
            .arg(&data),
    );
    let paths = [
        "/",
        "/index.html",
        "/index.html?from=chat",
        "/embed.html",
        "/service-worker.js",
        "/favicon.ico",
        "/www/app.js",
        "/www/style.css",
        "/www/icon.svg",
        "/www/manifest.webmanifest",
        "/www/icons/icon-192.png",
        "/www/icons/og-board.jpg",
        "/www/pkg/mancala_bg.wasm",
        "/www/pkg/mancala.d.ts",
        "/www/offline/release.js",
        "/www/",
        "/www/nothing-here.js",
        "/www/pkg/.gitignore",
        "/Cargo.toml",
        "/src/lib.rs",
        "/.git/config",
        "/www/../Cargo.toml",
        "/www/%2e%2e/Cargo.toml",
        "/www/..%2fCargo.toml",
        "/%zz",
        "/tools/serve.mjs",
        "/live",
    ];
    let mut compared = 0;
    for path in paths {
        let kinds: [(&str, Vec<(&str, &str)>); 5] = [
            ("GET", vec![("Accept-Encoding", "gzip, deflate, br")]),
            ("GET", vec![("Accept-Encoding", "gzip, br;q=0")]),
            ("GET", vec![]),
            ("HEAD", vec![("Accept-Encoding", "br")]),
            ("HEAD", vec![("Accept-Encoding", "gzip")]),
        ];
        for (method, headers) in kinds {
            let from_node = http(node.addr, method, path, &headers, b"").await;
            let from_rust = http(rust.addr, method, path, &headers, b"").await;
            assert_eq!(
                comparable(&from_rust),
                comparable(&from_node),
                "{method} {path} {headers:?}"
            );
            compared += 1;
            // The ETag the browser sends back gets the same 304.
            if let Some(etag) = from_node.header("etag") {
                let again = vec![("If-None-Match", etag)];
                let node_304 = http(node.addr, method, path, &again, b"").await;
                let rust_304 = http(rust.addr, method, path, &again, b"").await;
                assert_eq!(node_304.status, 304, "{path}");
                assert_eq!(
                    comparable(&rust_304),
                    comparable(&node_304),
                    "{method} {path} 304"
                );
                compared += 1;
            }
        }
    }
    for method in ["PUT", "DELETE", "POST"] {
        let from_node = http(node.addr, method, "/index.html", &[], b"").await;
        let from_rust = http(rust.addr, method, "/index.html", &[], b"").await;
        assert_eq!(comparable(&from_rust), comparable(&from_node), "{method}");
        compared += 1;
    }
    assert!(compared > 100, "{compared} requests compared");
    drop(rust);
    let _ = std::fs::remove_file(&data);
}
