//! The site as the server serves it (README.md, "Hosting the game"): only
//! the pages, the service worker, the icon and www/, each with the security
//! headers, revalidated by ETag, compressed to exactly the file; nothing
//! else of the repository; and, with live play off, www/live/status.json as
//! the static file a static host would serve.

mod support;

use std::io::Read;

use support::*;

fn decompressed(encoding: Option<&str>, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    match encoding {
        Some("gzip") => flate2::read::GzDecoder::new(body).read_to_end(&mut out),
        Some("br") => brotli::Decompressor::new(body, 4096).read_to_end(&mut out),
        None => return body.to_vec(),
        Some(other) => panic!("unexpected encoding {other}"),
    }
    .unwrap();
    out
}

const SERVED: [(&str, &str, &str); 8] = [
    ("/", "index.html", "text/html; charset=utf-8"),
    (
        "/index.html?from=chat",
        "index.html",
        "text/html; charset=utf-8",
    ),
    ("/embed.html", "embed.html", "text/html; charset=utf-8"),
    (
        "/service-worker.js",
        "service-worker.js",
        "text/javascript; charset=utf-8",
    ),
    (
        "/www/app.js",
        "www/app.js",
        "text/javascript; charset=utf-8",
    ),
    ("/www/style.css", "www/style.css", "text/css; charset=utf-8"),
    ("/www/icon.svg", "www/icon.svg", "image/svg+xml"),
    (
        "/www/icons/og-board.jpg",
        "www/icons/og-board.jpg",
        "image/jpeg",
    ),
];

const PRIVATE: [&str; 10] = [
    "/Cargo.toml",
    "/src/lib.rs",
    "/.git/config",
    "/www/pkg/.gitignore",
    "/www/../Cargo.toml",
    "/www/%2e%2e/Cargo.toml",
    "/www/..%2fCargo.toml",
    "/%zz",
    "/tools/release.mjs",
    "/www/nothing-here.js",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_is_served_with_its_headers_and_nothing_else_is() {
    let server = server("site", |_| {}).await;
    for (path, file, content_type) in SERVED {
        let on_disk = std::fs::read(repo_root().join(file)).unwrap();
        for accepted in ["gzip, deflate, br", "gzip, br;q=0", "identity"] {
            let answer = http(
                server.addr,
                "GET",
                path,
                &[("Accept-Encoding", accepted)],
                b"",
            )
            .await;
            assert_eq!(answer.status, 200, "{path}");
            assert_eq!(answer.header("content-type"), Some(content_type), "{path}");
            assert_eq!(answer.header("cache-control"), Some("no-cache"), "{path}");
            assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
            assert_eq!(answer.header("referrer-policy"), Some("no-referrer"));
            assert_eq!(answer.header("access-control-allow-origin"), Some("*"));
            let policy = answer.header("content-security-policy").unwrap();
            let ancestors = if path == "/embed.html" { "*" } else { "'self'" };
            assert!(
                policy.contains(&format!("frame-ancestors {ancestors}")),
                "{path}: {policy}"
            );
            assert!(
                policy.contains("script-src 'self' 'wasm-unsafe-eval'"),
                "{policy}"
            );
            let encoding = answer.header("content-encoding");
            let compressible = !file.ends_with(".jpg");
            let expected = match accepted {
                _ if !compressible => None,
                "gzip, deflate, br" => Some("br"),
                "gzip, br;q=0" => Some("gzip"),
                _ => None,
            };
            assert_eq!(encoding, expected, "{path} {accepted}");
            assert!(
                decompressed(encoding, &answer.body) == on_disk,
                "{path} {accepted}"
            );
            // The ETag the browser sends back: not modified, no body.
            let etag = answer.header("etag").unwrap().to_string();
            let again = http(server.addr, "GET", path, &[("If-None-Match", &etag)], b"").await;
            assert_eq!(again.status, 304, "{path}");
            assert!(again.body.is_empty());
        }
        let head = http(server.addr, "HEAD", path, &[("Accept-Encoding", "br")], b"").await;
        assert_eq!(head.status, 200, "{path}");
        assert!(head.body.is_empty(), "{path}");
    }
    for path in PRIVATE {
        let answer = http(server.addr, "GET", path, &[], b"").await;
        assert_eq!(answer.status, 404, "{path}");
        assert!(answer.header("content-security-policy").is_some(), "{path}");
    }
    for method in ["PUT", "DELETE", "POST"] {
        let answer = http(server.addr, method, "/index.html", &[], b"").await;
        assert_eq!(answer.status, 405, "{method}");
        assert_eq!(answer.header("allow"), Some("GET, HEAD"));
    }
    // The page offers live play where this answer says so.
    let status = http(server.addr, "GET", "/www/live/status.json", &[], b"").await;
    assert_eq!(status.json()["live"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_live_play_the_site_is_served_as_a_static_host_serves_it() {
    let server = server("site-only", |config| config.live = false).await;
    let status = http(server.addr, "GET", "/www/live/status.json", &[], b"").await;
    assert_eq!(status.status, 200);
    let on_disk = std::fs::read(repo_root().join("www/live/status.json")).unwrap();
    assert_eq!(status.body, on_disk);
    assert_eq!(status.json()["live"], 0);
    for path in ["/live/status", "/live/health", "/live/socket"] {
        assert_eq!(
            http(server.addr, "GET", path, &[], b"").await.status,
            404,
            "{path}"
        );
    }
    let page = http(server.addr, "GET", "/", &[], b"").await;
    assert_eq!(page.status, 200);
    assert!(page.header("content-security-policy").is_some());
}
