//! `mancala-load`: plays many live games against one or more running
//! `mancala-server` instances by the protocol of docs/LIVE.md, every game
//! moving, and measures what docs/lab/live-load.md reports: the time from a
//! move sent to the opponent's receipt of it (p50, p99, max), moves a
//! second, connections, errors, and the servers' memory before and after.
//!
//! Each game is made on one instance (`POST /live/games`); South plays from
//! a socket to that instance and North from a socket to the next one, so
//! with two instances on one Redis every game has a player on each. The
//! moves are the engine's legal moves, chosen by a seeded generator.
//!
//! A socket that fails (a server killed) is opened again, on the same
//! instance or the next one that answers, and joins with its token; the
//! game's moves in the `state` answer are then checked against the moves
//! this player sent: the same, or the same and the one move sent when the
//! socket failed. Anything else is a lost or doubled move (`mismatches`).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use mancala::link::{self, Play};
use mancala::{Game, Move, Options, Player as Side, Variant};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

const USAGE: &str = "usage: mancala-load --server HOST:PORT [--server HOST:PORT]...
                    [--games G] [--seconds S] [--pace-ms MS] [--pid PID]...
                    [--opening N] [--patience-secs N] [--seed N] [--sources N]
                    [--source-from N] [--silent N]
  --server      an instance (repeat for several: players are split across them)
  --games       live games played at once (default 100)
  --seconds     how long every game keeps moving once all are made (default 60)
  --pace-ms     each game's pause between moves, on average (default 1000)
  --pid         a server process whose VmRSS is read before and after (repeatable)
  --opening     games made and joined at once while starting (default 200)
  --patience-secs  how long a player keeps trying to reconnect (default 60)
  --seed        the move chooser's seed (default 1)
  --sources     spread the sockets over N loopback source addresses
                (127.1.x.y), as that many players' addresses, so that the
                server's limits per address apply as to real players
                (default 0: the system's choice, 127.0.0.1)
  --source-from the first source address's number (default 0), so that
                several generators use different addresses
  --silent      also open N sockets that never join a game (to the first
                --server) and report how and when the server closes them";

struct Args {
    servers: Vec<SocketAddr>,
    games: usize,
    seconds: u64,
    pace_ms: u64,
    pids: Vec<u32>,
    opening: usize,
    patience: Duration,
    seed: u64,
    sources: u32,
    source_from: u64,
    silent: usize,
}

fn parse_args() -> Result<Args, String> {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let mut args = Args {
        servers: Vec::new(),
        games: 100,
        seconds: 60,
        pace_ms: 1000,
        pids: Vec::new(),
        opening: 200,
        patience: Duration::from_secs(60),
        seed: 1,
        sources: 0,
        source_from: 0,
        silent: 0,
    };
    let mut index = 0;
    while index < raw.len() {
        let flag = raw[index].as_str();
        if flag == "--help" || flag == "-h" {
            return Err(USAGE.to_string());
        }
        let value = raw
            .get(index + 1)
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let number = || -> Result<u64, String> {
            value
                .parse()
                .map_err(|_| format!("{flag} takes a whole number, not {value:?}"))
        };
        match flag {
            "--server" => args.servers.push(
                value
                    .parse()
                    .map_err(|_| format!("--server takes HOST:PORT, not {value:?}"))?,
            ),
            "--games" => args.games = number()? as usize,
            "--seconds" => args.seconds = number()?,
            "--pace-ms" => args.pace_ms = number()?.max(1),
            "--pid" => args.pids.push(number()? as u32),
            "--opening" => args.opening = (number()? as usize).max(1),
            "--patience-secs" => args.patience = Duration::from_secs(number()?),
            "--seed" => args.seed = number()?,
            "--sources" => {
                args.sources = u32::try_from(number()?)
                    .ok()
                    .filter(|n| *n <= 60_000)
                    .ok_or("--sources takes at most 60000")?;
            }
            "--source-from" => args.source_from = number()?,
            "--silent" => args.silent = number()? as usize,
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
        index += 2;
    }
    if args.servers.is_empty() {
        return Err(format!("at least one --server is needed\n{USAGE}"));
    }
    Ok(args)
}

/// What every game adds to, read by the progress lines and the report.
#[derive(Default)]
struct Totals {
    /// Games made and joined by both players (the first game of each task).
    ready: AtomicUsize,
    /// Sockets open now.
    connections: AtomicU64,
    /// Moves received by both players while measuring.
    moves: AtomicU64,
    /// Games that reached their end (a new one is then made in their place).
    finished: AtomicU64,
    /// Players that reconnected after their socket failed.
    reconnects: AtomicU64,
    /// Reconnections whose `state` held exactly the moves sent.
    verified: AtomicU64,
    /// Reconnections whose `state` did not: a move lost or doubled.
    mismatches: AtomicU64,
    /// Resumed games whose move on its way at the failure had been kept,
    /// and those where it had not (the player then moves again at that ply).
    pending_kept: AtomicU64,
    pending_resent: AtomicU64,
    /// Moves and joins refused with `store` (the store away) and sent again.
    store_refusals: AtomicU64,
    /// Games made that the generator could not go on with (a join or a
    /// reconnection that failed for good, or a mismatch).
    games_given_up: AtomicU64,
    /// Sockets that never join: opened, and how the server closed them
    /// (close code, or "dropped" without a close frame), with the time
    /// from opening to the close in milliseconds.
    silent_opened: AtomicU64,
    silent_closes: Mutex<HashMap<String, u64>>,
    silent_close_ms: Mutex<Vec<u32>>,
    errors: Mutex<HashMap<String, u64>>,
    /// Microseconds from a move sent to the opponent's receipt.
    latencies: Mutex<Vec<u32>>,
    measuring: AtomicBool,
    stop: AtomicBool,
}

impl Totals {
    fn error(&self, kind: impl Into<String>) {
        if let Ok(mut errors) = self.errors.lock() {
            *errors.entry(kind.into()).or_insert(0) += 1;
        }
    }

    fn error_count(&self) -> u64 {
        self.errors.lock().map_or(0, |e| e.values().sum())
    }
}

struct Context {
    args: Args,
    totals: Totals,
    start_link: String,
    opening: Semaphore,
    /// The next source address's number (with `--sources`).
    next_source: AtomicU64,
}

/// A socket, counted in `connections` while it is open.
struct Connection {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    last_sent: Instant,
    context: Arc<Context>,
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.context
            .totals
            .connections
            .fetch_sub(1, Ordering::Relaxed);
    }
}

#[derive(Debug)]
enum Failure {
    /// The socket failed, or nothing came for the patience time.
    Lost,
    /// The server closed the socket with this code.
    Closed(u16),
    /// The server refused a message with this code.
    Refused(String),
    /// A reconnected player's game is not the one it played.
    Mismatch,
    /// The servers could not be reached for the patience time.
    GaveUp,
}

/// A small seeded generator (an LCG): the moves and pauses of a run repeat.
struct Chooser(u64);

impl Chooser {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    fn pick(&mut self, game: &Game) -> Move {
        let moves = game.legal_moves();
        moves[self.next() as usize % moves.len()]
    }

    /// A pause between half and one and a half times `pace_ms`, so that the
    /// games do not move in step.
    fn pause(&mut self, pace_ms: u64) -> Duration {
        Duration::from_millis(pace_ms / 2 + self.next() % pace_ms.max(1))
    }
}

/// `POST /live/games` on its own connection: (id, south's token, north's).
async fn create(addr: SocketAddr, start: &str) -> Result<(String, String, String), String> {
    let body = json!({"start": start, "clock": null, "creator": "south"}).to_string();
    let request = format!(
        "POST /live/games HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut stream = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
    stream
        .write_all(request.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut raw = Vec::new();
    stream
        .read_to_end(&mut raw)
        .await
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&raw);
    let status = text.split(' ').nth(1).unwrap_or("");
    let json_text = text.find('{').map_or("", |at| &text[at..]);
    let json_end = json_text.rfind('}').map_or(0, |at| at + 1);
    let answer: Value =
        serde_json::from_str(&json_text[..json_end]).map_err(|_| format!("http-{status}"))?;
    if status != "201" {
        return Err(format!(
            "create-{}",
            answer["error"]["code"].as_str().unwrap_or(status)
        ));
    }
    let field = |value: &Value| value.as_str().map(String::from).ok_or("create-answer");
    Ok((
        field(&answer["game"])?,
        field(&answer["seats"]["south"])?,
        field(&answer["seats"]["north"])?,
    ))
}

async fn open(context: &Arc<Context>, addr: SocketAddr) -> Result<Connection, String> {
    let mut request = format!("ws://{addr}/live/socket")
        .into_client_request()
        .map_err(|e| e.to_string())?;
    // The server's own origin, as a page of the site sends it.
    request.headers_mut().insert(
        "Origin",
        HeaderValue::from_str(&format!("http://{addr}")).map_err(|e| e.to_string())?,
    );
    let stream = if context.args.sources == 0 {
        TcpStream::connect(addr).await
    } else {
        let n = context.args.source_from
            + context.next_source.fetch_add(1, Ordering::Relaxed) % u64::from(context.args.sources);
        let source = std::net::Ipv4Addr::new(127, 1, (n / 250) as u8, (n % 250) as u8 + 1);
        let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
        socket
            .bind(SocketAddr::from((source, 0)))
            .map_err(|e| e.to_string())?;
        socket.connect(addr).await
    }
    .map_err(|e| e.to_string())?;
    let (socket, _) = tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(stream))
        .await
        .map_err(|e| e.to_string())?;
    context.totals.connections.fetch_add(1, Ordering::Relaxed);
    Ok(Connection {
        socket,
        last_sent: Instant::now(),
        context: Arc::clone(context),
    })
}

impl Connection {
    async fn send(&mut self, message: Value) -> Result<(), Failure> {
        self.last_sent = Instant::now();
        self.socket
            .send(Message::text(message.to_string()))
            .await
            .map_err(|_| Failure::Lost)
    }

    /// The next message of type `t` (others skipped); a refusal fails.
    async fn expect(&mut self, t: &str, patience: Duration) -> Result<Value, Failure> {
        loop {
            let frame = tokio::time::timeout(patience, self.socket.next())
                .await
                .map_err(|_| Failure::Lost)?;
            let text = match frame {
                Some(Ok(Message::Text(text))) => text,
                Some(Ok(Message::Close(frame))) => {
                    return Err(frame.map_or(Failure::Lost, |frame| {
                        Failure::Closed(u16::from(frame.code))
                    }))
                }
                None | Some(Err(_)) => return Err(Failure::Lost),
                Some(Ok(_)) => continue,
            };
            let Ok(message) = serde_json::from_str::<Value>(&text) else {
                return Err(Failure::Refused("unreadable".into()));
            };
            if message["t"] == t {
                return Ok(message);
            }
            if message["t"] == "error" {
                let code = message["code"].as_str().unwrap_or("error");
                return Err(Failure::Refused(code.to_string()));
            }
        }
    }

    /// The `moved` of the move at `ply`.
    async fn moved(&mut self, ply: usize, patience: Duration) -> Result<(), Failure> {
        loop {
            let moved = self.expect("moved", patience).await?;
            if moved["ply"] == ply {
                return Ok(());
            }
        }
    }
}

/// One player of one game: its seat, token and preferred instance.
struct Seat {
    side: Side,
    token: String,
    home: usize,
    connection: Option<Connection>,
}

/// The moves of a `state`, as JSON, to compare with the moves played.
fn state_moves(state: &Value) -> Vec<Value> {
    state["moves"]
        .as_array()
        .map(|moves| moves.iter().map(|m| m["move"].clone()).collect())
        .unwrap_or_default()
}

/// Opens a socket for `seat` (its home instance first, then the others,
/// again and again with a growing pause, for the patience time) and joins;
/// the game's `state`.
async fn connect(context: &Arc<Context>, id: &str, seat: &mut Seat) -> Result<Value, Failure> {
    let servers = &context.args.servers;
    let deadline = Instant::now() + context.args.patience;
    let mut pause = Duration::from_millis(50);
    let mut attempt = 0;
    loop {
        let addr = servers[(seat.home + attempt) % servers.len()];
        attempt += 1;
        if let Ok(mut connection) = open(context, addr).await {
            let joined = connection
                .send(json!({"t": "join", "game": id, "token": seat.token}))
                .await;
            if joined.is_ok() {
                match connection.expect("state", context.args.patience).await {
                    Ok(state) => {
                        seat.connection = Some(connection);
                        return Ok(state);
                    }
                    // The store away: the page tries again, and so does this.
                    Err(Failure::Refused(code)) if code == "store" => {
                        context
                            .totals
                            .store_refusals
                            .fetch_add(1, Ordering::Relaxed);
                    }
                    Err(Failure::Refused(code)) => return Err(Failure::Refused(code)),
                    Err(_) => {}
                }
            }
        }
        if Instant::now() > deadline {
            return Err(Failure::GaveUp);
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(Duration::from_secs(1));
    }
}

/// Reconnects both players after a failure while the move `pending` was on
/// its way, and checks what the server kept: every move played, and the
/// pending one at most once. Plays the pending move on `game` if it was kept.
async fn resume(
    context: &Arc<Context>,
    id: &str,
    seats: &mut [Seat; 2],
    game: &mut Game,
    pending: Option<Move>,
) -> Result<(), Failure> {
    let totals = &context.totals;
    let played: Vec<Value> = game.moves().iter().map(|m| json!(m)).collect();
    let mut kept_pending: Option<bool> = None;
    for seat in seats.iter_mut() {
        seat.connection = None;
        totals.reconnects.fetch_add(1, Ordering::Relaxed);
        let state = connect(context, id, seat).await?;
        let kept = state_moves(&state);
        let same_start = kept.len() >= played.len() && kept[..played.len()] == played[..];
        let with_pending = match (kept.len() - played.len().min(kept.len()), pending) {
            (0, _) => Some(false),
            (1, Some(mv)) if kept[played.len()] == json!(mv) => Some(true),
            _ => None,
        };
        // The move on its way may be kept between the two players'
        // reconnections (its instance finishing it as it stops): the first
        // may not see it and the second may; never the other way round.
        match (same_start, with_pending) {
            (true, Some(with)) if kept_pending.is_none_or(|before| !before || with) => {
                kept_pending = Some(with);
                totals.verified.fetch_add(1, Ordering::Relaxed);
            }
            _ => {
                totals.mismatches.fetch_add(1, Ordering::Relaxed);
                eprintln!(
                    "mismatch in game {id}: sent {} moves (pending {pending:?}), the server has {}",
                    played.len(),
                    kept.len()
                );
                return Err(Failure::Mismatch);
            }
        }
    }
    if kept_pending == Some(true) {
        if let Some(mv) = pending {
            game.play(&mv).map_err(|_| Failure::Mismatch)?;
        }
        totals.pending_kept.fetch_add(1, Ordering::Relaxed);
    } else {
        totals.pending_resent.fetch_add(1, Ordering::Relaxed);
    }
    Ok(())
}

fn side_index(side: Side) -> usize {
    match side {
        Side::South => 0,
        Side::North => 1,
    }
}

/// One move: sent by the player to move, then received by the other (the
/// measured time) and acknowledged to the mover.
async fn exchange(
    context: &Context,
    seats: &mut [Seat; 2],
    mover: Side,
    ply: usize,
    mv: Move,
) -> Result<Duration, Failure> {
    let patience = context.args.patience;
    let [south, north] = seats;
    let (mover_seat, other_seat) = match mover {
        Side::South => (south, north),
        Side::North => (north, south),
    };
    let mover_socket = mover_seat.connection.as_mut().ok_or(Failure::Lost)?;
    let sent = Instant::now();
    mover_socket
        .send(json!({"t": "move", "ply": ply, "move": mv}))
        .await?;
    let other_socket = other_seat.connection.as_mut().ok_or(Failure::Lost)?;
    // Both sockets are watched at once: when the mover's instance dies the
    // move never reaches the opponent, and only the mover's socket says so.
    let received = async {
        other_socket.moved(ply, patience).await?;
        Ok(sent.elapsed())
    };
    let (latency, ()) = tokio::try_join!(received, mover_socket.moved(ply, patience))?;
    Ok(latency)
}

fn count_failure(totals: &Totals, failure: &Failure) {
    match failure {
        Failure::Lost => totals.error("socket-lost"),
        Failure::Closed(code) => totals.error(format!("closed-{code}")),
        Failure::Refused(code) => totals.error(code.clone()),
        Failure::Mismatch => totals.error("mismatch"),
        Failure::GaveUp => totals.error("gave-up-reconnecting"),
    }
}

/// Waits `pause`, pinging each player's socket that has sent nothing for
/// 20 s, as a page pings (every 25 s), so that long pauses are not taken
/// for idle sockets.
async fn keep_alive(seats: &mut [Seat; 2], pause: Duration) -> Result<(), Failure> {
    const QUIET: Duration = Duration::from_secs(20);
    let until = Instant::now() + pause;
    loop {
        let left = until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Ok(());
        }
        tokio::time::sleep(left.min(Duration::from_secs(5))).await;
        for seat in seats.iter_mut() {
            let connection = seat.connection.as_mut().ok_or(Failure::Lost)?;
            if connection.last_sent.elapsed() >= QUIET {
                connection.send(json!({"t": "ping"})).await?;
            }
        }
    }
}

/// One task: a game played to its end, then another, until told to stop.
async fn play(context: Arc<Context>, index: usize, mut chooser: Chooser) {
    let totals = &context.totals;
    let servers = context.args.servers.len();
    let mut first = true;
    // Moves a task's games to the next instance when its own refuses to
    // make one (killed, in a fault run).
    let mut shift = 0;
    while !totals.stop.load(Ordering::Relaxed) {
        let permit = if first {
            context.opening.acquire().await.ok()
        } else {
            None
        };
        let home = (index + shift) % servers;
        let (id, south_token, north_token) =
            match create(context.args.servers[home], &context.start_link).await {
                Ok(made) => made,
                Err(kind) => {
                    totals.error(kind);
                    shift += 1;
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            };
        let mut seats = [
            Seat {
                side: Side::South,
                token: south_token,
                home,
                connection: None,
            },
            Seat {
                side: Side::North,
                token: north_token,
                home: (home + 1) % servers,
                connection: None,
            },
        ];
        let mut game = link::decode(&context.start_link)
            .game
            .expect("the start link is the engine's own");
        let mut joined = true;
        for seat in seats.iter_mut() {
            if let Err(failure) = connect(&context, &id, seat).await {
                count_failure(totals, &failure);
                totals.games_given_up.fetch_add(1, Ordering::Relaxed);
                joined = false;
                break;
            }
        }
        drop(permit);
        if !joined {
            continue;
        }
        if first {
            totals.ready.fetch_add(1, Ordering::Relaxed);
            first = false;
        }
        let mut resend: Option<Move> = None;
        while game.outcome().is_none() {
            if keep_alive(&mut seats, chooser.pause(context.args.pace_ms))
                .await
                .is_err()
            {
                count_failure(totals, &Failure::Lost);
                if resume(&context, &id, &mut seats, &mut game, None)
                    .await
                    .is_err()
                {
                    totals.games_given_up.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                continue;
            }
            if totals.stop.load(Ordering::Relaxed) {
                return;
            }
            let mv = resend.take().unwrap_or_else(|| chooser.pick(&game));
            let ply = game.ply();
            let mover = game.position().to_move();
            debug_assert_eq!(seats[side_index(mover)].side, mover);
            match exchange(&context, &mut seats, mover, ply, mv).await {
                Ok(latency) => {
                    game.play(&mv).expect("a legal move");
                    if totals.measuring.load(Ordering::Relaxed) {
                        totals.moves.fetch_add(1, Ordering::Relaxed);
                        let micros = latency.as_micros().min(u32::MAX as u128) as u32;
                        if let Ok(mut latencies) = totals.latencies.lock() {
                            latencies.push(micros);
                        }
                    }
                }
                // The store away: nothing was changed; the same move is
                // sent again at the same ply, as the page does.
                Err(Failure::Refused(code)) if code == "store" => {
                    totals.store_refusals.fetch_add(1, Ordering::Relaxed);
                    resend = Some(mv);
                }
                Err(failure) => {
                    count_failure(totals, &failure);
                    if totals.stop.load(Ordering::Relaxed) {
                        return;
                    }
                    if let Err(failure) =
                        resume(&context, &id, &mut seats, &mut game, Some(mv)).await
                    {
                        if !matches!(failure, Failure::Mismatch) {
                            count_failure(totals, &failure);
                        }
                        totals.games_given_up.fetch_add(1, Ordering::Relaxed);
                        break;
                    }
                }
            }
        }
        if game.outcome().is_some() {
            totals.finished.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// A socket that never joins a game: opened (at most `--opening` at once),
/// then read until the server closes it.
async fn silent(context: Arc<Context>) {
    let totals = &context.totals;
    let permit = context.opening.acquire().await.ok();
    let opened = tokio::time::timeout(
        context.args.patience,
        open(&context, context.args.servers[0]),
    )
    .await;
    drop(permit);
    let mut connection = match opened {
        Ok(Ok(connection)) => connection,
        Ok(Err(error)) => return totals.error(format!("silent-open: {error}")),
        Err(_) => return totals.error("silent-open-timeout"),
    };
    totals.silent_opened.fetch_add(1, Ordering::Relaxed);
    let began = Instant::now();
    let how = loop {
        match connection.socket.next().await {
            Some(Ok(Message::Close(frame))) => {
                break frame.map_or("close-without-code".to_string(), |frame| {
                    u16::from(frame.code).to_string()
                })
            }
            Some(Ok(_)) => {}
            Some(Err(_)) | None => break "dropped".to_string(),
        }
    };
    let millis = began.elapsed().as_millis().min(u32::MAX as u128) as u32;
    if let Ok(mut closes) = totals.silent_closes.lock() {
        *closes.entry(how).or_insert(0) += 1;
    }
    if let Ok(mut times) = totals.silent_close_ms.lock() {
        times.push(millis);
    }
}

/// A process's resident memory in kB (VmRSS), if it can be read.
fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn rss_all(pids: &[u32]) -> Vec<Option<u64>> {
    pids.iter().map(|&pid| rss_kb(pid)).collect()
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_default()
}

fn percentile(sorted: &[u32], percent: usize) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let at = (sorted.len() * percent / 100).min(sorted.len() - 1);
    f64::from(sorted[at]) / 1000.0
}

fn progress(context: &Context, began: Instant) {
    let totals = &context.totals;
    println!(
        "t={:.0}s ready={} connections={} moves={} reconnects={} errors={} {:?} load={}",
        began.elapsed().as_secs_f64(),
        totals.ready.load(Ordering::Relaxed),
        totals.connections.load(Ordering::Relaxed),
        totals.moves.load(Ordering::Relaxed),
        totals.reconnects.load(Ordering::Relaxed),
        totals.error_count(),
        totals.errors.lock().map(|e| e.clone()).unwrap_or_default(),
        load_average(),
    );
}

#[tokio::main]
async fn main() {
    let args = match parse_args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("{message}");
            std::process::exit(2);
        }
    };
    let start_link = link::encode(
        &Game::new(Variant::Hus, Options::default()).expect("Hus's standard game"),
        Play::Look,
    )
    .expect("a start link");
    let rss_before = rss_all(&args.pids);
    let games = args.games;
    let seconds = args.seconds;
    let context = Arc::new(Context {
        opening: Semaphore::new(args.opening),
        args,
        totals: Totals::default(),
        start_link,
        next_source: AtomicU64::new(0),
    });
    println!(
        "games={games} servers={:?} pace_ms={} seconds={seconds} load={}",
        context.args.servers,
        context.args.pace_ms,
        load_average()
    );
    let began = Instant::now();
    let mut tasks = Vec::with_capacity(games + context.args.silent);
    for _ in 0..context.args.silent {
        tasks.push(tokio::spawn(silent(Arc::clone(&context))));
    }
    for index in 0..games {
        let chooser = Chooser(context.args.seed.wrapping_add(index as u64 * 7919));
        tasks.push(tokio::spawn(play(Arc::clone(&context), index, chooser)));
    }
    let totals = &context.totals;
    let mut last = Instant::now();
    while totals.ready.load(Ordering::Relaxed) < games {
        tokio::time::sleep(Duration::from_millis(200)).await;
        if last.elapsed() >= Duration::from_secs(10) {
            progress(&context, began);
            last = Instant::now();
        }
    }
    let opened_in = began.elapsed();
    let rss_ready = rss_all(&context.args.pids);
    println!(
        "all {games} games made and joined in {:.1}s; measuring for {seconds}s",
        opened_in.as_secs_f64()
    );
    totals.measuring.store(true, Ordering::Relaxed);
    let measured_from = Instant::now();
    let load_at_start = load_average();
    while measured_from.elapsed() < Duration::from_secs(seconds) {
        tokio::time::sleep(Duration::from_secs(1)).await;
        if last.elapsed() >= Duration::from_secs(10) {
            progress(&context, began);
            last = Instant::now();
        }
    }
    totals.measuring.store(false, Ordering::Relaxed);
    let measured = measured_from.elapsed().as_secs_f64();
    let load_at_end = load_average();
    let connections = totals.connections.load(Ordering::Relaxed);
    let rss_after = rss_all(&context.args.pids);
    totals.stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.abort();
    }

    let mut latencies = totals
        .latencies
        .lock()
        .map(|l| l.clone())
        .unwrap_or_default();
    latencies.sort_unstable();
    let moves = totals.moves.load(Ordering::Relaxed);
    println!("--- report ---");
    println!("games {games}, servers {}", context.args.servers.len());
    println!("setup {:.1} s", opened_in.as_secs_f64());
    println!("connections at the end {connections}");
    println!(
        "moves {moves} in {measured:.1} s = {:.1} moves/s",
        moves as f64 / measured
    );
    println!(
        "latency (move sent -> opponent's receipt) ms: p50 {:.2}  p99 {:.2}  max {:.2}",
        percentile(&latencies, 50),
        percentile(&latencies, 99),
        latencies
            .last()
            .map_or(f64::NAN, |&m| f64::from(m) / 1000.0)
    );
    println!(
        "games finished {}, reconnects {}, verified {}, mismatches {}; \
         games resumed with the move on its way kept {}, not kept (moved again at that ply) {}",
        totals.finished.load(Ordering::Relaxed),
        totals.reconnects.load(Ordering::Relaxed),
        totals.verified.load(Ordering::Relaxed),
        totals.mismatches.load(Ordering::Relaxed),
        totals.pending_kept.load(Ordering::Relaxed),
        totals.pending_resent.load(Ordering::Relaxed)
    );
    println!(
        "moves and joins refused with `store` and sent again {}; games given up {}",
        totals.store_refusals.load(Ordering::Relaxed),
        totals.games_given_up.load(Ordering::Relaxed)
    );
    if context.args.silent > 0 {
        let closes = totals
            .silent_closes
            .lock()
            .map(|c| c.clone())
            .unwrap_or_default();
        let mut times = totals
            .silent_close_ms
            .lock()
            .map(|t| t.clone())
            .unwrap_or_default();
        times.sort_unstable();
        let closed: u64 = closes.values().sum();
        let opened = totals.silent_opened.load(Ordering::Relaxed);
        println!(
            "silent sockets: asked {}, opened {opened}, closed by the server {closed} {closes:?}, \
             still open {}; opened to closed ms: p50 {:.0} max {:.0}",
            context.args.silent,
            opened - closed,
            percentile(&times, 50) * 1000.0,
            times.last().map_or(f64::NAN, |&m| f64::from(m))
        );
    }
    let errors = totals.errors.lock().map(|e| e.clone()).unwrap_or_default();
    println!("errors {} {errors:?}", totals.error_count());
    println!("load average: at start {load_at_start}, at end {load_at_end}");
    for (at, pid) in context.args.pids.iter().enumerate() {
        let kb = |v: &Vec<Option<u64>>| v[at].map_or(-1, |kb| kb as i64);
        let (before, ready, after) = (kb(&rss_before), kb(&rss_ready), kb(&rss_after));
        println!(
            "server pid {pid}: VmRSS kB before {before}, all games open {ready}, after {after}; \
             per game {:.1} kB (after - before) / games",
            (after - before) as f64 / games as f64
        );
    }
}
