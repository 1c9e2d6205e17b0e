//! `mancala-churn`: the live server under churn on a simulated clock
//! (docs/lab/live-load.md, "A simulated day of invitations and a month of
//! finished games"). It starts `mancala-server` in this process on a fresh
//! embedded store, with a clock it moves by hand and the defaults of
//! docs/LIVE.md (but for the new games a minute from one address: every
//! game here comes from 127.0.0.1), and drives it over HTTP and WebSockets
//! as players' pages do:
//!
//! - every simulated minute, `--invitations-per-minute` games are made
//!   (`POST /live/games`) that nobody joins;
//! - spread over every simulated hour, `--finished-per-hour` games are made,
//!   joined by both players, moved once a side and resigned.
//!
//! After each simulated hour it removes what is due (`Hub::purge`: the
//! server does it itself once a minute of real time, which a simulated hour
//! does not wait for) and reports the games in memory, the process's VmRSS,
//! the store's file and rows. After each simulated day it checks what a link
//! answers (docs/LIVE.md, "Retention"): a removed game `expired`, a game
//! within its time opens, an ID removed over 30 days ago `no-game`. At the
//! end it compares the last day's figures with the day before's.
//!
//! A measurement, not a test: what it reports (memory, bytes, games made a
//! second) depends on the machine, and a day of a thousand invitations a
//! minute takes many minutes of real time.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use mancala::link::{self, Play};
use mancala::{Game, Options, Player as Side, Variant};
use mancala_server::clock::{Clock, ManualClock};
use mancala_server::store::TOMBSTONE_MS;
use mancala_server::{Config, Running, StoreChoice};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

const USAGE: &str = "usage: mancala-churn [--days D] [--invitations-per-minute N]
                     [--finished-per-hour N] [--connections N] [--data FILE]
  --days                    simulated days (default 2)
  --invitations-per-minute  games made each simulated minute that nobody
                            joins (default 1000)
  --finished-per-hour       games made each simulated hour, joined by both
                            players, moved once a side and resigned (default
                            50; over 120, some are refused: a tenth of them
                            at once, from one address, passes its limits of
                            50 sockets and 60 messages at once)
  --connections             HTTP connections the invitations are made on at
                            once (default 16)
  --data                    the store's file, which must not exist yet
                            (default: a scratch file, removed at the end)";

const MINUTE: u64 = 60_000;
const HOUR: u64 = 60 * MINUTE;
const DAY: u64 = 24 * HOUR;
/// The simulated clock's start: any fixed time would do.
const START_MS: u64 = 1_767_225_600_000;
/// How long, in real time, an answer is waited for.
const PATIENCE: Duration = Duration::from_secs(30);
/// The finished games of an hour are played in this many groups, one every
/// few simulated minutes, the games of a group at once: one at a time, a
/// month of them would take a long time for their synced commits alone.
const GROUPS_AN_HOUR: u64 = 10;

struct Args {
    days: u64,
    invitations_per_minute: u64,
    finished_per_hour: u64,
    connections: usize,
    data: Option<PathBuf>,
}

fn parse_args() -> Result<Args, String> {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let mut args = Args {
        days: 2,
        invitations_per_minute: 1000,
        finished_per_hour: 50,
        connections: 16,
        data: None,
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
            "--days" => args.days = number()?.max(1),
            "--invitations-per-minute" => args.invitations_per_minute = number()?,
            "--finished-per-hour" => args.finished_per_hour = number()?,
            "--connections" => args.connections = (number()? as usize).max(1),
            "--data" => args.data = Some(PathBuf::from(value)),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
        index += 2;
    }
    Ok(args)
}

/// A game's ID and seat tokens, as `POST /live/games` answers.
struct Made {
    id: String,
    south: String,
    north: String,
}

/// One keep-alive HTTP connection that makes games: a connection a request
/// would run the loopback out of ports at thousands of games a second.
struct Http {
    addr: SocketAddr,
    stream: Option<BufReader<TcpStream>>,
}

/// What one connection made in a simulated minute.
#[derive(Default)]
struct Batch {
    first: Option<Made>,
    made: u64,
    errors: Vec<String>,
}

impl Http {
    fn new(addr: SocketAddr) -> Http {
        Http { addr, stream: None }
    }

    async fn make(&mut self, count: u64, body: &str) -> Batch {
        let mut batch = Batch::default();
        for _ in 0..count {
            match self.create(body).await {
                Ok(made) => {
                    batch.made += 1;
                    batch.first.get_or_insert(made);
                }
                Err(kind) => batch.errors.push(kind),
            }
        }
        batch
    }

    /// `POST /live/games`; a failed request leaves the connection unusable,
    /// so the next one opens another.
    async fn create(&mut self, body: &str) -> Result<Made, String> {
        if self.stream.is_none() {
            let stream = TcpStream::connect(self.addr)
                .await
                .map_err(|e| format!("connect: {e}"))?;
            self.stream = Some(BufReader::new(stream));
        }
        let answer = self.exchange(body).await;
        if answer.is_err() {
            self.stream = None;
        }
        answer
    }

    async fn exchange(&mut self, body: &str) -> Result<Made, String> {
        let addr = self.addr;
        let stream = self.stream.as_mut().ok_or("no connection")?;
        // The server's own origin, as the site's page sends it.
        let request = format!(
            "POST /live/games HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        let io = |e: std::io::Error| format!("http: {e}");
        stream
            .get_mut()
            .write_all(request.as_bytes())
            .await
            .map_err(io)?;
        let mut line = String::new();
        stream.read_line(&mut line).await.map_err(io)?;
        let status = line.split(' ').nth(1).unwrap_or("").to_string();
        let mut length = None;
        loop {
            line.clear();
            if stream.read_line(&mut line).await.map_err(io)? == 0 {
                return Err("http: closed".into());
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse::<usize>().ok();
                }
            }
        }
        let mut text = vec![0; length.ok_or("http: no content-length")?];
        stream.read_exact(&mut text).await.map_err(io)?;
        let answer: Value = serde_json::from_slice(&text).map_err(|_| format!("http-{status}"))?;
        if status != "201" {
            let code = answer["error"]["code"].as_str().unwrap_or(&status);
            return Err(format!("create-{code}"));
        }
        let field = |value: &Value| value.as_str().map(String::from).ok_or("create-answer");
        Ok(Made {
            id: field(&answer["game"])?,
            south: field(&answer["seats"]["south"])?,
            north: field(&answer["seats"]["north"])?,
        })
    }
}

type Socket = WebSocketStream<TcpStream>;

async fn open_socket(addr: SocketAddr) -> Result<Socket, String> {
    let mut request = format!("ws://{addr}/live/socket")
        .into_client_request()
        .map_err(|e| e.to_string())?;
    request.headers_mut().insert(
        "Origin",
        HeaderValue::from_str(&format!("http://{addr}")).map_err(|e| e.to_string())?,
    );
    let stream = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let (socket, _) = tokio_tungstenite::client_async(request, stream)
        .await
        .map_err(|e| format!("socket: {e}"))?;
    Ok(socket)
}

async fn send(socket: &mut Socket, message: Value) -> Result<(), String> {
    socket
        .send(Message::text(message.to_string()))
        .await
        .map_err(|e| format!("send: {e}"))
}

/// The next message of type `t`, or of an `error`; the others are skipped.
async fn reply(socket: &mut Socket, t: &str) -> Result<Value, String> {
    loop {
        let frame = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .map_err(|_| format!("no {t} in time"))?;
        let text = match frame {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Close(_))) | None => return Err(format!("closed before {t}")),
            Some(Err(error)) => return Err(format!("socket: {error}")),
            Some(Ok(_)) => continue,
        };
        let message: Value =
            serde_json::from_str(&text).map_err(|_| "an unreadable message".to_string())?;
        if message["t"] == t || message["t"] == "error" {
            return Ok(message);
        }
    }
}

/// The next message of type `t`; an `error` fails with its code.
async fn expect(socket: &mut Socket, t: &str) -> Result<Value, String> {
    let message = reply(socket, t).await?;
    if message["t"] == "error" {
        return Err(format!(
            "refused-{}",
            message["code"].as_str().unwrap_or("?")
        ));
    }
    Ok(message)
}

/// A socket joined to a game, with the server's first answer (`state` or
/// `error`).
async fn join(
    addr: SocketAddr,
    game: &str,
    token: Option<&str>,
) -> Result<(Socket, Value), String> {
    let mut socket = open_socket(addr).await?;
    send(
        &mut socket,
        json!({"t": "join", "game": game, "token": token}),
    )
    .await?;
    let first = reply(&mut socket, "state").await?;
    Ok((socket, first))
}

/// Closes a socket and waits for the server's answer, so that the server
/// has let it go (and the game, if nobody else is on it) before the figures.
async fn close(mut socket: Socket) {
    let _ = socket.close(None).await;
    let _ = tokio::time::timeout(PATIENCE, async {
        while let Some(Ok(_)) = socket.next().await {}
    })
    .await;
}

/// A game made, joined by both players, moved once a side and resigned by
/// South; its ID.
async fn play_finished(addr: SocketAddr, body: Arc<str>) -> Result<String, String> {
    let made = Http::new(addr).create(&body).await?;
    let (mut south, state) = join(addr, &made.id, Some(&made.south)).await?;
    if state["t"] != "state" {
        return Err(format!("join-{}", state["code"].as_str().unwrap_or("?")));
    }
    let (mut north, state) = join(addr, &made.id, Some(&made.north)).await?;
    if state["t"] != "state" {
        return Err(format!("join-{}", state["code"].as_str().unwrap_or("?")));
    }
    let mut game = Game::new(Variant::Hus, Options::default()).map_err(|e| format!("{e:?}"))?;
    for _ in 0..2 {
        let mv = *game.legal_moves().first().ok_or("no legal move")?;
        let ply = game.ply();
        let (mover, other) = match game.position().to_move() {
            Side::South => (&mut south, &mut north),
            Side::North => (&mut north, &mut south),
        };
        send(mover, json!({"t": "move", "ply": ply, "move": mv})).await?;
        for socket in [mover, other] {
            while expect(socket, "moved").await?["ply"] != ply {}
        }
        game.play(&mv).map_err(|e| format!("{e:?}"))?;
    }
    send(&mut south, json!({"t": "resign"})).await?;
    expect(&mut south, "over").await?;
    expect(&mut north, "over").await?;
    close(south).await;
    close(north).await;
    Ok(made.id)
}

/// The process's resident memory in kB (VmRSS): the server's, and this
/// program's few sockets and samples.
fn rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// One invitation a simulated hour, kept to check what its link answers.
struct Invitation {
    made: u64,
    id: String,
    token: String,
}

struct Finished {
    ended: u64,
    id: String,
}

#[derive(Clone, Copy)]
struct Figures {
    held: u64,
    rss_kb: u64,
    file_bytes: u64,
    /// Games, events and removed IDs in the store.
    rows: Option<[u64; 3]>,
}

struct Churn {
    args: Args,
    addr: SocketAddr,
    running: Running,
    clock: Arc<ManualClock>,
    path: PathBuf,
    invitation_ms: u64,
    finished_ms: u64,
    /// `POST /live/games`'s body: Hus's standard start.
    body: Arc<str>,
    connections: Vec<Http>,
    invitations: Vec<Invitation>,
    finished: Vec<Finished>,
    invited: u64,
    finished_count: u64,
    errors: BTreeMap<String, u64>,
    checks_passed: u64,
    checks_failed: u64,
    /// The figures at the end of each simulated day.
    daily: Vec<Figures>,
    began: Instant,
}

fn megabytes(bytes: u64) -> f64 {
    bytes as f64 / 1_000_000.0
}

/// Simulated time since the start, as days and hours.
fn simulated(ms: u64) -> String {
    let since = ms - START_MS;
    format!("{} d {:02} h", since / DAY, since % DAY / HOUR)
}

impl Churn {
    fn error(&mut self, kind: impl Into<String>) {
        *self.errors.entry(kind.into()).or_insert(0) += 1;
    }

    fn figures(&self) -> Figures {
        Figures {
            held: self.running.hub.games_held() as u64,
            rss_kb: rss_kb().unwrap_or(0),
            file_bytes: std::fs::metadata(&self.path).map_or(0, |m| m.len()),
            rows: self.running.hub.store().rows(),
        }
    }

    async fn run(&mut self) {
        let minutes = self.args.days * 24 * 60;
        let per_hour = self.args.finished_per_hour;
        let mut hour_began = Instant::now();
        let mut made_in_hour = 0;
        for minute in 0..minutes {
            let invited = self.invite(minute % 60 == 0).await;
            made_in_hour += invited;
            // The hour's finished games, in groups spread over the hour.
            let in_hour = minute % 60;
            if in_hour % (60 / GROUPS_AN_HOUR) == 0 {
                let group = in_hour / (60 / GROUPS_AN_HOUR);
                let games =
                    (group + 1) * per_hour / GROUPS_AN_HOUR - group * per_hour / GROUPS_AN_HOUR;
                made_in_hour += self.play_group(games).await;
            }
            self.clock.advance(MINUTE);
            if (minute + 1) % 60 == 0 {
                self.end_of_hour(hour_began, made_in_hour).await;
                hour_began = Instant::now();
                made_in_hour = 0;
            }
            if (minute + 1) % (24 * 60) == 0 {
                self.check_links().await;
                let figures = self.figures();
                self.daily.push(figures);
            }
        }
    }

    /// The minute's invitations, made on every connection at once; the
    /// first one kept when `sample`. How many were made.
    async fn invite(&mut self, sample: bool) -> u64 {
        let count = self.args.invitations_per_minute;
        let now = self.clock.now_ms();
        let connections = std::mem::take(&mut self.connections);
        let share = connections.len() as u64;
        let tasks: Vec<_> = connections
            .into_iter()
            .enumerate()
            .map(|(index, mut connection)| {
                let mine = count / share + u64::from((index as u64) < count % share);
                let body = Arc::clone(&self.body);
                tokio::spawn(async move {
                    let batch = connection.make(mine, &body).await;
                    (connection, batch)
                })
            })
            .collect();
        let mut made = 0;
        for task in tasks {
            let (connection, batch) = task.await.expect("an invitation task");
            self.connections.push(connection);
            made += batch.made;
            for kind in batch.errors {
                self.error(kind);
            }
            if let (true, Some(first)) = (sample, batch.first) {
                if self.invitations.last().is_none_or(|last| last.made < now) {
                    self.invitations.push(Invitation {
                        made: now,
                        id: first.id,
                        token: first.south,
                    });
                }
            }
        }
        self.invited += made;
        made
    }

    /// `count` finished games played at once; how many were.
    async fn play_group(&mut self, count: u64) -> u64 {
        let tasks: Vec<_> = (0..count)
            .map(|_| tokio::spawn(play_finished(self.addr, Arc::clone(&self.body))))
            .collect();
        let mut played = 0;
        for task in tasks {
            match task.await.expect("a finished game's task") {
                Ok(id) => {
                    self.finished.push(Finished {
                        ended: self.clock.now_ms(),
                        id,
                    });
                    played += 1;
                }
                Err(kind) => self.error(kind),
            }
        }
        self.finished_count += played;
        played
    }

    async fn end_of_hour(&mut self, hour_began: Instant, made_in_hour: u64) {
        let purge_began = Instant::now();
        let purged = match self.running.hub.purge().await {
            Ok(purged) => purged,
            Err(error) => {
                self.error(format!("purge: {error}"));
                0
            }
        };
        let purge_seconds = purge_began.elapsed().as_secs_f64();
        let figures = self.figures();
        let real = hour_began.elapsed().as_secs_f64();
        let rows = figures
            .rows
            .map_or("-".to_string(), |[games, events, gone]| {
                format!("games {games} events {events} removed-IDs {gone}")
            });
        println!(
            "{}: made {} invitations, {} finished; held {}; VmRSS {:.1} MB; file {:.1} MB; \
             rows {rows}; purged {purged} in {purge_seconds:.1} s; \
             real {real:.1} s, {:.0} games made a second; errors {}",
            simulated(self.clock.now_ms()),
            self.invited,
            self.finished_count,
            figures.held,
            figures.rss_kb as f64 / 1000.0,
            megabytes(figures.file_bytes),
            made_in_hour as f64 / real,
            self.errors.values().sum::<u64>(),
        );
    }

    /// What links answer at the end of a simulated day, right after the
    /// purge: the strictest cases, each game nearest its time's end.
    async fn check_links(&mut self) {
        let now = self.clock.now_ms();
        let mut checks: Vec<(String, String, Option<String>, &str)> = Vec::new();
        let (invitation_ms, finished_ms) = (self.invitation_ms, self.finished_ms);
        let hours = |ms: u64| (now - ms) / HOUR;
        // Removed at the purge at `made + invitation_ms` (an hour's start).
        if let Some(gone) = self
            .invitations
            .iter()
            .rev()
            .find(|i| i.made + invitation_ms <= now)
        {
            checks.push((
                format!("an invitation made {} h ago", hours(gone.made)),
                gone.id.clone(),
                Some(gone.token.clone()),
                "expired",
            ));
        }
        if let Some(kept) = self
            .invitations
            .iter()
            .find(|i| i.made + invitation_ms > now)
        {
            checks.push((
                format!("an invitation made {} h ago", hours(kept.made)),
                kept.id.clone(),
                Some(kept.token.clone()),
                "state",
            ));
        }
        if let Some(forgotten) = self
            .invitations
            .iter()
            .rev()
            .find(|i| i.made + invitation_ms + TOMBSTONE_MS < now)
        {
            checks.push((
                format!("an invitation made {} h ago", hours(forgotten.made)),
                forgotten.id.clone(),
                Some(forgotten.token.clone()),
                "no-game",
            ));
        }
        // Removed at the first hourly purge at or after `ended + finished_ms`.
        if let Some(gone) = self
            .finished
            .iter()
            .rev()
            .find(|f| f.ended + finished_ms <= now)
        {
            checks.push((
                format!("a game finished {} h ago", hours(gone.ended)),
                gone.id.clone(),
                None,
                "expired",
            ));
        }
        if let Some(kept) = self.finished.iter().find(|f| f.ended + finished_ms > now) {
            checks.push((
                format!(
                    "a game finished {} h ago, with its result",
                    hours(kept.ended)
                ),
                kept.id.clone(),
                None,
                "state",
            ));
        }
        if let Some(forgotten) = self
            .finished
            .iter()
            .rev()
            .find(|f| f.ended + finished_ms + HOUR + TOMBSTONE_MS < now)
        {
            checks.push((
                format!("a game finished {} h ago", hours(forgotten.ended)),
                forgotten.id.clone(),
                None,
                "no-game",
            ));
        }
        for (what, id, token, expected) in checks {
            let answer = match join(self.addr, &id, token.as_deref()).await {
                Ok((socket, answer)) => {
                    close(socket).await;
                    answer
                }
                Err(error) => json!({"t": "error", "code": error}),
            };
            let got = if answer["t"] == "state" {
                "state"
            } else {
                answer["code"].as_str().unwrap_or("?")
            };
            // A finished game's state carries its result.
            let passed = got == expected
                && (expected != "state" || token.is_some() || !answer["result"].is_null());
            let shown = if answer["t"] == "error" {
                format!("{got} ({})", answer["message"].as_str().unwrap_or(""))
            } else {
                got.to_string()
            };
            println!(
                "  check: {what}: {shown} — {}",
                if passed {
                    "as expected"
                } else {
                    "NOT AS EXPECTED"
                }
            );
            if passed {
                self.checks_passed += 1;
            } else {
                self.checks_failed += 1;
            }
        }
        // The samples no check will ask for again, let go so that this
        // program's part of the VmRSS stays flat too.
        let forgotten_by = |ms: u64| ms + HOUR + TOMBSTONE_MS + 2 * DAY;
        self.invitations
            .retain(|i| forgotten_by(i.made + invitation_ms) >= now);
        self.finished
            .retain(|f| forgotten_by(f.ended + finished_ms) >= now);
    }

    fn summary(&self) {
        let args = &self.args;
        let seconds = self.began.elapsed().as_secs_f64();
        println!("--- summary ---");
        println!(
            "simulated {} days: {} invitations ({} a minute), {} finished games ({} an hour)",
            args.days,
            self.invited,
            args.invitations_per_minute,
            self.finished_count,
            args.finished_per_hour
        );
        println!(
            "real time {seconds:.0} s, {:.0} games made a second; errors {} {:?}",
            (self.invited + self.finished_count) as f64 / seconds,
            self.errors.values().sum::<u64>(),
            self.errors
        );
        println!(
            "link checks: {} as expected, {} not",
            self.checks_passed, self.checks_failed
        );
        println!("end of day | held | VmRSS MB | file MB | games | events | removed IDs");
        for (day, figures) in self.daily.iter().enumerate() {
            let [games, events, gone] = figures.rows.unwrap_or_default();
            println!(
                "{} | {} | {:.1} | {:.1} | {games} | {events} | {gone}",
                day + 1,
                figures.held,
                figures.rss_kb as f64 / 1000.0,
                megabytes(figures.file_bytes)
            );
        }
        let days = self.daily.len();
        if days < 2 {
            println!("fewer than two simulated days: nothing to compare");
            return;
        }
        let (before, last) = (self.daily[days - 2], self.daily[days - 1]);
        // A comparison of day D with day D - 1 is past a window of W days
        // once D - 1 >= W: the rows hold the games still within their time
        // and the IDs removed within the last 30 days.
        let window_days = |ms: u64| ms.div_ceil(DAY);
        let kept_days = if args.finished_per_hour > 0 {
            window_days(self.finished_ms)
        } else {
            window_days(self.invitation_ms)
        };
        let rows_from = kept_days + 1;
        let ids_from = kept_days + window_days(TOMBSTONE_MS) + 1;
        let [games_before, events_before, ids_before] = before.rows.unwrap_or_default();
        let [games, events, ids] = last.rows.unwrap_or_default();
        // (figure, the day before, the last day, the growth taken as flat,
        // the first day whose comparison is past every window it depends on)
        let figures = [
            ("games in memory", before.held, last.held, 0.10, 2),
            ("VmRSS kB", before.rss_kb, last.rss_kb, 0.10, ids_from),
            (
                "file bytes",
                before.file_bytes,
                last.file_bytes,
                0.05,
                ids_from,
            ),
            ("rows: games", games_before, games, 0.01, rows_from),
            ("rows: events", events_before, events, 0.01, rows_from),
            ("rows: removed IDs", ids_before, ids, 0.01, ids_from),
        ];
        println!(
            "day {} against day {}: (flat = grown by at most the share shown, or 2)",
            days,
            days - 1
        );
        let mut past_windows_flat = true;
        for (name, before, after, share, from) in figures {
            let slack = ((before as f64 * share) as u64).max(2);
            let flat = after <= before + slack;
            let verdict = match (flat, days as u64 >= from) {
                (true, _) => "flat".to_string(),
                (false, true) => {
                    past_windows_flat = false;
                    "GREW".to_string()
                }
                (false, false) => {
                    format!("grew, as it may: flat only from day {from} on, past its windows")
                }
            };
            println!(
                "  {name}: {before} -> {after} ({:+.1} %, {:.0} % taken as flat): {verdict}",
                (after as f64 - before as f64) * 100.0 / (before as f64).max(1.0),
                share * 100.0
            );
        }
        println!(
            "flat past every window this run has passed: {}",
            if past_windows_flat { "yes" } else { "NO" }
        );
    }
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
    let (path, scratch) = match &args.data {
        Some(path) => (path.clone(), false),
        None => (
            std::env::temp_dir().join(format!("mancala-churn-{}.redb", std::process::id())),
            true,
        ),
    };
    if path.exists() {
        eprintln!(
            "{}: the file exists; the churn starts from a fresh store",
            path.display()
        );
        std::process::exit(2);
    }
    let clock = Arc::new(ManualClock::new(START_MS));
    let root = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut config = Config::new(root, StoreChoice::Embedded(path.clone()));
    config.clock = clock.clone();
    // Every game comes from this one address.
    config.games_per_minute = u32::MAX;
    let (invitation_ms, finished_ms) = (config.invitation_ms, config.finished_ms);
    let listener = match TcpListener::bind("127.0.0.1:0").await {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!("mancala-churn: {error}");
            std::process::exit(1);
        }
    };
    let running = match mancala_server::start(config, listener).await {
        Ok(running) => running,
        Err(error) => {
            eprintln!("mancala-churn: {error}");
            std::process::exit(1);
        }
    };
    let start = link::encode(
        &Game::new(Variant::Hus, Options::default()).expect("Hus's standard game"),
        Play::Look,
    )
    .expect("a start link");
    let body = json!({"start": start, "clock": null, "creator": "south"}).to_string();
    let addr = running.addr;
    println!(
        "mancala-churn: {} simulated days, {} invitations a minute, {} finished games an hour, \
         {} connections; invitations kept {} h, finished games {} h, removed IDs {} h",
        args.days,
        args.invitations_per_minute,
        args.finished_per_hour,
        args.connections,
        invitation_ms / HOUR,
        finished_ms / HOUR,
        TOMBSTONE_MS / HOUR
    );
    let mut churn = Churn {
        connections: (0..args.connections).map(|_| Http::new(addr)).collect(),
        args,
        addr,
        running,
        clock,
        path: path.clone(),
        invitation_ms,
        finished_ms,
        body: Arc::from(body),
        invitations: Vec::new(),
        finished: Vec::new(),
        invited: 0,
        finished_count: 0,
        errors: BTreeMap::new(),
        checks_passed: 0,
        checks_failed: 0,
        daily: Vec::new(),
        began: Instant::now(),
    };
    churn.run().await;
    churn.summary();
    if scratch {
        let _ = std::fs::remove_file(&path);
    }
    if churn.checks_failed > 0 {
        std::process::exit(1);
    }
}
