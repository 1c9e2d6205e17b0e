//! The bounds that let the server stay up on the open internet
//! (docs/LIVE.md, "Limits and checks"): each tried by a hostile client, the
//! server's clock moved by the test where time decides.

mod support;

use std::time::Duration;

use axum::http::HeaderName;
use mancala::link;
use mancala::Variant;
use serde_json::{json, Value};
use support::*;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_that_does_not_join_in_time_is_closed_and_a_silent_one_too() {
    let server = server("deadlines", |config| {
        config.join_deadline_ms = 10_000;
        config.idle_ms = 60_000;
    })
    .await;
    let (id, south_token, _) = create_hus(server.addr, Value::Null).await;
    let mut lurker = Client::connect(server.addr).await;
    let mut player = Client::connect(server.addr).await;
    player.join(&id, Some(&south_token)).await;
    server.clock.advance(10_000);
    assert_eq!(lurker.close_code().await, Some(1008));
    // Joined in time, and heard from: it stays.
    server.clock.advance(40_000);
    player.sync().await;
    server.clock.advance(59_000);
    player.sync().await;
    // Then silent for the idle time.
    server.clock.advance(60_000);
    assert_eq!(player.close_code().await, Some(1001));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_only_so_many_sockets_and_the_server_only_so_many() {
    let server = server("socket-caps", |config| {
        config.sockets.per_address = 2;
        config.sockets.total = 3;
        config.client_address_header = Some(HeaderName::from_static("x-real-ip"));
    })
    .await;
    let mut first = Client::connect_as(server.addr, "10.0.0.1").await;
    let mut second = Client::connect_as(server.addr, "10.0.0.1").await;
    let mut third = Client::connect_as(server.addr, "10.0.0.1").await;
    let (told, code) = third.until_closed().await;
    assert_eq!(told[0]["code"], "too-many-sockets");
    assert_eq!(code, Some(1013));
    let mut other = Client::connect_as(server.addr, "10.0.0.2").await;
    other.sync().await;
    let mut fourth = Client::connect_as(server.addr, "10.0.0.3").await;
    let (told, code) = fourth.until_closed().await;
    assert_eq!(told[0]["code"], "too-many-sockets");
    assert_eq!(code, Some(1013));
    // A place given back is taken again.
    first.sync().await;
    first.close().await;
    second.sync().await;
    let mut again = Client::connect_as(server.addr, "10.0.0.1").await;
    again.sync().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_watcher_past_the_cap_is_told_so_and_joins_once_one_has_left() {
    let server = server("watchers", |config| config.watchers_per_game = 2).await;
    let (id, _, _) = create_hus(server.addr, Value::Null).await;
    let mut first = Client::connect(server.addr).await;
    first.join(&id, None).await;
    let mut second = Client::connect(server.addr).await;
    second.join(&id, None).await;
    let mut third = Client::connect(server.addr).await;
    third
        .send(json!({"t": "join", "game": id, "token": null}))
        .await;
    assert_eq!(third.expect_error().await, "watchers-full");
    first.close().await;
    // The cap counts the sockets on the game now: the place is free once
    // the hub has heard of the close, so the third tries until it is.
    loop {
        third
            .send(json!({"t": "join", "game": id, "token": null}))
            .await;
        let answer = third.next().await.unwrap();
        if answer["t"] == "state" {
            break;
        }
        assert_eq!(answer["code"], "watchers-full");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnecting_does_not_refill_an_addresss_messages() {
    let server = server("address-rate", |config| {
        config.sockets.burst = 5;
        config.sockets.per_second = 1;
    })
    .await;
    let (id, south_token, _) = create_hus(server.addr, Value::Null).await;
    let mut first = Client::connect(server.addr).await;
    first.join(&id, Some(&south_token)).await;
    for _ in 0..4 {
        first.sync().await;
    }
    first.send(json!({"t": "ping"})).await;
    assert_eq!(first.expect_error().await, "rate-limited");
    first.close().await;
    let mut again = Client::connect(server.addr).await;
    again
        .send(json!({"t": "join", "game": id, "token": south_token}))
        .await;
    assert_eq!(again.expect_error().await, "rate-limited");
    server.clock.advance(1_000);
    again.join(&id, Some(&south_token)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_cannot_grow_a_game_without_end_and_a_full_game_can_only_be_resigned() {
    let server = server("events", |config| config.max_events = 12).await;
    let (id, south_token, north_token) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    let mut north = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    // Begun: one event.
    let offer = json!({"t": "offer", "kind": "draw", "ply": 0});
    let withdraw = json!({"t": "withdraw", "kind": "draw"});
    for _ in 0..mancala_server::referee::OFFERS_PER_PLY {
        south.send(offer.clone()).await;
        south.expect("offers").await;
        south.send(withdraw.clone()).await;
        south.expect("offers").await;
    }
    south.send(offer.clone()).await;
    assert_eq!(south.expect_error().await, "offer-limit");
    // A move starts a new ply's allowance: 1 + 6 + 1 events.
    let game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let mv = game.legal_moves()[0];
    south.send(json!({"t": "move", "ply": 0, "move": mv})).await;
    south.expect("moved").await;
    north
        .send(json!({"t": "offer", "kind": "draw", "ply": 1}))
        .await;
    north.expect("offers").await;
    north.send(withdraw.clone()).await;
    north.expect("offers").await;
    north
        .send(json!({"t": "offer", "kind": "draw", "ply": 1}))
        .await;
    north.expect("offers").await;
    north.send(withdraw.clone()).await;
    north.expect("offers").await;
    // 12 events: nothing more but a resignation.
    north
        .send(json!({"t": "offer", "kind": "draw", "ply": 1}))
        .await;
    assert_eq!(north.expect_error().await, "too-many-events");
    north.send(json!({"t": "resign"})).await;
    assert_eq!(south.expect("over").await["result"]["reason"], "resign");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crowd_coming_is_told_in_one_presence_message() {
    let server = server("presence", |config| {
        // The test settles presence itself.
        config.sweep_every = Duration::from_secs(86_400);
    })
    .await;
    let (id, south_token, _) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    server.hub.sweep().await;
    south.expect("presence").await;
    let mut crowd = Vec::new();
    for _ in 0..10 {
        let mut watcher = Client::connect(server.addr).await;
        watcher.join(&id, None).await;
        crowd.push(watcher);
    }
    server.hub.sweep().await;
    let presence = south.next().await.unwrap();
    assert_eq!(presence["t"], "presence");
    assert_eq!(presence["presence"]["watchers"], 10);
    south.send(json!({"t": "ping"})).await;
    assert_eq!(
        south.next().await.unwrap()["t"],
        "pong",
        "one presence message for ten changes"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_frame_and_a_burst_get_their_documented_close_codes() {
    let server = server("close-codes", |config| {
        config.burst = 20;
        config.per_second = 1;
    })
    .await;
    let mut big = Client::connect(server.addr).await;
    big.send_raw(Message::text("x".repeat(70_000))).await;
    assert_eq!(big.close_code().await, Some(1009));

    // 300 messages at once, none read until all are sent.
    let mut flood = Client::connect(server.addr).await;
    for _ in 0..300 {
        flood.send(json!({"t": "ping"})).await;
    }
    let (answers, code) = flood.until_closed().await;
    let pongs = answers.iter().filter(|a| a["t"] == "pong").count();
    let limited = answers
        .iter()
        .filter(|a| a["code"] == "rate-limited")
        .count();
    assert_eq!(pongs, 20);
    assert_eq!(limited as u32, mancala_server::MAX_REFUSALS_IN_A_ROW);
    assert_eq!(code, Some(1008));
}

/// A Hus position whose own hole 0 sows for 32,922,976 laps before it
/// repeats (tests/endless.rs): the costliest first move known.
const LONGEST_KNOWN: &str = r#"{"game":"hus","holes":8,"pits":[2,7,1,0,1,0,6,1,2,1,12,1,2,5,0,1,0,2,1,0,2,1,0,0,0,0,0,0,0,0,0,0],"captured":[0,0],"to_move":0}"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_whose_first_moves_cost_too_much_is_refused_when_made() {
    let server = server("costly", |_| {}).await;
    let position = mancala::Position::from_json(LONGEST_KNOWN).unwrap();
    let game = mancala::Game::from_position(position);
    let start = link::encode(&game, link::Play::Look).unwrap();
    let answer = http(
        server.addr,
        "POST",
        "/live/games",
        &[("Content-Type", "application/json")],
        json!({"start": start, "clock": null, "creator": "south"})
            .to_string()
            .as_bytes(),
    )
    .await;
    assert_eq!(answer.status, 400);
    assert_eq!(answer.json()["error"]["code"], "costly-start");
    // A standard start is made as ever.
    create_hus(server.addr, Value::Null).await;
}
