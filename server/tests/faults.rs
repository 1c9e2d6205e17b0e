//! Faults in the middle of many games (docs/lab/live-load.md measures the
//! same with 100 games): a server killed with SIGKILL and started again on
//! its file, and one of two instances on Redis killed. Every game is left
//! with a move on its way when the server dies; each player then joins
//! again, and the moves kept must be exactly those played, with the move on
//! its way at most once; then every game is played to its end.
//!
//! Nothing is timed: a move is waited for until it comes (support's long
//! patience only turns a hang into a failure).

mod support;

use std::net::SocketAddr;
use std::path::Path;
use std::process::Command;

use futures_util::future::join_all;
use mancala::{link, Game, Move, Variant};
use serde_json::{json, Value};
use support::*;

const GAMES: usize = 20;
/// Moves played and acknowledged in every game before the fault.
const MOVES_BEFORE: usize = 4;

/// One game and its two players' sockets.
struct Table {
    id: String,
    tokens: [String; 2],
    game: Game,
    chooser: Chooser,
    players: [Client; 2],
    /// The move sent just before the fault, not acknowledged.
    pending: Option<Move>,
}

fn mover_index(game: &Game) -> usize {
    usize::from(seat_of(game) == "north")
}

/// The next `moved` at `ply`, skipping others (presence, and a `moved` of
/// an earlier ply that a reconnected socket may still receive).
async fn moved_at(client: &mut Client, ply: usize) {
    loop {
        let message = client.next().await.expect("the socket stays open");
        if message["t"] == "moved" && message["ply"] == ply {
            return;
        }
        if message["t"] == "error" {
            assert_eq!(message["code"], "rate-limited", "{message}");
        }
    }
}

/// Plays one move and waits until both players have it. A refusal for the
/// rate limit (the server's defaults: a burst of 20, 5 a second) changed
/// nothing: the move is sent again a moment later.
async fn play_one(table: &mut Table) {
    let mv = table.chooser.pick(&table.game);
    let ply = table.game.ply();
    let mover = mover_index(&table.game);
    table.game.play(&mv).unwrap();
    let message = json!({"t": "move", "ply": ply, "move": mv});
    table.players[mover].send(message.clone()).await;
    loop {
        let answer = table.players[mover]
            .next()
            .await
            .expect("the socket stays open");
        if answer["t"] == "moved" && answer["ply"] == ply {
            break;
        }
        if answer["t"] == "error" {
            assert_eq!(answer["code"], "rate-limited", "{answer}");
            tokio::time::sleep(std::time::Duration::from_millis(500)).await;
            table.players[mover].send(message.clone()).await;
        }
    }
    moved_at(&mut table.players[1 - mover], ply).await;
}

/// A game made on `made_on`, South joined on `south_on`, North on
/// `north_on`, with `MOVES_BEFORE` moves played and one more sent.
async fn open_table(
    seed: u64,
    made_on: SocketAddr,
    south_on: SocketAddr,
    north_on: SocketAddr,
) -> Table {
    let (id, south_token, north_token) = create_hus(made_on, Value::Null).await;
    let mut south = Client::connect(south_on).await;
    let mut north = Client::connect(north_on).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    let mut table = Table {
        id,
        tokens: [south_token, north_token],
        game: link::decode(&start_link(Variant::Hus)).game.unwrap(),
        chooser: Chooser::new(seed),
        players: [south, north],
        pending: None,
    };
    for _ in 0..MOVES_BEFORE {
        play_one(&mut table).await;
    }
    assert!(table.game.outcome().is_none());
    let mv = table.chooser.pick(&table.game);
    let ply = table.game.ply();
    let mover = mover_index(&table.game);
    table.players[mover]
        .send(json!({"t": "move", "ply": ply, "move": mv}))
        .await;
    table.pending = Some(mv);
    table
}

/// After the fault: each player in `rejoin` (0 South, 1 North) opens a
/// socket to `addr` and joins; the moves kept are the moves played, and
/// the pending move once or not at all (the same for both players). The
/// pending move is then played, if it was not kept, and the game to its end.
async fn resume_and_finish(mut table: Table, rejoin: &[usize], addr: SocketAddr) {
    let played = moves_sent(&table.game);
    let pending = table.pending.take().unwrap();
    let mut kept_pending = None;
    for &seat in rejoin {
        let mut client = Client::connect(addr).await;
        let state = client.join(&table.id, Some(&table.tokens[seat])).await;
        let kept = moves_joined(&state);
        assert_eq!(&kept[..played.len()], &played[..], "game {}", table.id);
        let with_pending = match kept.len() - played.len() {
            0 => false,
            1 => {
                assert_eq!(kept[played.len()], json!(pending), "game {}", table.id);
                true
            }
            extra => panic!("game {}: {extra} moves more than were sent", table.id),
        };
        if let Some(before) = kept_pending {
            assert_eq!(before, with_pending, "both players see one game");
        }
        kept_pending = Some(with_pending);
        table.players[seat] = client;
    }
    let ply = table.game.ply();
    if kept_pending == Some(true) {
        table.game.play(&pending).unwrap();
    } else {
        // Not kept: the same move is sent again at the same ply.
        let mover = mover_index(&table.game);
        table.game.play(&pending).unwrap();
        table.players[mover]
            .send(json!({"t": "move", "ply": ply, "move": pending}))
            .await;
        for player in table.players.iter_mut() {
            moved_at(player, ply).await;
        }
    }
    while table.game.outcome().is_none() {
        play_one(&mut table).await;
    }
    for player in table.players.iter_mut() {
        player.expect("over").await;
    }
}

fn server_command(store: &[&str], data: Option<&Path>) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_mancala-server"));
    // All the games are made and played from this one address, faster
    // than a person: the limits per address are lifted.
    command
        .args(["--port", "0", "--games-per-minute", "100000"])
        .args(["--sockets-per-address", "1000"])
        .args([
            "--address-burst",
            "100000",
            "--address-per-second",
            "100000",
        ])
        .args(store);
    if let Some(data) = data {
        command.arg("--data").arg(data);
    }
    command
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_in_the_middle_of_many_games_loses_and_doubles_no_move() {
    let data = data_file("faults");
    let first = launch(&mut server_command(&[], Some(&data)));
    let addr = first.addr;
    let tables = join_all((0..GAMES).map(|seed| open_table(seed as u64, addr, addr, addr))).await;
    // SIGKILL while every game has a move on its way.
    drop(first);

    let second = launch(&mut server_command(&[], Some(&data)));
    let addr = second.addr;
    join_all(
        tables
            .into_iter()
            .map(|table| resume_and_finish(table, &[0, 1], addr)),
    )
    .await;
    drop(second);
    let _ = std::fs::remove_file(&data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_players_of_a_killed_instance_move_to_the_other_and_finish_their_games() {
    let redis = Redis::start(None).await;
    let store = ["--redis", redis.url.as_str()];
    let doomed = launch(&mut server_command(&store, None));
    let survivor = launch(&mut server_command(&store, None));
    // South on the instance that dies, North on the other.
    let tables = join_all(
        (0..GAMES).map(|seed| open_table(seed as u64, doomed.addr, doomed.addr, survivor.addr)),
    )
    .await;
    drop(doomed);
    join_all(
        tables
            .into_iter()
            .map(|table| resume_and_finish(table, &[0], survivor.addr)),
    )
    .await;
}
