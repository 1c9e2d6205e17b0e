//! What an operator relies on (docs/LIVE.md, "Operations"): the health
//! answer for a load balancer, the metrics in Prometheus's text format, and
//! a graceful stop that tells every socket to reconnect and loses nothing.
//! (The 503 of a stopping server's health answer reaches only a connection
//! opened before the stop: the listener closes at once.)

mod support;

use std::process::Command;

use mancala::{link, Variant};
use serde_json::{json, Value};
use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_metrics_say_what_the_server_holds() {
    let server = server("operations", |_| {}).await;
    let (id, south_token, north_token) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    let mut north = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    let mv = link::decode(&start_link(Variant::Hus))
        .game
        .unwrap()
        .legal_moves()[0];
    south.send(json!({"t": "move", "ply": 0, "move": mv})).await;
    north.expect("moved").await;

    let health = http(server.addr, "GET", "/live/health", &[], b"").await;
    assert_eq!(health.status, 200);
    assert_eq!(health.json(), json!({"ok": true, "sockets": 2, "games": 1}));

    let answer = http(server.addr, "GET", "/live/metrics", &[], b"").await;
    assert_eq!(answer.status, 200);
    assert!(answer
        .header("content-type")
        .unwrap()
        .starts_with("text/plain"));
    let text = String::from_utf8(answer.body).unwrap();
    let value = |name: &str| -> f64 {
        text.lines()
            .find_map(|line| line.strip_prefix(&format!("{name} ")))
            .unwrap_or_else(|| panic!("{name} in {text}"))
            .parse()
            .unwrap()
    };
    assert_eq!(value("mancala_sockets"), 2.0);
    assert_eq!(value("mancala_games_in_memory"), 1.0);
    assert_eq!(value("mancala_moves_total"), 1.0);
    assert_eq!(value("mancala_move_seconds_count"), 1.0);
    assert_eq!(value("mancala_store_errors_total"), 0.0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_tells_every_socket_to_reconnect_and_loses_no_move() {
    let data = data_file("sigterm");
    let mut first = launch_on(&data);
    let (id, south_token, north_token) = create_hus(first.addr, Value::Null).await;
    let mut south = Client::connect(first.addr).await;
    let mut north = Client::connect(first.addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    let mut game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let mut chooser = Chooser::new(3);
    for _ in 0..3 {
        let mv = chooser.pick(&game);
        mover(&game, &mut south, &mut north)
            .send(json!({"t": "move", "ply": game.ply(), "move": mv}))
            .await;
        game.play(&mv).unwrap();
        south.expect("moved").await;
        north.expect("moved").await;
    }
    // One more move on its way as the server is told to stop: kept and
    // acknowledged before the close, or never kept.
    let last = chooser.pick(&game);
    let mover_is_south = seat_of(&game) == "south";
    mover(&game, &mut south, &mut north)
        .send(json!({"t": "move", "ply": game.ply(), "move": last}))
        .await;
    let terminated = Command::new("kill")
        .args(["-TERM", &first.child.id().to_string()])
        .status()
        .unwrap();
    assert!(terminated.success());
    let (south_told, south_code) = south.until_closed().await;
    let (north_told, north_code) = north.until_closed().await;
    assert_eq!(south_code, Some(1012));
    assert_eq!(north_code, Some(1012));
    // It ends by itself once its sockets have gone.
    assert!(first.child.wait().unwrap().success());
    let told = if mover_is_south {
        south_told
    } else {
        north_told
    };
    let acknowledged = told
        .iter()
        .any(|m| m["t"] == "moved" && m["ply"] == game.ply());

    let second = launch_on(&data);
    let mut south = Client::connect(second.addr).await;
    let kept = moves_joined(&south.join(&id, Some(&south_token)).await);
    let played = moves_sent(&game);
    let expected = if acknowledged {
        played.len() + 1
    } else {
        played.len()
    };
    assert_eq!(
        kept.len(),
        expected,
        "an acknowledged move is kept, no other"
    );
    assert_eq!(&kept[..played.len()], &played[..]);
    drop(second);
    let _ = std::fs::remove_file(&data);
}
