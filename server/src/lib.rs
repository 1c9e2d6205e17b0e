//! The live-play server (docs/LIVE.md): one origin for the site's files and
//! the live games. A thin layer over the engine: the referee (`referee`) is
//! plain Rust; this crate adds the store, the sockets and HTTP.

pub mod clock;
pub mod engine;
pub mod files;
pub mod hub;
pub mod ids;
pub mod limits;
pub mod metrics;
pub mod protocol;
pub mod redis_store;
pub mod referee;
pub mod store;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::to_bytes;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::{Json, Router};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, watch, Notify};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::clock::{Clock, RateLimit};
use crate::files::Site;
use crate::hub::{error_message, Hub, Joined, Outgoing, Settings, SOCKET_QUEUE};
use crate::limits::{client_address, Addresses, Full, SocketLimits, SocketPermit};
use crate::protocol::{ClientMessage, Code, Refusal};
use crate::referee::{Command, CreateRequest, GameMeta, Seats};
use crate::store::{Embedded, Store};

/// A `POST` body larger than this is refused (a link is at most 32,768
/// characters).
pub const MAX_BODY_BYTES: usize = 65_536;
/// A frame larger than this closes the socket (1009); text messages over
/// `protocol::MAX_MESSAGE_BYTES` are refused with `too-large`.
pub const MAX_FRAME_BYTES: usize = 65_536;
/// Each socket's read buffer, allocated when it opens: tungstenite's
/// default, 128 KiB, made two players' sockets cost about 300 kB a game
/// (docs/lab/live-load.md). A message is at most 4,096 bytes; a larger
/// frame still grows the buffer as it arrives, up to `MAX_FRAME_BYTES`.
pub const READ_BUFFER_BYTES: usize = 8_192;
/// Refusals in a row after which a socket is closed (1008).
pub const MAX_REFUSALS_IN_A_ROW: u32 = 50;
/// How often the embedded store removes the games whose time is up.
const PURGE_EVERY: Duration = Duration::from_secs(60);
/// How often a socket checks its deadlines (join, idle) against the
/// server's clock.
const SOCKET_CHECK: Duration = Duration::from_millis(500);
/// After its close frame is sent, how long a socket is kept open for the
/// client to read it (and answer): closed at once with unread data, the
/// connection would be reset and the close frame lost with it.
const CLOSE_LINGER: Duration = Duration::from_secs(2);

pub enum StoreChoice {
    Embedded(PathBuf),
    Redis(String),
}

pub struct Config {
    /// The site's files (the repository root).
    pub root: PathBuf,
    /// Whether live play is offered; without it the site is served as a
    /// static host serves it (www/live/status.json as the file, {"live": 0};
    /// no /live/ addresses).
    pub live: bool,
    pub store: StoreChoice,
    /// Origins allowed beside the server's own.
    pub allowed_origins: Vec<String>,
    pub abandon_ms: u64,
    /// The per-socket rate limit.
    pub burst: u32,
    pub per_second: u32,
    /// Sockets, and each address's messages across its sockets.
    pub sockets: SocketLimits,
    /// A socket that has not joined a game this long after opening is
    /// closed; so is one silent this long.
    pub join_deadline_ms: u64,
    pub idle_ms: u64,
    pub watchers_per_game: u32,
    pub max_events: u64,
    /// How long a game nobody joined, and a finished game, are kept.
    pub invitation_ms: u64,
    pub finished_ms: u64,
    /// How often clocks, abandonments and presence are settled (in real
    /// time: a test that settles them itself makes it long).
    pub sweep_every: Duration,
    /// How many games one address may make in a minute (all at once, or
    /// spread out).
    pub games_per_minute: u32,
    /// Behind a reverse proxy, the request header in which it names the
    /// player's address (else every game would seem made by the proxy).
    pub client_address_header: Option<HeaderName>,
    pub clock: Arc<dyn Clock>,
}

impl Config {
    /// The defaults of docs/LIVE.md for the files at `root`.
    pub fn new(root: PathBuf, store: StoreChoice) -> Config {
        Config {
            root,
            live: true,
            store,
            allowed_origins: Vec::new(),
            abandon_ms: 120_000,
            burst: 20,
            per_second: 5,
            sockets: SocketLimits {
                per_address: 50,
                total: 15_000,
                burst: 60,
                per_second: 20,
            },
            join_deadline_ms: 10_000,
            idle_ms: 60_000,
            watchers_per_game: 500,
            max_events: 10_000,
            invitation_ms: 24 * 60 * 60 * 1000,
            finished_ms: 7 * 24 * 60 * 60 * 1000,
            sweep_every: Duration::from_millis(250),
            games_per_minute: 20,
            client_address_header: None,
            clock: Arc::new(clock::SystemClock),
        }
    }
}

struct App {
    hub: Arc<Hub>,
    site: Site,
    allowed_origins: Vec<String>,
    burst: u32,
    per_second: u32,
    addresses: Arc<Addresses>,
    join_deadline_ms: u64,
    idle_ms: u64,
    creations: CreationLimits,
    /// Becomes true when the server is stopping (`Running::shutdown`).
    stopping: watch::Receiver<bool>,
}

/// The games each address has made lately (`POST /live/games`), so that no
/// one fills the store with games.
struct CreationLimits {
    per_minute: u32,
    client_address_header: Option<HeaderName>,
    buckets: Mutex<HashMap<String, RateLimit>>,
}

/// Past this many addresses, those whose buckets have refilled are forgotten.
const CREATION_BUCKETS_KEPT: usize = 10_000;

impl CreationLimits {
    /// Whether the address of this request may make a game now.
    fn allow(&self, peer: SocketAddr, headers: &HeaderMap, now: u64) -> bool {
        let address = client_address(peer, headers, self.client_address_header.as_ref());
        let Ok(mut buckets) = self.buckets.lock() else {
            return false;
        };
        if buckets.len() >= CREATION_BUCKETS_KEPT {
            buckets.retain(|_, bucket| !bucket.is_full(now));
        }
        buckets
            .entry(address)
            .or_insert_with(|| RateLimit::per_minute(self.per_minute, now))
            .allow(now)
    }
}

/// A running server.
pub struct Running {
    pub addr: SocketAddr,
    pub hub: Arc<Hub>,
    addresses: Arc<Addresses>,
    stop: watch::Sender<bool>,
}

impl Running {
    /// Stops gracefully: no new connection is taken, `GET /live/health`
    /// answers 503, and every socket is closed with 1012 (service restart)
    /// once the message it is handling, if any, has been decided and kept;
    /// its page reconnects, to another instance behind a load balancer.
    /// Waits until every socket has gone, or `patience` has passed.
    pub async fn shutdown(&self, patience: Duration) {
        let _ = self.stop.send(true);
        let _ = tokio::time::timeout(patience, async {
            while self.addresses.sockets() > 0 {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await;
    }
}

/// Opens the store and serves on `listener` until the process ends.
pub async fn start(config: Config, listener: TcpListener) -> Result<Running, String> {
    let store: Arc<dyn Store> = match &config.store {
        StoreChoice::Embedded(path) => Arc::new(
            Embedded::open(path, Arc::clone(&config.clock))
                .map_err(|e| format!("{}: {e}", path.display()))?,
        ),
        StoreChoice::Redis(url) => Arc::new(
            redis_store::RedisStore::connect(url)
                .await
                .map_err(|e| format!("{url}: {e}"))?,
        ),
    };
    let hub = Hub::new(
        store,
        Arc::clone(&config.clock),
        Settings {
            abandon_ms: config.abandon_ms,
            watchers_per_game: config.watchers_per_game,
            max_events: config.max_events,
            invitation_ms: config.invitation_ms,
            finished_ms: config.finished_ms,
        },
    );
    let addresses = Addresses::new(config.sockets);
    let (stop, stopping) = watch::channel(false);
    let app = Arc::new(App {
        stopping: stopping.clone(),
        hub: Arc::clone(&hub),
        site: Site::new(config.root),
        allowed_origins: config.allowed_origins,
        burst: config.burst,
        per_second: config.per_second,
        addresses: Arc::clone(&addresses),
        join_deadline_ms: config.join_deadline_ms,
        idle_ms: config.idle_ms,
        creations: CreationLimits {
            per_minute: config.games_per_minute,
            client_address_header: config.client_address_header,
            buckets: Mutex::new(HashMap::new()),
        },
    });
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let live = Router::new()
        .route("/live/status", get(status))
        .route("/live/health", get(health))
        .route("/live/metrics", get(metrics))
        // Where the page looks first: a static host serves the file there,
        // {"live": 0}; this server answers in its place.
        .route(&format!("/{}", files::LIVE_STATUS), get(status))
        .route("/live/games", post(create_game))
        .route("/live/socket", get(socket))
        .route("/live/{*rest}", any(live_not_found))
        // The live answers change with every request.
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ));
    let router = if config.live { live } else { Router::new() };
    let router = router
        .fallback(site_file)
        .layer(middleware::from_fn(security_headers))
        .with_state(Arc::clone(&app));
    let mut listening = stopping;
    tokio::spawn(async move {
        let service = router.into_make_service_with_connect_info::<SocketAddr>();
        let stopped = async move {
            let _ = listening.wait_for(|stopping| *stopping).await;
        };
        if let Err(error) = axum::serve(listener, service)
            .with_graceful_shutdown(stopped)
            .await
        {
            eprintln!("mancala-server: {error}");
        }
    });
    let timers = Arc::clone(&hub);
    let sweep_every = config.sweep_every;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(sweep_every);
        loop {
            tick.tick().await;
            timers.sweep().await;
        }
    });
    let purger = Arc::clone(&hub);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(PURGE_EVERY);
        loop {
            tick.tick().await;
            if let Err(error) = purger.purge().await {
                eprintln!("mancala-server: removing expired games: {error}");
            }
        }
    });
    let heartbeat = Arc::clone(&hub);
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(hub::PRESENCE_HEARTBEAT);
        loop {
            tick.tick().await;
            heartbeat.heartbeat().await;
        }
    });
    Ok(Running {
        addr,
        hub,
        addresses,
        stop,
    })
}

async fn security_headers(request: Request, next: Next) -> Response {
    let target = request
        .uri()
        .path_and_query()
        .map_or("/", |p| p.as_str())
        .to_string();
    let mut response = next.run(request).await;
    files::add_security_headers(&files::resolved_path(&target), response.headers_mut());
    response
}

async fn site_file(State(app): State<Arc<App>>, method: Method, request: Request) -> Response {
    let target = request
        .uri()
        .path_and_query()
        .map_or("/", |p| p.as_str())
        .to_string();
    app.site.serve(&method, &target, request.headers()).await
}

fn refusal(status: StatusCode, code: &str, message: impl Into<String>) -> Response {
    let body = json!({"error": {"code": code, "message": message.into()}});
    (status, Json(body)).into_response()
}

async fn live_not_found() -> Response {
    refusal(StatusCode::NOT_FOUND, "not-found", "no such live address")
}

async fn status(State(app): State<Arc<App>>) -> Response {
    let mut response = Json(json!({
        "live": 1,
        "protocol": 1,
        "abandonMs": app.hub.abandon_ms(),
        "limits": {
            "messageBytes": protocol::MAX_MESSAGE_BYTES,
            "burst": app.burst,
            "perSecond": app.per_second,
            "clockMaxMs": referee::MAX_INITIAL_MS,
            "incrementMaxMs": referee::MAX_INCREMENT_MS,
        },
    }))
    .into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    response
}

/// For load balancers: 200 while the server takes games, 503 once it is
/// stopping (so that no new player is sent to it).
async fn health(State(app): State<Arc<App>>) -> Response {
    let stopping = *app.stopping.borrow();
    let status = if stopping {
        StatusCode::SERVICE_UNAVAILABLE
    } else {
        StatusCode::OK
    };
    let body = json!({
        "ok": !stopping,
        "sockets": app.addresses.sockets(),
        "games": app.hub.games_held(),
    });
    (status, Json(body)).into_response()
}

/// The metrics in Prometheus's text format.
async fn metrics(State(app): State<Arc<App>>) -> Response {
    let metrics = app.hub.metrics();
    metrics.sockets.set(i64::from(app.addresses.sockets()));
    metrics
        .games
        .set(i64::try_from(app.hub.games_held()).unwrap_or(i64::MAX));
    let mut response = metrics.text().into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    response
}

/// Whether a request's `Origin` may use the live games: none (not a
/// browser), the server's own, or one allowed by flag.
fn origin_allowed(app: &App, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let own = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .is_some_and(|host| {
            origin == format!("http://{host}") || origin == format!("https://{host}")
        });
    own || app.allowed_origins.iter().any(|allowed| allowed == origin)
}

async fn create_game(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
) -> Response {
    let headers = request.headers().clone();
    if !origin_allowed(&app, &headers) {
        return refusal(
            StatusCode::FORBIDDEN,
            "bad-origin",
            "this origin may not play here",
        );
    }
    if !app.creations.allow(peer, &headers, app.hub.now()) {
        return refusal(
            StatusCode::TOO_MANY_REQUESTS,
            "rate-limited",
            format!(
                "at most {} new games a minute from one address; try again in a minute",
                app.creations.per_minute
            ),
        );
    }
    let json_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !json_type {
        return refusal(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "bad-json",
            "the body must be application/json",
        );
    }
    let Ok(body) = to_bytes(request.into_body(), MAX_BODY_BYTES).await else {
        return refusal(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            format!("the body is over {MAX_BODY_BYTES} bytes"),
        );
    };
    let request: CreateRequest = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(error) => return refusal(StatusCode::BAD_REQUEST, "bad-json", error.to_string()),
    };
    // The check sows the start's first moves: engine work, off the workers.
    let checked = request.clone();
    let creator = match app.hub.engine().run(move || checked.check()).await {
        Ok(Ok(creator)) => creator,
        Ok(Err((code, message))) => return refusal(StatusCode::BAD_REQUEST, code, message),
        Err(failed) => return refusal(StatusCode::BAD_REQUEST, "bad-link", failed.to_string()),
    };
    let meta = GameMeta {
        id: ids::random_id(),
        start: request.start,
        clock: request.clock,
        creator,
        tokens: Seats {
            south: ids::random_id(),
            north: ids::random_id(),
        },
    };
    let answer = json!({"game": meta.id, "seats": meta.tokens});
    match app.hub.create(meta).await {
        Ok(()) => (StatusCode::CREATED, Json(answer)).into_response(),
        Err(error) => refusal(StatusCode::SERVICE_UNAVAILABLE, "store", error.to_string()),
    }
}

async fn socket(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    // Another origin's page may watch (a museum's sandboxed frame of the
    // embed has the origin "null"): a seat needs an allowed origin.
    let may_play = origin_allowed(&app, &headers);
    let address = client_address(peer, &headers, app.creations.client_address_header.as_ref());
    let permit = if *app.stopping.borrow() {
        Err(Full::Stopping)
    } else {
        app.addresses.admit(address, app.hub.now())
    };
    upgrade
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(READ_BUFFER_BYTES)
        .on_upgrade(move |socket| async move {
            match permit {
                Ok(permit) => run_socket(app, socket, may_play, permit).await,
                Err(full) => turn_away(socket, full).await,
            }
        })
}

/// A socket over a cap: told why (so that the page can say it), then
/// closed with 1013 (try again later).
async fn turn_away(socket: WebSocket, full: Full) {
    let refusal = match full {
        Full::Address => Refusal::new(
            Code::TooManySockets,
            "this address holds as many sockets as it may; close one or try again later",
        ),
        Full::Server => Refusal::new(
            Code::TooManySockets,
            "the server holds as many sockets as it may; try again later",
        ),
        Full::Stopping => {
            let (sender, writer, stream) = open_writer(socket);
            let _ = sender.try_send(Outgoing::Close(1012, "server restarting"));
            return linger(stream, writer).await;
        }
    };
    let (sender, writer, stream) = open_writer(socket);
    let _ = sender.try_send(error_message(&refusal, None));
    let _ = sender.try_send(Outgoing::Close(1013, "try again later"));
    linger(stream, writer).await;
}

type SocketStream = futures_util::stream::SplitStream<WebSocket>;

/// The socket's writer task, fed by a queue; it sends a close frame and
/// stops at `Outgoing::Close`.
fn open_writer(
    socket: WebSocket,
) -> (
    mpsc::Sender<Outgoing>,
    tokio::task::JoinHandle<()>,
    SocketStream,
) {
    let (mut sink, stream) = socket.split();
    let (sender, mut outgoing) = mpsc::channel::<Outgoing>(SOCKET_QUEUE);
    let writer = tokio::spawn(async move {
        while let Some(message) = outgoing.recv().await {
            let frame = match message {
                Outgoing::Text(text) => Message::Text(text),
                Outgoing::Close(code, reason) => {
                    let _ = sink
                        .send(Message::Close(Some(CloseFrame {
                            code,
                            reason: reason.into(),
                        })))
                        .await;
                    break;
                }
            };
            if sink.send(frame).await.is_err() {
                break;
            }
        }
    });
    (sender, writer, stream)
}

/// After a close was queued: waits for the writer to send it, then reads
/// (and drops) what the client still sends until it answers the close or
/// `CLOSE_LINGER` has passed.
async fn linger(mut stream: SocketStream, writer: tokio::task::JoinHandle<()>) {
    let _ = tokio::time::timeout(CLOSE_LINGER, writer).await;
    let _ = tokio::time::timeout(CLOSE_LINGER, async {
        loop {
            match stream.next().await {
                Some(Ok(Message::Close(_))) | None => return,
                Some(Ok(_)) => {}
                // Unreadable (a frame over the limit): nothing more can be
                // read, but the client is given the time to read the close.
                Some(Err(_)) => std::future::pending::<()>().await,
            }
        }
    })
    .await;
}

/// Why a socket's loop ended.
enum Ending {
    /// The client closed it or the connection is gone.
    Gone,
    /// Closed by the server with this code and reason (the close frame is
    /// queued).
    Closed,
    /// Let go for falling behind: its queue is full, nothing more is sent.
    FallenBehind,
}

/// One page's socket: messages read in order, each answered or refused.
async fn run_socket(app: Arc<App>, socket: WebSocket, may_play: bool, permit: SocketPermit) {
    let (sender, writer, mut stream) = open_writer(socket);
    let hub = &app.hub;
    let id = hub.socket_id();
    let mut joined: Option<Joined> = None;
    let opened = hub.now();
    let mut heard = opened;
    let mut limit = RateLimit::new(app.burst, app.per_second, opened);
    let mut refusals_in_a_row = 0;
    let fallen_behind = Arc::new(Notify::new());
    let mut check = tokio::time::interval(SOCKET_CHECK);
    let mut stopping = app.stopping.clone();
    let close = |code: u16, reason: &'static str| {
        let _ = sender.try_send(Outgoing::Close(code, reason));
        Ending::Closed
    };
    let ending = loop {
        let frame = tokio::select! {
            frame = stream.next() => frame,
            () = fallen_behind.notified() => break Ending::FallenBehind,
            // Between two messages: the one handled last is decided and kept.
            _ = stopping.wait_for(|stopping| *stopping) => break close(1012, "server restarting"),
            _ = check.tick() => {
                let now = hub.now();
                if joined.is_none() && now >= opened.saturating_add(app.join_deadline_ms) {
                    break close(1008, "no join in time");
                }
                if now >= heard.saturating_add(app.idle_ms) {
                    break close(1001, "idle");
                }
                continue;
            }
        };
        let frame = match frame {
            None | Some(Ok(Message::Close(_))) => break Ending::Gone,
            // Over the frame limit: the only read error that is the
            // client's message rather than a lost connection.
            Some(Err(error)) if frame_too_large(&error) => break close(1009, "frame too large"),
            Some(Err(_)) => break Ending::Gone,
            Some(Ok(frame)) => frame,
        };
        heard = hub.now();
        let text = match frame {
            Message::Text(text) => text,
            Message::Binary(_) => {
                let refusal = Refusal::new(Code::BadMessage, "only text messages");
                refusals_in_a_row += 1;
                if !send_refusal(&sender, &refusal, None, refusals_in_a_row) {
                    break Ending::Closed;
                }
                continue;
            }
            Message::Close(_) => break Ending::Gone,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        let now = hub.now();
        let answer = if limit.allow(now) && permit.allow_message(now) {
            let socket = SocketSide {
                id,
                sender: &sender,
                fallen_behind: &fallen_behind,
                may_play,
            };
            handle(&app, &socket, &mut joined, text.as_str()).await
        } else {
            Err((
                Refusal::new(Code::RateLimited, "too many messages; slow down"),
                None,
            ))
        };
        match answer {
            Ok(()) => refusals_in_a_row = 0,
            Err((refusal, ply)) => {
                refusals_in_a_row += 1;
                if !send_refusal(&sender, &refusal, ply, refusals_in_a_row) {
                    break Ending::Closed;
                }
            }
        }
    };
    if let Some(joined) = joined {
        hub.leave(&joined.game, id).await;
    }
    match ending {
        Ending::Closed => {
            drop(sender);
            linger(stream, writer).await;
        }
        // The hub has let the socket go: what is queued is stale, and the
        // page, cut off, joins again for the whole state.
        Ending::FallenBehind => writer.abort(),
        Ending::Gone => {
            drop(sender);
            let _ = writer.await;
        }
    }
    drop(permit);
}

/// Whether a read failed on a frame or message over `MAX_FRAME_BYTES`
/// (tungstenite's capacity error, as axum passes it on).
fn frame_too_large(error: &axum::Error) -> bool {
    error.to_string().starts_with("Space limit exceeded")
}

/// Sends a refusal; false (and the socket is closed) after too many.
fn send_refusal(
    sender: &mpsc::Sender<Outgoing>,
    refusal: &Refusal,
    ply: Option<u64>,
    in_a_row: u32,
) -> bool {
    let _ = sender.try_send(error_message(refusal, ply));
    if in_a_row >= MAX_REFUSALS_IN_A_ROW {
        let _ = sender.try_send(Outgoing::Close(1008, "too many refused messages"));
        return false;
    }
    true
}

type Answer = Result<(), (Refusal, Option<u64>)>;

/// What a message's handling needs of its socket.
struct SocketSide<'a> {
    id: u64,
    sender: &'a mpsc::Sender<Outgoing>,
    fallen_behind: &'a Arc<Notify>,
    /// Whether its page's origin may hold a seat (else it may only watch).
    may_play: bool,
}

async fn handle(
    app: &App,
    socket: &SocketSide<'_>,
    joined: &mut Option<Joined>,
    text: &str,
) -> Answer {
    let message = protocol::parse(text).map_err(|refusal| (refusal, None))?;
    let command = match message {
        ClientMessage::Ping {} => {
            let _ = socket
                .sender
                .try_send(Outgoing::Text(r#"{"t":"pong"}"#.into()));
            return Ok(());
        }
        ClientMessage::Join { game, token } => {
            if joined.is_some() {
                return Err((
                    Refusal::new(Code::AlreadyJoined, "this socket has joined a game"),
                    None,
                ));
            }
            if token.is_some() && !socket.may_play {
                return Err((
                    Refusal::new(Code::BadOrigin, "this origin's pages may only watch"),
                    None,
                ));
            }
            let done = app
                .hub
                .join(
                    &game,
                    token.as_deref(),
                    socket.id,
                    socket.sender.clone(),
                    Arc::clone(socket.fallen_behind),
                )
                .await
                .map_err(|refusal| (refusal, None))?;
            *joined = Some(done);
            return Ok(());
        }
        other => Command::of_message(other),
    };
    // Join and ping are answered above: every other message is a command.
    let Some(command) = command else {
        return Ok(());
    };
    let Some(joined) = joined.as_ref() else {
        return Err((Refusal::new(Code::NotJoined, "join a game first"), None));
    };
    app.hub
        .command(&joined.game, joined.seat, command)
        .await
        .map_err(|(refusal, ply)| (refusal, Some(ply)))
}
