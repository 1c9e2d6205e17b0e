//! What the live server's tests share: a server on a loopback port with a
//! clock the test moves, a WebSocket client that speaks the protocol, a
//! small HTTP client, and the engine's own games to choose moves from.
//!
//! Waiting for a message has a long limit only so that a broken server
//! fails the test instead of hanging it; nothing is timed.

#![allow(dead_code)] // each test file uses a part

use std::io::{BufRead, BufReader};
use std::net::{SocketAddr, TcpListener as StdListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mancala::link::{self, Play};
use mancala::{Game, Move, Options, Variant};
use mancala_server::clock::ManualClock;
use mancala_server::hub::Hub;
use mancala_server::{start, Config, Running, StoreChoice};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const PATIENCE: Duration = Duration::from_secs(60);
pub const CLOCK_START: u64 = 1_700_000_000_000;

pub struct TestServer {
    pub addr: SocketAddr,
    pub hub: Arc<Hub>,
    pub running: Running,
    pub clock: Arc<ManualClock>,
    /// Kept so that the store's file outlives the server.
    pub data: PathBuf,
}

pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A fresh file name under the target directory for an embedded store.
pub fn data_file(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join(format!("{name}-{}.redb", mancala_server::ids::random_id()));
    let _ = std::fs::remove_file(&file);
    file
}

/// A server on a free loopback port with its own embedded store and a
/// clock that stands still; `tune` changes the defaults (the tests' rate
/// limit is generous unless a test is about it).
pub async fn server(name: &str, tune: impl FnOnce(&mut Config)) -> TestServer {
    let data = data_file(name);
    server_with(StoreChoice::Embedded(data.clone()), data, tune).await
}

pub async fn server_with(
    store: StoreChoice,
    data: PathBuf,
    tune: impl FnOnce(&mut Config),
) -> TestServer {
    let clock = Arc::new(ManualClock::new(CLOCK_START));
    let mut config = Config::new(repo_root(), store);
    config.clock = clock.clone();
    config.burst = 100_000;
    config.per_second = 1;
    config.sockets.burst = 100_000;
    config.sockets.per_second = 1;
    // The clock stands still, so no limit would ever refill.
    config.games_per_minute = 100_000;
    tune(&mut config);
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let running = start(config, listener).await.unwrap();
    TestServer {
        addr: running.addr,
        hub: Arc::clone(&running.hub),
        running,
        clock,
        data,
    }
}

/// The start link of a standard game with no moves.
pub fn start_link(variant: Variant) -> String {
    let game = Game::new(variant, Options::default()).unwrap();
    link::encode(&game, Play::Look).unwrap()
}

pub struct HttpAnswer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl HttpAnswer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap()
    }
}

/// One HTTP/1.1 request on its own connection, read to its end.
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> HttpAnswer {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    if !body.is_empty() || method == "POST" {
        request.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    stream.write_all(body).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut raw))
        .await
        .unwrap()
        .unwrap();
    parse_http(&raw, method == "HEAD")
}

fn parse_http(raw: &[u8], head: bool) -> HttpAnswer {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("an HTTP answer has headers");
    let text = String::from_utf8_lossy(&raw[..end]);
    let mut lines = text.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut body = raw[end + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n == "transfer-encoding" && v.contains("chunked"));
    if chunked && !head {
        body = dechunk(&body);
    }
    HttpAnswer {
        status,
        headers,
        body,
    }
}

fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = raw.windows(2).position(|w| w == b"\r\n").unwrap();
        let size = usize::from_str_radix(std::str::from_utf8(&raw[..line_end]).unwrap().trim(), 16)
            .unwrap();
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&raw[line_end + 2..line_end + 2 + size]);
        raw = &raw[line_end + 4 + size..];
    }
}

/// Makes a game over HTTP: (id, south's token, north's token).
pub async fn create_game(addr: SocketAddr, body: Value) -> (String, String, String) {
    let answer = http(
        addr,
        "POST",
        "/live/games",
        &[("Content-Type", "application/json")],
        body.to_string().as_bytes(),
    )
    .await;
    assert_eq!(
        answer.status,
        201,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    let json = answer.json();
    (
        json["game"].as_str().unwrap().to_string(),
        json["seats"]["south"].as_str().unwrap().to_string(),
        json["seats"]["north"].as_str().unwrap().to_string(),
    )
}

pub async fn create_hus(addr: SocketAddr, clock: Value) -> (String, String, String) {
    create_game(
        addr,
        json!({"start": start_link(Variant::Hus), "clock": clock, "creator": "south"}),
    )
    .await
}

pub struct Client {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Client {
    /// A socket from a page of the server's own origin.
    pub async fn connect(addr: SocketAddr) -> Client {
        Client::connect_from(addr, Some(&format!("http://{addr}")))
            .await
            .unwrap()
    }

    pub async fn connect_from(
        addr: SocketAddr,
        origin: Option<&str>,
    ) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
        let mut request = format!("ws://{addr}/live/socket")
            .into_client_request()
            .unwrap();
        if let Some(origin) = origin {
            request
                .headers_mut()
                .insert("Origin", HeaderValue::from_str(origin).unwrap());
        }
        let (socket, _) = tokio_tungstenite::connect_async(request).await?;
        Ok(Client { socket })
    }

    /// A socket whose proxy names it as coming from `address` (for a
    /// server with `--client-address-header X-Real-IP`).
    pub async fn connect_as(addr: SocketAddr, address: &str) -> Client {
        let mut request = format!("ws://{addr}/live/socket")
            .into_client_request()
            .unwrap();
        let headers = request.headers_mut();
        headers.insert("X-Real-IP", HeaderValue::from_str(address).unwrap());
        headers.insert(
            "Origin",
            HeaderValue::from_str(&format!("http://{addr}")).unwrap(),
        );
        let (socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
        Client { socket }
    }

    /// Reads until the server closes: the close frame's code, or None if
    /// the connection ended without one.
    pub async fn close_code(&mut self) -> Option<u16> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("the server closes");
            match frame {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    /// The messages (JSON) received until the server closes.
    pub async fn until_closed(&mut self) -> (Vec<Value>, Option<u16>) {
        let mut messages = Vec::new();
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("the server closes");
            match frame {
                Some(Ok(Message::Text(text))) => {
                    messages.push(serde_json::from_str(&text).unwrap())
                }
                Some(Ok(Message::Close(frame))) => {
                    return (messages, frame.map(|f| u16::from(f.code)))
                }
                None | Some(Err(_)) => return (messages, None),
                Some(Ok(_)) => continue,
            }
        }
    }

    pub async fn send(&mut self, message: Value) {
        self.send_text(&message.to_string()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.socket.send(Message::text(text)).await.unwrap();
    }

    pub async fn send_raw(&mut self, message: Message) {
        self.socket.send(message).await.unwrap();
    }

    /// The next message (JSON), or None once the socket is closed.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("the server answers");
            match frame {
                Some(Ok(Message::Text(text))) => return Some(serde_json::from_str(&text).unwrap()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    /// The next message of type `t`, skipping others (presence, offers...).
    pub async fn expect(&mut self, t: &str) -> Value {
        loop {
            let message = self
                .next()
                .await
                .unwrap_or_else(|| panic!("closed before {t}"));
            if message["t"] == t {
                return message;
            }
            assert_ne!(message["t"], "error", "waiting for {t}: {message}");
        }
    }

    /// The next error, skipping other messages; its code.
    pub async fn expect_error(&mut self) -> String {
        loop {
            let message = self
                .next()
                .await
                .expect("an error before the socket closes");
            if message["t"] == "error" {
                return message["code"].as_str().unwrap().to_string();
            }
        }
    }

    /// Joins and returns the state.
    pub async fn join(&mut self, game: &str, token: Option<&str>) -> Value {
        self.send(json!({"t": "join", "game": game, "token": token}))
            .await;
        self.expect("state").await
    }

    /// A ping's pong: every message sent before it has been handled.
    pub async fn sync(&mut self) {
        self.send(json!({"t": "ping"})).await;
        self.expect("pong").await;
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
        while self.next().await.is_some() {}
    }
}

/// A deterministic choice among the legal moves (a small LCG).
pub struct Chooser(u64);

impl Chooser {
    pub fn new(seed: u64) -> Chooser {
        Chooser(seed)
    }

    pub fn pick(&mut self, game: &Game) -> Move {
        let moves = game.legal_moves();
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        moves[(self.0 >> 33) as usize % moves.len()]
    }
}

/// The moves a `joined` message says the game has, as the protocol sends
/// them.
pub fn moves_joined(state: &Value) -> Vec<Value> {
    state["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].clone())
        .collect()
}

/// A game's moves as the protocol sends them.
pub fn moves_sent(game: &Game) -> Vec<Value> {
    game.moves().iter().map(|m| json!(m)).collect()
}

/// Of the two players' clients, the one whose side is to move in `game`.
pub fn mover<'a>(game: &Game, south: &'a mut Client, north: &'a mut Client) -> &'a mut Client {
    match game.position().to_move() {
        mancala::Player::South => south,
        mancala::Player::North => north,
    }
}

pub fn seat_of(game: &Game) -> &'static str {
    match game.position().to_move() {
        mancala::Player::South => "south",
        mancala::Player::North => "north",
    }
}

/// A server process on a free port, killed when dropped however the test
/// ends (one left running would hold the test's output open).
pub struct Served {
    pub child: Child,
    pub addr: SocketAddr,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts a server that prints "Serving ... at http://HOST:PORT/ ...".
/// The server binary on a free port with its store in `data`.
pub fn launch_on(data: &Path) -> Served {
    launch(
        Command::new(env!("CARGO_BIN_EXE_mancala-server"))
            .args(["--port", "0", "--data"])
            .arg(data),
    )
}

pub fn launch(command: &mut Command) -> Served {
    let mut child = command
        .current_dir(repo_root())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|word| word.starts_with("http://"))
        .unwrap_or_else(|| panic!("the server prints its address: {line:?}"));
    let addr = url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .unwrap();
    Served { child, addr }
}

/// Debian's redis-server on a free loopback port (scripts/test installs it,
/// ensure_redis), killed when dropped. Without a folder it keeps nothing;
/// with one it writes every change to an append-only file there before
/// answering (`appendfsync always`), so that killed and started again on
/// the same folder it has every game it had.
pub struct Redis {
    child: Option<Child>,
    pub port: u16,
    pub url: String,
    folder: Option<PathBuf>,
}

impl Drop for Redis {
    fn drop(&mut self) {
        self.stop();
    }
}

impl Redis {
    pub async fn start(folder: Option<&Path>) -> Redis {
        let port = StdListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut redis = Redis {
            child: None,
            port,
            url: format!("redis://127.0.0.1:{port}/"),
            folder: folder.map(Path::to_path_buf),
        };
        redis.restart().await;
        redis
    }

    /// Kills the server (SIGKILL): what it answered before is all it keeps.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Starts it (again) on its port, and waits until it answers.
    pub async fn restart(&mut self) {
        self.stop();
        let mut command = Command::new("redis-server");
        command.args([
            "--port",
            &self.port.to_string(),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
        ]);
        match &self.folder {
            Some(folder) => {
                command
                    .args(["--appendonly", "yes", "--appendfsync", "always", "--dir"])
                    .arg(folder);
            }
            None => {
                command.args(["--appendonly", "no"]);
            }
        }
        self.child = Some(command.stdout(Stdio::null()).spawn().expect(
            "redis-server is installed (scripts/lib.sh, ensure_redis: apt-get install redis-server)",
        ));
        // Ready when it answers; each try fails at once while it starts.
        for _ in 0..500 {
            if let Ok(client) = redis::Client::open(self.url.as_str()) {
                if let Ok(mut connection) = client.get_multiplexed_async_connection().await {
                    if redis::cmd("PING")
                        .query_async::<String>(&mut connection)
                        .await
                        .is_ok()
                    {
                        return;
                    }
                }
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("redis-server did not start on port {}", self.port);
    }
}
