//! Two server instances sharing Redis (Debian's redis-server, started here
//! on a free loopback port without persistence): one player on each, a
//! watcher on one, a game played through both.

mod support;

use std::path::PathBuf;

use mancala::{link, Game, Variant};
use mancala_server::StoreChoice;
use serde_json::{json, Value};
use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_redis_serve_one_game_with_a_player_on_each() {
    let redis = Redis::start(None).await;
    let one = server_with(
        StoreChoice::Redis(redis.url.clone()),
        PathBuf::new(),
        |_| {},
    )
    .await;
    let two = server_with(
        StoreChoice::Redis(redis.url.clone()),
        PathBuf::new(),
        |_| {},
    )
    .await;
    let (id, south_token, north_token) = create_hus(one.addr, Value::Null).await;
    let mut south = Client::connect(one.addr).await;
    let mut north = Client::connect(two.addr).await;
    let mut watcher = Client::connect(two.addr).await;
    south.join(&id, Some(&south_token)).await;
    // The game made on one instance is found by the other.
    let state = north.join(&id, Some(&north_token)).await;
    assert_eq!(state["seat"], "north");
    watcher.join(&id, None).await;
    // Each player learns of the other, connected to the other instance.
    loop {
        let presence = south.expect("presence").await;
        if presence["presence"]["north"] == true {
            break;
        }
    }

    let mut game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let mut chooser = Chooser::new(2);
    // Ten moves: a game still going, whose stale moves are refused as stale.
    for _ in 0..10 {
        let mv = chooser.pick(&game);
        let ply = game.ply();
        mover(&game, &mut south, &mut north)
            .send(json!({"t": "move", "ply": ply, "move": mv}))
            .await;
        let trace = serde_json::to_value(game.play(&mv).unwrap()).unwrap();
        for client in [&mut south, &mut north, &mut watcher] {
            let moved = client.expect("moved").await;
            assert_eq!(moved["ply"], ply);
            assert_eq!(moved["trace"], trace);
        }
    }
    assert!(game.outcome().is_none());
    // A stale move sent to the other instance is refused there too.
    let ply = game.ply();
    let replayed = json!({"t": "move", "ply": ply - 1, "move": game.moves()[ply - 1]});
    south.send(replayed.clone()).await;
    north.send(replayed).await;
    assert_eq!(south.expect_error().await, "stale-ply");
    assert_eq!(north.expect_error().await, "stale-ply");

    // A player whose instance is gone joins the other and resumes.
    let mut moved_south = Client::connect(two.addr).await;
    let state = moved_south.join(&id, Some(&south_token)).await;
    assert_eq!(state["ply"], ply);
    assert_eq!(state["moves"].as_array().unwrap().len(), ply);
}

/// The next move of `game`, played on it: its message, its ply, and
/// whether South plays it.
fn next_move(game: &mut Game, chooser: &mut Chooser) -> (Value, usize, bool) {
    let mv = chooser.pick(game);
    let ply = game.ply();
    let south_moves = seat_of(game) == "south";
    game.play(&mv).unwrap();
    (
        json!({"t": "move", "ply": ply, "move": mv}),
        ply,
        south_moves,
    )
}

/// Sends `move` from `mover` until it is played: while Redis is away it is
/// refused with `store` (and changes nothing), and sent again a moment
/// later, as a page does; no other answer is allowed.
async fn send_until_played(mover: &mut Client, message: &Value, ply: usize) -> usize {
    let mut refused = 0;
    loop {
        mover.send(message.clone()).await;
        loop {
            let answer = mover.next().await.expect("the socket stays open");
            if answer["t"] == "moved" {
                assert_eq!(answer["ply"], ply);
                return refused;
            }
            if answer["t"] == "error" {
                assert_eq!(answer["code"], "store", "{answer}");
                break;
            }
        }
        refused += 1;
        assert!(refused < 1_000, "Redis is reached again");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_redis_goes_away_and_comes_back_the_game_goes_on() {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("redis-{}", mancala_server::ids::random_id()));
    std::fs::create_dir_all(&folder).unwrap();
    let mut redis = Redis::start(Some(&folder)).await;
    let store = || StoreChoice::Redis(redis.url.clone());
    let one = server_with(store(), PathBuf::new(), |_| {}).await;
    let two = server_with(store(), PathBuf::new(), |_| {}).await;
    let (id, south_token, north_token) = create_hus(one.addr, Value::Null).await;
    let mut south = Client::connect(one.addr).await;
    let mut north = Client::connect(two.addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;

    let mut game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let mut chooser = Chooser::new(7);
    for _ in 0..4 {
        let (message, ply, south_moves) = next_move(&mut game, &mut chooser);
        let (mover, other) = if south_moves {
            (&mut south, &mut north)
        } else {
            (&mut north, &mut south)
        };
        mover.send(message).await;
        assert_eq!(mover.expect("moved").await["ply"], ply);
        assert_eq!(other.expect("moved").await["ply"], ply);
    }

    redis.stop();
    let (message, ply, south_moves) = next_move(&mut game, &mut chooser);
    let (mover, other) = if south_moves {
        (&mut south, &mut north)
    } else {
        (&mut north, &mut south)
    };
    // Redis is away: the move is refused and nothing changes.
    mover.send(message.clone()).await;
    assert_eq!(mover.expect_error().await, "store");
    redis.restart().await;
    // Back (with its append-only file, so with the game): the same move is
    // played, and reaches the player on the other instance, whose
    // subscription was opened again.
    send_until_played(mover, &message, ply).await;
    assert_eq!(other.expect("moved").await["ply"], ply);

    // Both instances go on: moves from either side reach the other.
    for _ in 0..4 {
        if game.outcome().is_some() {
            break;
        }
        let (message, ply, south_moves) = next_move(&mut game, &mut chooser);
        let (mover, other) = if south_moves {
            (&mut south, &mut north)
        } else {
            (&mut north, &mut south)
        };
        send_until_played(mover, &message, ply).await;
        assert_eq!(other.expect("moved").await["ply"], ply);
    }
    let state = Client::connect(two.addr).await.join(&id, None).await;
    let kept = moves_joined(&state);
    let played = moves_sent(&game);
    assert_eq!(kept, played);
    drop(redis);
    let _ = std::fs::remove_dir_all(&folder);
}
