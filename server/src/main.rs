//! `mancala-server`: the site and its live games on one origin
//! (docs/LIVE.md, "Server flags").

use std::path::PathBuf;

use axum::http::HeaderName;
use mancala_cli::{Flags, Given, Request};
use mancala_server::{start, Config, StoreChoice};
use tokio::net::TcpListener;

const HOST: &str = "127.0.0.1";
const DEFAULT_PORT: u16 = 8000;
/// Without an explicit port, a busy 8000 moves on.
const PORTS_TRIED_AFTER_DEFAULT: u16 = 20;
/// How long a stopping server waits for its sockets to go.
const SHUTDOWN_PATIENCE: std::time::Duration = std::time::Duration::from_secs(10);
const USAGE: &str = "usage: mancala-server [--port N] [--host ADDR] [--root DIR] [--data FILE]
                      [--redis URL] [--allow-origin ORIGIN]... [--abandon-secs N]
                      [--games-per-minute N] [--client-address-header NAME]
                      [--join-secs N] [--idle-secs N] [--sockets N]
                      [--sockets-per-address N] [--address-burst N]
                      [--address-per-second N] [--watchers-per-game N]
                      [--max-events N] [--invitation-hours N] [--finished-days N]
                      [--no-live]
  --port N          (or PORT=N) default 8000 or the next free port; 0 = any free port
  --host ADDR       the address to listen on (default 127.0.0.1)
  --root DIR        the site's files (default: this repository)
  --data FILE       the embedded store (default: live-games.redb)
  --redis URL       keep the games in Redis instead (redis://HOST:PORT)
  --allow-origin O  another origin whose pages may play (repeatable)
  --abandon-secs N  how long a player may be away before losing (default 120)
  --games-per-minute N
                    new live games one address may make in a minute (default 20)
  --client-address-header NAME
                    behind a reverse proxy: the header in which it names the
                    player's address (such as X-Real-IP), for the limits
                    per address
  --join-secs N     a socket that has not joined a game by then is closed (10)
  --idle-secs N     a socket silent this long is closed (60; pages ping every 25)
  --sockets N       sockets the server holds at once (15000)
  --sockets-per-address N
                    sockets one address holds at once (50)
  --address-burst N, --address-per-second N
                    one address's messages over all its sockets: a burst of
                    N, refilled at N a second (60, 20)
  --watchers-per-game N
                    watchers one game takes on this server (500)
  --max-events N    events a game may hold; past them it can only be
                    resigned (10000)
  --invitation-hours N
                    a game whose players have not both come is removed
                    after N hours (24)
  --finished-days N a finished game is removed after N days (7)
  --no-live         serve the site only, as a static host does: no live play
                    is offered (www/live/status.json is the file, {\"live\": 0})";

/// The flags, each with a value (`--allow-origin` may be repeated).
const FLAGS: Flags = Flags {
    values: &[
        "--port",
        "--host",
        "--root",
        "--data",
        "--redis",
        "--allow-origin",
        "--abandon-secs",
        "--games-per-minute",
        "--client-address-header",
        "--join-secs",
        "--idle-secs",
        "--sockets",
        "--sockets-per-address",
        "--address-burst",
        "--address-per-second",
        "--watchers-per-game",
        "--max-events",
        "--invitation-hours",
        "--finished-days",
    ],
    switches: &["--no-live"],
};

struct Options {
    port: u16,
    explicit_port: bool,
    host: String,
    config: Config,
}

/// A flag's whole number above 0.
fn count<T: std::str::FromStr + PartialOrd + Default>(text: &str, flag: &str) -> Result<T, String> {
    text.parse::<T>()
        .ok()
        .filter(|count| *count > T::default())
        .ok_or_else(|| format!("{flag} takes a whole number above 0, not {text:?}"))
}

fn parse_port(text: &str) -> Result<u16, String> {
    text.parse::<u16>()
        .map_err(|_| format!("the port must be a whole number from 0 to 65535, not {text:?}"))
}

fn options(given: &Given) -> Result<Options, String> {
    if let Some(extra) = given.positionals.first() {
        return Err(format!(
            "unexpected argument {extra:?}; `mancala-server --help` lists the flags"
        ));
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut config = Config::new(
        root,
        StoreChoice::Embedded(PathBuf::from("live-games.redb")),
    );
    config.live = !given.switch("--no-live");
    let mut port = None;
    let mut host = HOST.to_string();
    for (flag, text) in &given.values {
        let text = text.as_str();
        match flag.as_str() {
            "--port" => port = Some(parse_port(text)?),
            "--host" => host = text.to_string(),
            "--root" => config.root = PathBuf::from(text),
            "--data" => config.store = StoreChoice::Embedded(text.into()),
            "--redis" => config.store = StoreChoice::Redis(text.into()),
            "--allow-origin" => config.allowed_origins.push(text.to_string()),
            "--abandon-secs" => {
                let seconds: u64 = text
                    .parse()
                    .map_err(|_| format!("--abandon-secs takes whole seconds, not {text:?}"))?;
                config.abandon_ms = seconds.saturating_mul(1000);
            }
            "--games-per-minute" => {
                config.games_per_minute =
                    text.parse()
                        .ok()
                        .filter(|count| *count > 0)
                        .ok_or_else(|| {
                            format!("--games-per-minute takes a whole number above 0, not {text:?}")
                        })?;
            }
            "--join-secs" => {
                let seconds: u64 = count(text, flag)?;
                config.join_deadline_ms = seconds.saturating_mul(1000);
            }
            "--idle-secs" => {
                let seconds: u64 = count(text, flag)?;
                config.idle_ms = seconds.saturating_mul(1000);
            }
            "--sockets" => config.sockets.total = count(text, flag)?,
            "--sockets-per-address" => {
                config.sockets.per_address = count(text, flag)?;
            }
            "--address-burst" => config.sockets.burst = count(text, flag)?,
            "--address-per-second" => {
                config.sockets.per_second = count(text, flag)?;
            }
            "--watchers-per-game" => {
                config.watchers_per_game = count(text, flag)?;
            }
            "--invitation-hours" => {
                let hours: u64 = count(text, flag)?;
                config.invitation_ms = hours.saturating_mul(60 * 60 * 1000);
            }
            "--finished-days" => {
                let days: u64 = count(text, flag)?;
                config.finished_ms = days.saturating_mul(24 * 60 * 60 * 1000);
            }
            "--max-events" => config.max_events = count(text, flag)?,
            "--client-address-header" => {
                let name = HeaderName::from_bytes(text.as_bytes()).map_err(|_| {
                    format!("--client-address-header takes a header's name, not {text:?}")
                })?;
                config.client_address_header = Some(name);
            }
            // FLAGS lists what `mancala_cli::parse` lets through.
            other => return Err(format!("unknown flag {other}")),
        }
    }
    if port.is_none() {
        if let Ok(text) = std::env::var("PORT") {
            if !text.is_empty() {
                port = Some(parse_port(&text)?);
            }
        }
    }
    Ok(Options {
        port: port.unwrap_or(DEFAULT_PORT),
        explicit_port: port.is_some(),
        host,
        config,
    })
}

async fn listen(host: &str, port: u16, try_next: bool) -> Result<TcpListener, String> {
    let last = if try_next {
        port.saturating_add(PORTS_TRIED_AFTER_DEFAULT)
    } else {
        port
    };
    let mut candidate = port;
    loop {
        match TcpListener::bind((host, candidate)).await {
            Ok(listener) => return Ok(listener),
            Err(error) if error.kind() == std::io::ErrorKind::AddrInUse && candidate < last => {
                candidate += 1;
            }
            Err(error) if error.kind() == std::io::ErrorKind::AddrInUse => {
                let range = if candidate == port {
                    format!("port {port} is")
                } else {
                    format!("ports {port} to {candidate} are")
                };
                return Err(format!(
                    "{range} already in use on {host}; choose another with --port N or PORT=N"
                ));
            }
            Err(error) => return Err(error.to_string()),
        }
    }
}

async fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let given = match mancala_cli::parse(&args, FLAGS)? {
        Request::Help => {
            println!("{USAGE}");
            return Ok(());
        }
        Request::Run(given) => given,
    };
    let Options {
        port,
        explicit_port,
        host,
        config,
    } = options(&given)?;
    let root = config.root.canonicalize().unwrap_or(config.root.clone());
    let store = match &config.store {
        StoreChoice::Embedded(path) => format!("games in {}", path.display()),
        StoreChoice::Redis(url) => format!("games in Redis at {url}"),
    };
    let listener = listen(&host, port, !explicit_port).await?;
    let running = start(config, listener).await?;
    let shown_host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    println!(
        "Serving {} at http://{shown_host}:{}/  ({store}; Ctrl-C stops)",
        root.display(),
        running.addr.port()
    );
    let mut terminate = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        .map_err(|e| e.to_string())?;
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = terminate.recv() => {}
    }
    // Every socket told to reconnect (1012) after what it sent is kept.
    running.shutdown(SHUTDOWN_PATIENCE).await;
    Ok(())
}

#[tokio::main]
async fn main() {
    if let Err(error) = run().await {
        eprintln!("mancala-server: {error}");
        std::process::exit(1);
    }
}
