//! The site's files, as README.md ("Hosting the game") asks a host to serve
//! them: only the two pages, the service worker, the icon and www/; the
//! security headers; `no-cache` with an ETag; brotli or gzip for text and
//! .wasm, each file compressed once per version. The offline release list,
//! www/offline/release.js, is a file like the others: the build writes it
//! (tools/release.mjs, its one implementation). tests/site.rs checks what is
//! served and how.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::UNIX_EPOCH;

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Method, Response, StatusCode};

const SERVED_FILES: [&str; 4] = [
    "/index.html",
    "/embed.html",
    "/service-worker.js",
    "/favicon.ico",
];
const SERVED_DIRECTORY: &str = "/www/";
/// The offline release list, which the build writes (tools/release.mjs).
const RELEASE_SCRIPT: &str = "/www/offline/release.js";
/// Whether live play is offered (www/live/discover.js), answered by
/// `crate::status` in place of the static file's "no".
pub const LIVE_STATUS: &str = "www/live/status.json";
const EMBEDDABLE_PAGES: [&str; 1] = ["/embed.html"];

fn content_type(extension: &str) -> &'static str {
    match extension {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json; charset=utf-8",
        "webmanifest" => "application/manifest+json; charset=utf-8",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" => "image/jpeg",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

fn compressible(extension: &str) -> bool {
    matches!(
        extension,
        "html" | "js" | "mjs" | "css" | "json" | "webmanifest" | "wasm" | "svg" | "txt"
    )
}

/// The security headers for a path, as README.md ("Hosting the game")
/// documents them for nginx and static hosts.
pub fn security_headers(pathname: &str) -> Vec<(HeaderName, String)> {
    let frame_ancestors = if EMBEDDABLE_PAGES.contains(&pathname) {
        "*"
    } else {
        "'self'"
    };
    let policy = [
        "default-src 'self'",
        // Instantiating WebAssembly needs 'wasm-unsafe-eval', and only that.
        "script-src 'self' 'wasm-unsafe-eval'",
        // The engine's worker starts from worker.js, or, in a frame
        // sandboxed without allow-same-origin (an opaque origin, which may
        // start no worker from an http address), from a one-line blob:
        // module of the page's own that imports it
        // (www/engine/start-worker.js).
        "worker-src 'self' blob:",
        // No 'unsafe-inline': styles come from .css files; the canvas and
        // element.style set from scripts need no permission.
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        &format!("frame-ancestors {frame_ancestors}"),
    ]
    .join("; ");
    vec![
        (header::CONTENT_SECURITY_POLICY, policy),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff".into()),
        (header::REFERRER_POLICY, "no-referrer".into()),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin".into(),
        ),
        (
            HeaderName::from_static("permissions-policy"),
            "camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)"
                .into(),
        ),
        // A museum may frame embed.html sandboxed without
        // allow-same-origin: its scripts and .wasm are then fetched from an
        // opaque origin ("null"), which needs this. The files are public and
        // no cookie is ever sent.
        (header::ACCESS_CONTROL_ALLOW_ORIGIN, "*".into()),
    ]
}

/// Adds the security headers for `pathname` to a response's headers.
pub fn add_security_headers(pathname: &str, headers: &mut HeaderMap) {
    for (name, value) in security_headers(pathname) {
        if let Ok(value) = HeaderValue::from_str(&value) {
            headers.insert(name, value);
        }
    }
}

/// The request's path as the WHATWG URL parser and decodeURIComponent give
/// it (dot segments resolved, `\` read as `/`, percent escapes decoded), or
/// None where decoding fails.
pub fn url_pathname(target: &str) -> Option<String> {
    percent_decode(&resolved_path(target))
}

/// The request's path as the WHATWG URL parser gives it, not decoded.
pub fn resolved_path(target: &str) -> String {
    let path = target.split(['?', '#']).next().unwrap_or("");
    let path = path.replace('\\', "/");
    let mut segments: Vec<&str> = Vec::new();
    let parts: Vec<&str> = path.split('/').skip(1).collect();
    for (index, segment) in parts.iter().enumerate() {
        let last = index + 1 == parts.len();
        match segment.to_ascii_lowercase().as_str() {
            "." | "%2e" => {
                if last {
                    segments.push("");
                }
            }
            ".." | ".%2e" | "%2e." | "%2e%2e" => {
                segments.pop();
                if last {
                    segments.push("");
                }
            }
            _ => segments.push(segment),
        }
    }
    format!("/{}", segments.join("/"))
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = std::str::from_utf8(bytes.get(index + 1..index + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            index += 3;
        } else {
            out.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// A compression the browser may take.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    fn name(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        }
    }

    /// Brotli when the browser takes it (about a sixth smaller), else gzip,
    /// else none.
    fn chosen(accept_encoding: &str) -> Option<Encoding> {
        let accepted: Vec<String> = accept_encoding
            .split(',')
            .filter_map(|item| {
                let mut parts = item.split(';').map(|part| part.trim().to_ascii_lowercase());
                let name = parts.next()?;
                let refused = parts.any(|parameter| {
                    parameter
                        .strip_prefix("q=")
                        .is_some_and(|q| q.parse::<f32>() == Ok(0.0))
                });
                (!refused).then_some(name)
            })
            .collect();
        [Encoding::Brotli, Encoding::Gzip]
            .into_iter()
            .find(|encoding| accepted.iter().any(|name| name == encoding.name()))
    }

    fn compress(self, bytes: &[u8]) -> Option<Vec<u8>> {
        match self {
            Encoding::Brotli => {
                let mut out = Vec::new();
                let params = brotli::enc::BrotliEncoderParams {
                    quality: 11,
                    size_hint: bytes.len(),
                    ..Default::default()
                };
                brotli::BrotliCompress(&mut &bytes[..], &mut out, &params).ok()?;
                Some(out)
            }
            Encoding::Gzip => {
                let mut encoder =
                    flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(9));
                encoder.write_all(bytes).ok()?;
                encoder.finish().ok()
            }
        }
    }
}

/// Each file's compressed copy in an encoding, with the ETag of the version
/// it was made from.
type CompressedCopies = HashMap<(Encoding, PathBuf), (String, Vec<u8>)>;

/// The files served and their compressed copies, each made once per version
/// and encoding (as a host's precompressed copies, nginx's brotli_static, a
/// CDN's cache): compressing on every request made the server, not the
/// browser, the slow part of a first load. Compressing runs on the blocking
/// pool, so a large file being compressed (brotli at quality 11 takes
/// seconds for the engine on a loaded machine) holds no other request back.
pub struct Site {
    root: PathBuf,
    compressed: Mutex<CompressedCopies>,
}

fn plain(status: StatusCode, text: String) -> Response<Body> {
    let mut response = Response::new(Body::from(text));
    *response.status_mut() = status;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    response
}

fn header_value(text: &str) -> HeaderValue {
    HeaderValue::from_str(text).unwrap_or_else(|_| HeaderValue::from_static(""))
}

impl Site {
    pub fn new(root: PathBuf) -> Site {
        Site {
            root,
            compressed: Mutex::new(HashMap::new()),
        }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The file a request names, if it is one that is served.
    fn requested(&self, target: &str) -> Option<(String, PathBuf)> {
        let mut pathname = url_pathname(target)?;
        if pathname == "/" {
            pathname = "/index.html".into();
        }
        if pathname
            .split('/')
            .any(|segment| segment == ".." || segment.starts_with('.'))
            || pathname.contains('\0')
        {
            return None;
        }
        let allowed =
            SERVED_FILES.contains(&pathname.as_str()) || pathname.starts_with(SERVED_DIRECTORY);
        allowed.then(|| {
            let file = self.root.join(&pathname[1..]);
            (pathname, file)
        })
    }

    /// Answers a request for a file (any method: others get 405).
    pub async fn serve(
        &self,
        method: &Method,
        target: &str,
        headers: &HeaderMap,
    ) -> Response<Body> {
        if method != Method::GET && method != Method::HEAD {
            let mut response = plain(
                StatusCode::METHOD_NOT_ALLOWED,
                "Only GET and HEAD.\n".into(),
            );
            response
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            return response;
        }
        let head = method == Method::HEAD;
        let requested = self.requested(target);
        let found = match &requested {
            Some((_, file)) => tokio::fs::metadata(file).await.ok().filter(|m| m.is_file()),
            None => None,
        };
        let (Some((_, file)), Some(info)) = (requested.as_ref(), found) else {
            let hint = match requested.as_ref().map(|(p, _)| p.as_str()) {
                Some("/index.html") => " (the game page index.html does not exist yet)",
                Some(RELEASE_SCRIPT) => " (scripts/build writes it: node tools/release.mjs)",
                _ => "",
            };
            let mut response = plain(
                StatusCode::NOT_FOUND,
                format!("Not found: {target}{hint}\n"),
            );
            if head {
                *response.body_mut() = Body::empty();
            }
            return response;
        };
        let extension = file
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_ascii_lowercase();
        let modified_ms = info
            .modified()
            .ok()
            .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |since| since.as_millis());
        let etag = format!("\"{:x}-{:x}\"", info.len(), modified_ms);
        let mut response = Response::new(Body::empty());
        let out = response.headers_mut();
        out.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        out.insert(header::ETAG, header_value(&etag));
        out.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(content_type(&extension)),
        );
        if headers
            .get(header::IF_NONE_MATCH)
            .is_some_and(|given| given.as_bytes() == etag.as_bytes())
        {
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            return response;
        }
        let encoding = headers
            .get(header::ACCEPT_ENCODING)
            .and_then(|v| v.to_str().ok())
            .and_then(Encoding::chosen);
        if let Some(encoding) = encoding.filter(|_| compressible(&extension)) {
            let Some(body) = self.compressed(file, &etag, encoding).await else {
                return plain(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "Internal error.\n".into(),
                );
            };
            let out = response.headers_mut();
            out.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
            out.insert(
                header::CONTENT_ENCODING,
                HeaderValue::from_static(encoding.name()),
            );
            out.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
            if !head {
                *response.body_mut() = Body::from(body);
            }
            return response;
        }
        response
            .headers_mut()
            .insert(header::CONTENT_LENGTH, HeaderValue::from(info.len()));
        if !head {
            match tokio::fs::read(file).await {
                Ok(bytes) => *response.body_mut() = Body::from(bytes),
                Err(_) => {
                    return plain(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        "Internal error.\n".into(),
                    )
                }
            }
        }
        response
    }

    async fn compressed(&self, file: &Path, etag: &str, encoding: Encoding) -> Option<Vec<u8>> {
        let key = (encoding, file.to_path_buf());
        if let Some((kept, body)) = self.compressed.lock().ok()?.get(&key) {
            if kept == etag {
                return Some(body.clone());
            }
        }
        let bytes = tokio::fs::read(file).await.ok()?;
        let body = tokio::task::spawn_blocking(move || encoding.compress(&bytes))
            .await
            .ok()??;
        self.compressed
            .lock()
            .ok()?
            .insert(key, (etag.to_string(), body.clone()));
        Some(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brotli_is_preferred_and_a_refused_encoding_is_not_used() {
        assert_eq!(
            Encoding::chosen("gzip, deflate, br, zstd"),
            Some(Encoding::Brotli)
        );
        assert_eq!(Encoding::chosen("gzip"), Some(Encoding::Gzip));
        assert_eq!(Encoding::chosen("br;q=0, gzip"), Some(Encoding::Gzip));
        assert_eq!(
            Encoding::chosen("gzip;q=0.5, BR;q=0.0"),
            Some(Encoding::Gzip)
        );
        assert_eq!(Encoding::chosen("identity"), None);
        assert_eq!(Encoding::chosen(""), None);
    }

    #[test]
    fn paths_resolve_as_a_browsers_url_parser_does() {
        assert_eq!(
            url_pathname("/www/../index.html?x=1").unwrap(),
            "/index.html"
        );
        assert_eq!(
            url_pathname("/www/%2e%2E/index.html").unwrap(),
            "/index.html"
        );
        assert_eq!(url_pathname("/www\\app.js").unwrap(), "/www/app.js");
        assert_eq!(url_pathname("/a%20b").unwrap(), "/a b");
        assert_eq!(url_pathname("/www/.."), Some("/".into()));
        assert_eq!(url_pathname("/%zz"), None);
        assert_eq!(url_pathname("/%ff"), None);
    }

    /// A site of its own for a test, with `files` (path, contents) in it.
    fn site_with(name: &str, files: &[(&str, &[u8])]) -> (Site, PathBuf) {
        let root = std::env::temp_dir().join(format!("site-{name}-{}", std::process::id()));
        for (path, bytes) in files {
            let file = root.join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, bytes).unwrap();
        }
        (Site::new(root.clone()), root)
    }

    /// Text-like bytes that brotli at quality 11 takes its time over.
    fn script_like(bytes: usize) -> Vec<u8> {
        let words = [
            "const ", "pit", "seeds", " = ", "sow(", ");\n", "board", "[i]", "return ",
        ];
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut out = Vec::with_capacity(bytes + 16);
        while out.len() < bytes {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            out.extend_from_slice(words[(state % words.len() as u64) as usize].as_bytes());
            out.extend_from_slice((state % 1000).to_string().as_bytes());
        }
        out
    }

    fn with_encoding(encoding: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, header_value(encoding));
        headers
    }

    /// The body a browser would read: decompressed as Content-Encoding says.
    async fn decoded(response: Response<Body>) -> Vec<u8> {
        use std::io::Read;
        let encoding = response
            .headers()
            .get(header::CONTENT_ENCODING)
            .map(|value| value.to_str().unwrap().to_string());
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .unwrap();
        let mut out = Vec::new();
        match encoding.as_deref() {
            Some("br") => {
                brotli::Decompressor::new(&body[..], 4096)
                    .read_to_end(&mut out)
                    .unwrap();
            }
            Some("gzip") => {
                flate2::read::GzDecoder::new(&body[..])
                    .read_to_end(&mut out)
                    .unwrap();
            }
            None => out = body.to_vec(),
            Some(other) => panic!("unexpected encoding {other}"),
        }
        out
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn requests_that_arrive_while_a_file_is_compressed_all_get_the_whole_file() {
        let engine = script_like(100_000);
        let (site, root) = site_with("whole", &[("www/engine.js", &engine)]);
        let site = std::sync::Arc::new(site);
        let replies: Vec<_> = ["br", "br", "gzip", "br", "gzip", "identity"]
            .into_iter()
            .map(|encoding| {
                let site = std::sync::Arc::clone(&site);
                tokio::spawn(async move {
                    let response = site
                        .serve(&Method::GET, "/www/engine.js", &with_encoding(encoding))
                        .await;
                    assert_eq!(response.status(), StatusCode::OK);
                    (encoding, decoded(response).await)
                })
            })
            .collect();
        for reply in replies {
            let (encoding, body) = reply.await.unwrap();
            assert!(body == engine, "the {encoding} reply is not the file");
        }
        let _ = std::fs::remove_dir_all(&root);
    }

    // One worker thread: were the compressing done on it, the small file's
    // request could not run until the large file's compressing ended.
    #[tokio::test(flavor = "multi_thread", worker_threads = 1)]
    async fn a_small_file_is_answered_while_a_large_one_asked_for_first_is_compressed() {
        let page = b"<!doctype html><title>Mancala</title>".to_vec();
        let engine = script_like(400_000);
        let (site, root) = site_with(
            "blocking",
            &[("index.html", &page), ("www/engine.js", &engine)],
        );
        let site = std::sync::Arc::new(site);
        let requested = |path: &'static str| {
            let site = std::sync::Arc::clone(&site);
            tokio::spawn(async move {
                decoded(site.serve(&Method::GET, path, &with_encoding("br")).await).await
            })
        };
        let large = requested("/www/engine.js");
        // The large file's request has begun (its compressing takes seconds).
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        let small = requested("/index.html").await.unwrap();
        assert_eq!(small, page);
        assert!(
            !large.is_finished(),
            "the page was answered only after the engine was compressed"
        );
        assert!(large.await.unwrap() == engine);
        let _ = std::fs::remove_dir_all(&root);
    }

    #[tokio::test]
    async fn the_release_list_is_served_as_the_file_the_build_wrote() {
        let list = b"self.RELEASE = {};\n".to_vec();
        let (site, root) = site_with("release", &[("www/offline/release.js", &list)]);
        let served = site
            .serve(&Method::GET, RELEASE_SCRIPT, &HeaderMap::new())
            .await;
        assert_eq!(served.status(), StatusCode::OK);
        assert_eq!(decoded(served).await, list);
        std::fs::remove_file(root.join("www/offline/release.js")).unwrap();
        let missing = site
            .serve(&Method::GET, RELEASE_SCRIPT, &HeaderMap::new())
            .await;
        assert_eq!(missing.status(), StatusCode::NOT_FOUND);
        let text = axum::body::to_bytes(missing.into_body(), usize::MAX)
            .await
            .unwrap();
        assert!(String::from_utf8_lossy(&text).contains("tools/release.mjs"));
        let _ = std::fs::remove_dir_all(&root);
    }
}
