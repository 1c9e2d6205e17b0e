//! How long games are kept (docs/LIVE.md, "Retention"): an invitation
//! nobody took expires, a finished game is kept a stated time, a game under
//! way is kept; what is removed is told as expired. The server's clock is
//! moved by the test; the store removes what is due when the test asks.

mod support;

use std::path::PathBuf;
use std::time::Duration;

use mancala::{link, Variant};
use mancala_server::StoreChoice;
use serde_json::{json, Value};
use support::*;

const HOUR: u64 = 60 * 60 * 1000;
const DAY: u64 = 24 * HOUR;

/// The refusal of a join: its code and message.
async fn refused_join(server: &TestServer, id: &str) -> (String, String) {
    let mut client = Client::connect(server.addr).await;
    client
        .send(json!({"t": "join", "game": id, "token": null}))
        .await;
    let answer = client.next().await.unwrap();
    assert_eq!(answer["t"], "error", "{answer}");
    (
        answer["code"].as_str().unwrap().to_string(),
        answer["message"].as_str().unwrap().to_string(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invitation_nobody_took_expires_after_a_day_and_says_so() {
    let server = server("invitation", |_| {}).await;
    let (id, _, _) = create_hus(server.addr, Value::Null).await;
    server.clock.advance(DAY - 1);
    assert_eq!(server.hub.purge().await.unwrap(), 0);
    server.clock.advance(1);
    assert_eq!(server.hub.purge().await.unwrap(), 1);
    let (code, message) = refused_join(&server, &id).await;
    assert_eq!(code, "expired");
    assert_eq!(
        message,
        "this game has expired: a game nobody joined is kept 1 day, a finished game 7 days"
    );
    // An ID that never was a game is not said to have expired.
    let (code, _) = refused_join(&server, "AAAAAAAAAAAAAAAAAAAAAA").await;
    assert_eq!(code, "no-game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_creator_still_waiting_when_the_invitation_expires_is_told() {
    let server = server("waiting", |_| {}).await;
    let (id, south_token, _) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    server.clock.advance(DAY);
    server.hub.purge().await.unwrap();
    let (told, code) = south.until_closed().await;
    let error = told.iter().find(|m| m["t"] == "error").unwrap();
    assert_eq!(error["code"], "expired");
    assert_eq!(code, Some(1000));
    assert_eq!(server.hub.games_held(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_under_way_is_kept_and_a_finished_one_for_a_week() {
    let server = server("finished", |_| {}).await;
    let (id, south_token, north_token) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    let mut north = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    // Begun (a join waits for the game's lock, so for the beginning to be
    // kept): kept however long it lasts.
    Client::connect(server.addr).await.join(&id, None).await;
    server.clock.advance(30 * DAY);
    assert_eq!(server.hub.purge().await.unwrap(), 0);
    north.send(json!({"t": "resign"})).await;
    south.expect("over").await;
    // A join waits for the game's lock, so for its time in the store too.
    let mut watcher = Client::connect(server.addr).await;
    assert_eq!(watcher.join(&id, None).await["result"]["reason"], "resign");
    watcher.close().await;
    server.clock.advance(7 * DAY - 1);
    assert_eq!(server.hub.purge().await.unwrap(), 0);
    south.close().await;
    north.close().await;
    server.clock.advance(1);
    assert_eq!(server.hub.purge().await.unwrap(), 1);
    assert_eq!(refused_join(&server, &id).await.0, "expired");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_never_began_leaves_memory_when_its_sockets_go() {
    let server = server("memory", |_| {}).await;
    let (id, south_token, _) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    let mut watcher = Client::connect(server.addr).await;
    watcher.join(&id, None).await;
    assert_eq!(server.hub.games_held(), 1);
    south.close().await;
    watcher.close().await;
    // The hub hears of the closes after the clients see them closed.
    while server.hub.games_held() > 0 {
        server.hub.sweep().await;
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // Still in the store: the friend's link works.
    let mut south = Client::connect(server.addr).await;
    assert_eq!(south.join(&id, Some(&south_token)).await["ply"], 0);
}

async fn ttl(connection: &mut redis::aio::MultiplexedConnection, key: &str) -> i64 {
    redis::cmd("PTTL")
        .arg(key)
        .query_async(connection)
        .await
        .unwrap()
}

/// Waits until the key's time to live is as `wanted` says.
async fn settled(
    connection: &mut redis::aio::MultiplexedConnection,
    key: &str,
    wanted: impl Fn(i64) -> bool,
) {
    while !wanted(ttl(connection, key).await) {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Whether a time to live is that many ms, less the time the test took.
fn near(ms: i64, want: u64) -> bool {
    (want as i64 - 60_000..=want as i64).contains(&ms)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_redis_the_keys_live_as_long_as_the_game_is_kept() {
    let redis = Redis::start(None).await;
    let server = server_with(
        StoreChoice::Redis(redis.url.clone()),
        PathBuf::new(),
        |_| {},
    )
    .await;
    let client = redis::Client::open(redis.url.as_str()).unwrap();
    let mut connection = client.get_multiplexed_async_connection().await.unwrap();
    let meta = |id: &str| format!("mancala:game:{id}:meta");
    let events = |id: &str| format!("mancala:game:{id}:events");
    let gone = |id: &str| format!("mancala:game:{id}:gone");

    let (id, south_token, north_token) = create_hus(server.addr, Value::Null).await;
    assert!(near(ttl(&mut connection, &meta(&id)).await, DAY));
    let mut south = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    // A move before the friend came: the events live as long as the game.
    let mv = link::decode(&start_link(Variant::Hus))
        .game
        .unwrap()
        .legal_moves()[0];
    south.send(json!({"t": "move", "ply": 0, "move": mv})).await;
    south.expect("moved").await;
    assert!(near(ttl(&mut connection, &events(&id)).await, DAY));
    let mut north = Client::connect(server.addr).await;
    north.join(&id, Some(&north_token)).await;
    // Begun: kept without end (-1: no time to live). The time is set just
    // after the event is told, so the test waits for it.
    settled(&mut connection, &meta(&id), |ms| ms == -1).await;
    assert_eq!(ttl(&mut connection, &events(&id)).await, -1);
    north.send(json!({"t": "resign"})).await;
    south.expect("over").await;
    settled(&mut connection, &meta(&id), |ms| ms > 0).await;
    assert!(near(ttl(&mut connection, &meta(&id)).await, 7 * DAY));
    assert!(near(ttl(&mut connection, &events(&id)).await, 7 * DAY));
    assert!(near(
        ttl(&mut connection, &gone(&id)).await,
        7 * DAY + mancala_server::store::TOMBSTONE_MS
    ));
    // Once Redis has let the keys go, the link says the game expired.
    redis::cmd("DEL")
        .arg(meta(&id))
        .arg(events(&id))
        .query_async::<i64>(&mut connection)
        .await
        .unwrap();
    south.close().await;
    north.close().await;
    while server.hub.games_held() > 0 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(refused_join(&server, &id).await.0, "expired");
}
