//! Two server instances sharing Redis (Debian's redis-server, started here
//! on a free loopback port without persistence): one player on each, a
//! watcher on one, a game played through both.

mod support;

use std::net::TcpListener as StdListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use mancala::{link, Variant};
use mancala_server::StoreChoice;
use serde_json::{json, Value};
use support::*;

struct Redis {
    child: Child,
    url: String,
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// redis-server on a free port; scripts/test installs it (ensure_redis).
async fn redis() -> Redis {
    let port = StdListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new("redis-server")
        .args(["--port", &port.to_string(), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
        .stdout(Stdio::null())
        .spawn()
        .expect("redis-server is installed (scripts/lib.sh, ensure_redis: apt-get install redis-server)");
    // Killed when dropped, whether it starts or not.
    let redis = Redis {
        child,
        url: format!("redis://127.0.0.1:{port}/"),
    };
    // Ready when it answers; each try fails at once while it starts.
    for _ in 0..500 {
        if let Ok(client) = redis::Client::open(redis.url.as_str()) {
            if let Ok(mut connection) = client.get_multiplexed_async_connection().await {
                if redis::cmd("PING")
                    .query_async::<String>(&mut connection)
                    .await
                    .is_ok()
                {
                    return redis;
                }
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("redis-server did not start on port {port}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_on_one_redis_serve_one_game_with_a_player_on_each() {
    let redis = redis().await;
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
        let mover_is_south = seat_of(&game) == "south";
        let trace = serde_json::to_value(game.play(&mv).unwrap()).unwrap();
        let message = json!({"t": "move", "ply": ply, "move": mv});
        if mover_is_south {
            south.send(message).await;
        } else {
            north.send(message).await;
        }
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
