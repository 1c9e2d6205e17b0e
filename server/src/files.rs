//! The site's files, served as tools/serve.mjs serves them: the same files
//! (the two pages, the service worker, the icon and www/), the same headers
//! (README.md's security headers, `no-cache` with an ETag, brotli or gzip
//! for text and .wasm), the same 404s and 405s, and the offline release list
//! (tools/release.mjs), hashed once and again only after a file changed. tests/headers.rs compares the two
//! servers path by path.

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Method, Response, StatusCode};
use sha2::{Digest, Sha256};

const SERVED_FILES: [&str; 4] = [
    "/index.html",
    "/embed.html",
    "/service-worker.js",
    "/favicon.ico",
];
const SERVED_DIRECTORY: &str = "/www/";
const RELEASE_SCRIPT: &str = "www/offline/release.js";
const PAGES: [&str; 2] = ["index.html", "embed.html"];
const SOCIAL_PREVIEW: &str = "www/icons/og-board.jpg";
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

/// The security headers for a path (tools/serve.mjs `securityHeaders`).
pub fn security_headers(pathname: &str) -> Vec<(HeaderName, String)> {
    let frame_ancestors = if EMBEDDABLE_PAGES.contains(&pathname) {
        "*"
    } else {
        "'self'"
    };
    let policy = [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "worker-src 'self' blob:",
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

/// A compression the browser may take (tools/serve.mjs `ENCODERS`).
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
    /// else none (tools/serve.mjs `chosenEncoding`).
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
/// and encoding.
pub struct Site {
    root: PathBuf,
    compressed: Mutex<CompressedCopies>,
    /// The release list as last computed; an async lock, so that many
    /// requests at once wait for one computation.
    release: tokio::sync::Mutex<Option<ReleaseList>>,
    release_recheck: Duration,
}

/// The release list and what it was computed from: hashing every shipped
/// file again is done only when one of them has changed (a developer's
/// edit), which is looked for at most once a second (`RELEASE_RECHECK`).
struct ReleaseList {
    files: Vec<FileStamp>,
    text: String,
    checked: Instant,
}

/// A shipped file's path, size and modification time.
type FileStamp = (String, u64, Option<SystemTime>);

const RELEASE_RECHECK: Duration = Duration::from_secs(1);

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
        Site::with_release_recheck(root, RELEASE_RECHECK)
    }

    fn with_release_recheck(root: PathBuf, release_recheck: Duration) -> Site {
        Site {
            root,
            compressed: Mutex::new(HashMap::new()),
            release: tokio::sync::Mutex::new(None),
            release_recheck,
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
        if let Some((pathname, _)) = &requested {
            if pathname[1..] == *RELEASE_SCRIPT {
                return self.release(head, headers).await;
            }
        }
        let found = match &requested {
            Some((_, file)) => tokio::fs::metadata(file).await.ok().filter(|m| m.is_file()),
            None => None,
        };
        let (Some((_, file)), Some(info)) = (requested.as_ref(), found) else {
            let hint = if requested.as_ref().is_some_and(|(p, _)| p == "/index.html") {
                " (the game page index.html does not exist yet)"
            } else {
                ""
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

    /// The release list: computed once, again only after a file changed.
    async fn release_text(&self) -> Option<String> {
        let mut kept = self.release.lock().await;
        if let Some(list) = kept.as_ref() {
            if list.checked.elapsed() < self.release_recheck {
                return Some(list.text.clone());
            }
        }
        let root = self.root.clone();
        let files = tokio::task::spawn_blocking(move || shipped_files(&root))
            .await
            .ok()?
            .ok()?;
        if let Some(list) = kept.as_mut().filter(|list| list.files == files) {
            list.checked = Instant::now();
            return Some(list.text.clone());
        }
        let root = self.root.clone();
        let text = tokio::task::spawn_blocking(move || release_script(&root))
            .await
            .ok()?
            .ok()?;
        *kept = Some(ReleaseList {
            files,
            text: text.clone(),
            checked: Instant::now(),
        });
        Some(text)
    }

    async fn release(&self, head: bool, headers: &HeaderMap) -> Response<Body> {
        let Some(text) = self.release_text().await else {
            return plain(
                StatusCode::INTERNAL_SERVER_ERROR,
                "Internal error.\n".into(),
            );
        };
        let digest = hex(&Sha256::digest(text.as_bytes()));
        let etag = format!("\"{}\"", &digest[..16]);
        let mut response = Response::new(Body::empty());
        let out = response.headers_mut();
        out.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        out.insert(header::ETAG, header_value(&etag));
        out.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(content_type("js")),
        );
        if headers
            .get(header::IF_NONE_MATCH)
            .is_some_and(|given| given.as_bytes() == etag.as_bytes())
        {
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            return response;
        }
        response
            .headers_mut()
            .insert(header::CONTENT_LENGTH, HeaderValue::from(text.len()));
        if !head {
            *response.body_mut() = Body::from(text);
        }
        response
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What wasm-bindgen leaves that no browser asks for, the list itself, the
/// social preview and the live status (this server answers it in place of
/// the file, and offline there is no live play) are not part of a release
/// (tools/release.mjs).
fn shipped(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    !name.starts_with('.')
        && !name.ends_with(".d.ts")
        && name != "package.json"
        && path != RELEASE_SCRIPT
        && path != SOCIAL_PREVIEW
        && path != LIVE_STATUS
}

fn files_under(root: &Path, directory: &Path, found: &mut Vec<String>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(directory)? {
        let entry = entry?;
        let name = entry.file_name();
        if name.to_string_lossy().starts_with('.') {
            continue;
        }
        let kind = entry.file_type()?;
        let path = entry.path();
        if kind.is_dir() {
            files_under(root, &path, found)?;
        } else if kind.is_file() {
            if let Ok(relative) = path.strip_prefix(root) {
                let parts: Vec<String> = relative
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                found.push(parts.join("/"));
            }
        }
    }
    Ok(())
}

/// The paths of a release's files, in order.
fn shipped_paths(root: &Path) -> std::io::Result<Vec<String>> {
    let mut paths: Vec<String> = PAGES.iter().map(|page| page.to_string()).collect();
    files_under(root, &root.join("www"), &mut paths)?;
    paths.retain(|path| shipped(path));
    paths.sort();
    Ok(paths)
}

/// Each shipped file's stamp: what changes when it is edited.
fn shipped_files(root: &Path) -> std::io::Result<Vec<FileStamp>> {
    shipped_paths(root)?
        .into_iter()
        .map(|path| {
            let metadata = std::fs::metadata(root.join(&path))?;
            Ok((path, metadata.len(), metadata.modified().ok()))
        })
        .collect()
}

/// www/offline/release.js as tools/release.mjs writes it.
pub fn release_script(root: &Path) -> std::io::Result<String> {
    let paths = shipped_paths(root)?;
    let mut files = BTreeMap::new();
    let mut whole = Sha256::new();
    for path in &paths {
        let digest = hex(&Sha256::digest(std::fs::read(root.join(path))?));
        whole.update(format!("{path} {digest}\n").as_bytes());
        files.insert(path.clone(), digest);
    }
    #[derive(serde::Serialize)]
    struct Release {
        version: String,
        files: BTreeMap<String, String>,
    }
    let list = Release {
        version: hex(&whole.finalize())[..16].to_string(),
        files,
    };
    let mut json = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(b" ");
    let mut serializer = serde_json::Serializer::with_formatter(&mut json, formatter);
    serde::Serialize::serialize(&list, &mut serializer)?;
    let json = String::from_utf8_lossy(&json);
    Ok(format!(
        "// Generated by tools/release.mjs (scripts/build); not in git. The files of\n\
         // this release and their SHA-256, for the service worker (service-worker.js).\n\
         self.RELEASE = {json};\n"
    ))
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

    #[tokio::test]
    async fn the_release_list_is_hashed_again_only_after_a_file_changed() {
        let root = std::env::temp_dir().join(format!("release-{}", std::process::id()));
        std::fs::create_dir_all(root.join("www")).unwrap();
        for page in PAGES {
            std::fs::write(root.join(page), "<!doctype html>").unwrap();
        }
        std::fs::write(root.join("www/app.js"), "one").unwrap();
        // Looked at on every request: the edit is seen.
        let watching = Site::with_release_recheck(root.clone(), Duration::ZERO);
        // Looked at never again: the first list is served however the files change.
        let kept = Site::with_release_recheck(root.clone(), Duration::MAX);
        let first = watching.release_text().await.unwrap();
        assert_eq!(kept.release_text().await.unwrap(), first);
        assert_eq!(watching.release_text().await.unwrap(), first);
        std::fs::write(root.join("www/app.js"), "two, longer").unwrap();
        let second = watching.release_text().await.unwrap();
        assert_ne!(second, first);
        assert_eq!(second, release_script(&root).unwrap());
        assert_eq!(kept.release_text().await.unwrap(), first);
        let _ = std::fs::remove_dir_all(&root);
    }
}
