//! Live games over real sockets on 127.0.0.1: a whole game, every cheat and
//! bad input refused with the game unchanged, reconnecting, offers, the
//! rematch, clocks and abandonment (the server's clock moved by the test).

mod support;

use mancala::link;
use mancala::{Game, Move, Variant};
use mancala_server::clock::Clock;
use serde_json::{json, Value};
use support::*;
use tokio_tungstenite::tungstenite::Message;

/// What a watcher joining now sees, without the parts that change with
/// time or with who is connected.
async fn settled_state(server: &TestServer, game: &str) -> Value {
    let mut watcher = Client::connect(server.addr).await;
    let mut state = watcher.join(game, None).await;
    watcher.close().await;
    let object = state.as_object_mut().unwrap();
    object.remove("serverTime");
    object.remove("presence");
    state
}

/// Plays `mv` from the side to move and checks that every client receives
/// it with the engine's own trace.
async fn play(
    game: &mut Game,
    south: &mut Client,
    north: &mut Client,
    others: &mut [&mut Client],
    mv: Move,
) {
    let ply = game.ply();
    mover(game, south, north)
        .send(json!({"t": "move", "ply": ply, "move": mv}))
        .await;
    let trace = serde_json::to_value(game.play(&mv).unwrap()).unwrap();
    for client in [south, north]
        .into_iter()
        .chain(others.iter_mut().map(|c| &mut **c))
    {
        let moved = client.expect("moved").await;
        assert_eq!(moved["ply"], ply);
        assert_eq!(moved["move"], json!(mv));
        assert_eq!(moved["trace"], trace);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_and_a_watcher_see_a_whole_game_with_the_engines_traces() {
    let server = server("whole-game", |_| {}).await;
    let start = start_link(Variant::Hus);
    let (id, south_token, north_token) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    let mut north = Client::connect(server.addr).await;
    let mut watcher = Client::connect(server.addr).await;
    let state = south.join(&id, Some(&south_token)).await;
    assert_eq!(state["seat"], "south");
    assert_eq!(state["start"], start);
    assert_eq!(state["ply"], 0);
    assert_eq!(state["toMove"], "south");
    assert_eq!(state["moves"], json!([]));
    assert_eq!(north.join(&id, Some(&north_token)).await["seat"], "north");
    assert_eq!(watcher.join(&id, None).await["seat"], Value::Null);

    let mut game = link::decode(&start).game.unwrap();
    let mut chooser = Chooser::new(36);
    while game.outcome().is_none() {
        let mv = chooser.pick(&game);
        play(&mut game, &mut south, &mut north, &mut [&mut watcher], mv).await;
        assert!(game.ply() < 5_000, "a random game of Hus ends");
    }
    let outcome = json!(game.outcome());
    for client in [&mut south, &mut north, &mut watcher] {
        let over = client.expect("over").await;
        assert_eq!(over["result"]["reason"], "rules");
        assert_eq!(over["result"]["outcome"], outcome);
    }
    // A late joiner gets the same game: every move and trace.
    let state = settled_state(&server, &id).await;
    assert_eq!(state["ply"], game.ply());
    let traces: Vec<Value> = game
        .traces()
        .iter()
        .map(|t| serde_json::to_value(t).unwrap())
        .collect();
    let sent: Vec<Value> = state["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["trace"].clone())
        .collect();
    assert_eq!(sent, traces);
    assert_eq!(state["result"]["outcome"], outcome);
    assert_eq!(state["toMove"], Value::Null);
}

/// A game two moves in, both players joined.
async fn game_under_way(server: &TestServer) -> (String, Game, Client, Client, String, String) {
    let (id, south_token, north_token) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    let mut north = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    let mut game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let mut chooser = Chooser::new(7);
    for _ in 0..2 {
        let mv = chooser.pick(&game);
        play(&mut game, &mut south, &mut north, &mut [], mv).await;
    }
    (id, game, south, north, south_token, north_token)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_cheat_and_bad_input_is_refused_with_its_code_and_changes_nothing() {
    let server = server("hostile", |_| {}).await;
    let (id, game, mut south, mut north, south_token, north_token) = game_under_way(&server).await;
    let before = settled_state(&server, &id).await;
    let legal = game.legal_moves()[0];
    // A pit of South's own loop that holds too few seeds to sow.
    let illegal = (0..16)
        .map(Move::Pit)
        .find(|mv| game.preview(mv).is_err())
        .unwrap();
    let earlier = json!({"t": "move", "ply": 0, "move": before["moves"][0]["move"]});

    // North moves for South, at the right ply.
    north
        .send(json!({"t": "move", "ply": 2, "move": legal}))
        .await;
    assert_eq!(north.expect_error().await, "not-your-turn");
    // History rewritten: a move replayed, or sent for an old ply.
    south.send(earlier.clone()).await;
    assert_eq!(south.expect_error().await, "stale-ply");
    north
        .send(json!({"t": "move", "ply": 1, "move": legal}))
        .await;
    assert_eq!(north.expect_error().await, "stale-ply");
    south
        .send(json!({"t": "move", "ply": 3, "move": legal}))
        .await;
    assert_eq!(south.expect_error().await, "stale-ply");
    // The engine's refusals.
    south
        .send(json!({"t": "move", "ply": 2, "move": illegal}))
        .await;
    assert_eq!(south.expect_error().await, "illegal-move");
    south
        .send(json!({"t": "move", "ply": 2, "move": {"pit": 1, "dir": "cw"}}))
        .await;
    assert_eq!(south.expect_error().await, "bad-move");
    // Text that is not a message.
    for (text, code) in [
        ("{", "bad-json"),
        ("not json", "bad-json"),
        ("[1,2]", "bad-message"),
        (r#"{"t":"move"}"#, "bad-message"),
        (
            r#"{"t":"move","ply":2,"move":{"pit":0},"as":"north"}"#,
            "bad-message",
        ),
        (r#"{"t":"move","ply":"2","move":{"pit":0}}"#, "bad-message"),
        (r#"{"t":"teleport"}"#, "bad-message"),
        (
            r#"{"t":"answer","kind":"draw","ply":2,"accept":true}"#,
            "no-offer",
        ),
        (r#"{"t":"withdraw","kind":"takeback"}"#, "no-offer"),
        (r#"{"t":"rematch"}"#, "not-over"),
    ] {
        south.send_text(text).await;
        assert_eq!(south.expect_error().await, code, "{text}");
    }
    let huge = json!({"t": "move", "ply": 2, "move": {"pit": 0}, "pad": "x".repeat(5000)});
    south.send(huge).await;
    assert_eq!(south.expect_error().await, "too-large");
    south.send_raw(Message::binary(vec![1, 2, 3])).await;
    assert_eq!(south.expect_error().await, "bad-message");
    south
        .send(json!({"t": "join", "game": id, "token": south_token}))
        .await;
    assert_eq!(south.expect_error().await, "already-joined");

    // A watcher cannot play; a socket that has not joined cannot either.
    let mut watcher = Client::connect(server.addr).await;
    watcher.join(&id, None).await;
    watcher
        .send(json!({"t": "move", "ply": 2, "move": legal}))
        .await;
    assert_eq!(watcher.expect_error().await, "watcher");
    watcher.send(json!({"t": "resign"})).await;
    assert_eq!(watcher.expect_error().await, "watcher");
    let mut stranger = Client::connect(server.addr).await;
    stranger
        .send(json!({"t": "move", "ply": 2, "move": legal}))
        .await;
    assert_eq!(stranger.expect_error().await, "not-joined");
    // Guessed tokens and games.
    let guessed = mancala_server::ids::random_id();
    stranger
        .send(json!({"t": "join", "game": id, "token": guessed}))
        .await;
    assert_eq!(stranger.expect_error().await, "bad-token");
    stranger
        .send(json!({"t": "join", "game": guessed, "token": null}))
        .await;
    assert_eq!(stranger.expect_error().await, "no-game");
    stranger
        .send(json!({"t": "join", "game": "../../etc/passwd", "token": null}))
        .await;
    assert_eq!(stranger.expect_error().await, "no-game");
    // Another site's page (or a museum's sandboxed frame, origin "null")
    // may watch, never take a seat.
    for origin in ["https://evil.example", "null"] {
        let mut other_site = Client::connect_from(server.addr, Some(origin))
            .await
            .unwrap();
        other_site
            .send(json!({"t": "join", "game": id, "token": north_token}))
            .await;
        assert_eq!(other_site.expect_error().await, "bad-origin");
        let watched = other_site.join(&id, None).await;
        assert_eq!(watched["seat"], Value::Null);
        other_site
            .send(json!({"t": "move", "ply": 2, "move": legal}))
            .await;
        assert_eq!(other_site.expect_error().await, "watcher");
        other_site.close().await;
    }
    let forged = http(
        server.addr,
        "POST",
        "/live/games",
        &[
            ("Content-Type", "application/json"),
            ("Origin", "https://evil.example"),
        ],
        json!({"start": start_link(Variant::Hus), "clock": null, "creator": "south"})
            .to_string()
            .as_bytes(),
    )
    .await;
    assert_eq!(forged.status, 403);
    assert_eq!(forged.json()["error"]["code"], "bad-origin");
    assert!(forged.header("set-cookie").is_none());

    assert_eq!(settled_state(&server, &id).await, before);
    // And the game goes on: the legal move is still accepted, once.
    let mut game = game;
    play(&mut game, &mut south, &mut north, &mut [], legal).await;
    south
        .send(json!({"t": "move", "ply": 2, "move": legal}))
        .await;
    assert_eq!(south.expect_error().await, "stale-ply");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_refused_past_the_burst_and_then_the_socket_is_closed() {
    let server = server("flood", |config| {
        config.burst = 5;
        config.per_second = 1;
    })
    .await;
    let (id, _, north_token) = create_hus(server.addr, Value::Null).await;
    let mut north = Client::connect(server.addr).await;
    north.join(&id, Some(&north_token)).await; // 1 of the 5
    for _ in 0..4 {
        north.send(json!({"t": "ping"})).await;
        north.expect("pong").await;
    }
    // The server's clock stands still: no message is allowed again.
    north.send(json!({"t": "resign"})).await;
    assert_eq!(north.expect_error().await, "rate-limited");
    for _ in 1..mancala_server::MAX_REFUSALS_IN_A_ROW {
        north.send(json!({"t": "ping"})).await;
    }
    let mut refused = 1;
    while let Some(message) = north.next().await {
        assert_eq!(message["code"], "rate-limited", "{message}");
        refused += 1;
    }
    assert_eq!(refused, mancala_server::MAX_REFUSALS_IN_A_ROW);
    // The resign sent in the flood did nothing.
    assert_eq!(settled_state(&server, &id).await["result"], Value::Null);
    // The player comes back on a new socket, with a new allowance.
    let mut again = Client::connect(server.addr).await;
    assert_eq!(again.join(&id, Some(&north_token)).await["ply"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_reconnects_resumes_with_nothing_lost_or_doubled() {
    let server = server("reconnect", |_| {}).await;
    let (id, mut game, south, mut north, south_token, _) = game_under_way(&server).await;
    let seen = settled_state(&server, &id).await["moves"].clone();
    south.close().await;
    let presence = loop {
        let message = north.expect("presence").await;
        if message["presence"]["south"] == false {
            break message["presence"].clone();
        }
    };
    assert_eq!(
        presence["abandonAt"]["south"],
        json!(CLOCK_START + server.hub.abandon_ms())
    );
    assert_eq!(presence["abandonAt"]["north"], Value::Null);

    let mut south = Client::connect(server.addr).await;
    let state = south.join(&id, Some(&south_token)).await;
    assert_eq!(state["seat"], "south");
    assert_eq!(state["moves"], seen);
    assert_eq!(state["ply"], 2);
    assert_eq!(state["presence"]["north"], true);
    loop {
        let message = north.expect("presence").await;
        if message["presence"]["south"] == true {
            assert_eq!(message["presence"]["abandonAt"]["south"], Value::Null);
            break;
        }
    }
    // The last move, sent again by a page that was not sure it arrived.
    south
        .send(json!({"t": "move", "ply": 0, "move": seen[0]["move"]}))
        .await;
    assert_eq!(south.expect_error().await, "stale-ply");
    let mut chooser = Chooser::new(99);
    for _ in 0..4 {
        let mv = chooser.pick(&game);
        play(&mut game, &mut south, &mut north, &mut [], mv).await;
    }
    assert_eq!(settled_state(&server, &id).await["ply"], 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draws_and_take_backs_need_the_opponent_and_a_rematch_swaps_the_seats() {
    let server = server("offers", |_| {}).await;
    let (id, game, mut south, mut north, south_token, _) = game_under_way(&server).await;
    let mut watcher = Client::connect(server.addr).await;
    watcher.join(&id, None).await;

    // A draw offered, declined.
    south
        .send(json!({"t": "offer", "kind": "draw", "ply": 1}))
        .await;
    assert_eq!(south.expect_error().await, "stale-ply");
    south
        .send(json!({"t": "offer", "kind": "draw", "ply": 2}))
        .await;
    for client in [&mut south, &mut north] {
        assert_eq!(client.expect("offers").await["offers"]["draw"], "south");
    }
    south
        .send(json!({"t": "offer", "kind": "draw", "ply": 2}))
        .await;
    assert_eq!(south.expect_error().await, "offer-pending");
    south
        .send(json!({"t": "answer", "kind": "draw", "ply": 2, "accept": true}))
        .await;
    assert_eq!(south.expect_error().await, "no-offer");
    north
        .send(json!({"t": "answer", "kind": "draw", "ply": 2, "accept": false}))
        .await;
    for client in [&mut south, &mut north] {
        let offers = client.expect("offers").await;
        assert_eq!(offers["offers"]["draw"], Value::Null);
        assert_eq!(offers["declined"], json!({"kind": "draw", "by": "north"}));
    }

    // A take-back asked, withdrawn, asked again, accepted: back to before
    // North's move (ply 1).
    north
        .send(json!({"t": "offer", "kind": "takeback", "ply": 2}))
        .await;
    assert_eq!(south.expect("offers").await["offers"]["takeback"], "north");
    north
        .send(json!({"t": "withdraw", "kind": "takeback"}))
        .await;
    assert_eq!(
        south.expect("offers").await["offers"]["takeback"],
        Value::Null
    );
    north
        .send(json!({"t": "offer", "kind": "takeback", "ply": 2}))
        .await;
    assert_eq!(south.expect("offers").await["offers"]["takeback"], "north");
    south
        .send(json!({"t": "answer", "kind": "takeback", "ply": 2, "accept": true}))
        .await;
    for client in [&mut south, &mut north, &mut watcher] {
        let back = client.expect("takenBack").await;
        assert_eq!(back["ply"], 1);
        assert_eq!(back["toMove"], "north");
    }
    let state = settled_state(&server, &id).await;
    assert_eq!(state["ply"], 1);
    assert_eq!(state["moves"].as_array().unwrap().len(), 1);
    assert_eq!(state["offers"]["takeback"], Value::Null);
    // North plays a different move from the one taken back.
    let mut replay = Game::from_position(*game.start());
    replay.play(&game.moves()[0]).unwrap();
    let other = replay
        .legal_moves()
        .into_iter()
        .find(|mv| *mv != game.moves()[1])
        .unwrap();
    play(
        &mut replay,
        &mut south,
        &mut north,
        &mut [&mut watcher],
        other,
    )
    .await;

    // A draw agreed ends the game; nothing can be played after it.
    south
        .send(json!({"t": "offer", "kind": "draw", "ply": 2}))
        .await;
    north.expect("offers").await;
    north
        .send(json!({"t": "answer", "kind": "draw", "ply": 2, "accept": true}))
        .await;
    for client in [&mut south, &mut north, &mut watcher] {
        let over = client.expect("over").await;
        assert_eq!(over["result"], json!({"winner": null, "reason": "agreed"}));
    }
    south
        .send(json!({"t": "move", "ply": 2, "move": replay.legal_moves()[0]}))
        .await;
    assert_eq!(south.expect_error().await, "game-over");

    // The rematch: both ask; each player gets the other seat of a new game.
    south.send(json!({"t": "rematch"})).await;
    assert_eq!(
        north.expect("offers").await["offers"]["rematch"],
        json!(["south"])
    );
    south.send(json!({"t": "rematch"})).await;
    assert_eq!(south.expect_error().await, "offer-pending");
    north.send(json!({"t": "rematch"})).await;
    let to_south = south.expect("rematch").await;
    let to_north = north.expect("rematch").await;
    let to_watcher = watcher.expect("rematch").await;
    assert_eq!(to_south["seat"], "north");
    assert_eq!(to_north["seat"], "south");
    let new_game = to_south["game"].as_str().unwrap().to_string();
    assert_eq!(to_north["game"], new_game);
    assert_eq!(to_watcher, json!({"t": "rematch", "game": new_game}));
    assert_ne!(new_game, id);

    let mut new_north = Client::connect(server.addr).await;
    let mut new_south = Client::connect(server.addr).await;
    let state = new_north.join(&new_game, to_south["token"].as_str()).await;
    assert_eq!(state["seat"], "north");
    assert_eq!(state["ply"], 0);
    assert_eq!(state["start"], start_link(Variant::Hus));
    assert_eq!(
        new_south.join(&new_game, to_north["token"].as_str()).await["seat"],
        "south"
    );
    assert_eq!(settled_state(&server, &id).await["rematchGame"], new_game);
    // South, back on the old game's link (away when the rematch was made,
    // say), is sent to its seat there.
    let mut back = Client::connect(server.addr).await;
    back.join(&id, Some(&south_token)).await;
    assert_eq!(back.expect("rematch").await, to_south);
    back.close().await;

    // Resigning ends it for the other side; a take-back before one's first
    // move has nothing to take back.
    new_north
        .send(json!({"t": "offer", "kind": "takeback", "ply": 0}))
        .await;
    assert_eq!(new_north.expect_error().await, "nothing-to-take-back");
    new_north.send(json!({"t": "resign"})).await;
    for client in [&mut new_north, &mut new_south] {
        let over = client.expect("over").await;
        assert_eq!(
            over["result"],
            json!({"winner": "south", "reason": "resign"})
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_clock_adds_the_increment_and_a_flag_ends_the_game() {
    let server = server("clock", |_| {}).await;
    let clock = json!({"initialMs": 60_000, "incrementMs": 2_000});
    let (id, south_token, north_token) = create_hus(server.addr, clock).await;
    let mut south = Client::connect(server.addr).await;
    let mut north = Client::connect(server.addr).await;
    let state = south.join(&id, Some(&south_token)).await;
    assert_eq!(state["clock"]["running"], Value::Null);
    assert_eq!(
        state["clock"]["remainingMs"],
        json!({"south": 60_000, "north": 60_000})
    );
    north.join(&id, Some(&north_token)).await;

    // No clock runs before the first move.
    server.clock.advance(500_000);
    server.hub.sweep().await;
    let mut game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let first = game.legal_moves()[0];
    game.play(&first).unwrap();
    south
        .send(json!({"t": "move", "ply": 0, "move": first}))
        .await;
    let moved = north.expect("moved").await;
    assert_eq!(
        moved["clock"]["remainingMs"],
        json!({"south": 62_000, "north": 60_000})
    );
    assert_eq!(moved["clock"]["running"], "north");
    assert_eq!(south.expect("moved").await, moved);

    server.clock.advance(10_000);
    let reply = game.legal_moves()[0];
    game.play(&reply).unwrap();
    north
        .send(json!({"t": "move", "ply": 1, "move": reply}))
        .await;
    let moved = south.expect("moved").await;
    assert_eq!(
        moved["clock"]["remainingMs"],
        json!({"south": 62_000, "north": 52_000})
    );
    assert_eq!(moved["clock"]["running"], "south");

    // South thinks for all but a millisecond of their time: still playing.
    server.clock.advance(61_999);
    server.hub.sweep().await;
    south.sync().await;
    let state = settled_state(&server, &id).await;
    assert_eq!(state["result"], Value::Null);
    assert_eq!(state["clock"]["remainingMs"]["south"], 1);
    // The last millisecond: the flag falls, though no one sent anything.
    server.clock.advance(1);
    server.hub.sweep().await;
    for client in [&mut south, &mut north] {
        let over = client.expect("over").await;
        assert_eq!(over["result"], json!({"winner": "north", "reason": "flag"}));
        assert_eq!(over["clock"]["remainingMs"]["south"], 0);
        assert_eq!(over["clock"]["running"], Value::Null);
    }
    let late = game.legal_moves()[0];
    south
        .send(json!({"t": "move", "ply": 2, "move": late}))
        .await;
    assert_eq!(south.expect_error().await, "game-over");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_that_arrives_after_the_flag_is_refused() {
    let server = server("late-move", |_| {}).await;
    let clock = json!({"initialMs": 5_000, "incrementMs": 0});
    let (id, south_token, north_token) = create_hus(server.addr, clock).await;
    let mut south = Client::connect(server.addr).await;
    let mut north = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    let mut game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let first = game.legal_moves()[0];
    game.play(&first).unwrap();
    south
        .send(json!({"t": "move", "ply": 0, "move": first}))
        .await;
    north.expect("moved").await;
    // No sweep runs in between (it would also end the game): the move
    // itself finds the flag down.
    server.clock.advance(5_000);
    north
        .send(json!({"t": "move", "ply": 1, "move": game.legal_moves()[0]}))
        .await;
    let over = north.expect("over").await;
    assert_eq!(over["result"], json!({"winner": "south", "reason": "flag"}));
    assert_eq!(north.expect_error().await, "game-over");
    assert_eq!(settled_state(&server, &id).await["ply"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_away_longer_than_the_stated_time_loses_once_the_game_has_begun() {
    let server = server("abandon", |config| config.abandon_ms = 30_000).await;
    let (id, south_token, north_token) = create_hus(server.addr, Value::Null).await;
    let mut south = Client::connect(server.addr).await;
    south.join(&id, Some(&south_token)).await;
    // North has not come yet: waiting is not abandoning.
    server.clock.advance(10 * 30_000);
    server.hub.sweep().await;
    south.sync().await;
    assert_eq!(settled_state(&server, &id).await["result"], Value::Null);

    let north = {
        let mut north = Client::connect(server.addr).await;
        north.join(&id, Some(&north_token)).await;
        north
    };
    north.close().await;
    let left_at = server.clock.now_ms();
    loop {
        // (Earlier reports, from before North came, say North is away too,
        // but with no time set: the game had not begun.)
        let presence = south.expect("presence").await["presence"].clone();
        if presence["north"] == false && !presence["abandonAt"]["north"].is_null() {
            assert_eq!(presence["abandonAt"]["north"], json!(left_at + 30_000));
            break;
        }
    }
    server.clock.advance(29_999);
    server.hub.sweep().await;
    south.sync().await;
    assert_eq!(settled_state(&server, &id).await["result"], Value::Null);
    server.clock.advance(1);
    server.hub.sweep().await;
    let over = south.expect("over").await;
    assert_eq!(
        over["result"],
        json!({"winner": "south", "reason": "abandoned"})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn making_a_game_refuses_what_is_not_a_start() {
    let server = server("create", |_| {}).await;
    let mut with_moves = Game::new(Variant::Hus, Default::default()).unwrap();
    let first = with_moves.legal_moves()[0];
    with_moves.play(&first).unwrap();
    let with_moves = link::encode(&with_moves, link::Play::Look).unwrap();
    let hus = start_link(Variant::Hus);
    for (body, status, code) in [
        ("{".to_string(), 400, "bad-json"),
        (json!({"start": hus}).to_string(), 400, "bad-json"),
        (
            json!({"start": hus, "clock": null, "creator": "south", "x": 1}).to_string(),
            400,
            "bad-json",
        ),
        (
            json!({"start": "2.AAAA", "clock": null, "creator": "south"}).to_string(),
            400,
            "bad-link",
        ),
        (
            json!({"start": with_moves, "clock": null, "creator": "south"}).to_string(),
            400,
            "link-has-moves",
        ),
        (
            json!({"start": hus, "clock": {"initialMs": 10, "incrementMs": 0}, "creator": "south"})
                .to_string(),
            400,
            "bad-clock",
        ),
        (
            json!({"start": hus, "clock": null, "creator": "east"}).to_string(),
            400,
            "bad-seat",
        ),
        (
            format!("{{\"start\":\"{}\"}}", "x".repeat(70_000)),
            413,
            "too-large",
        ),
    ] {
        let answer = http(
            server.addr,
            "POST",
            "/live/games",
            &[("Content-Type", "application/json")],
            body.as_bytes(),
        )
        .await;
        assert_eq!(answer.status, status, "{body:.80}");
        assert_eq!(answer.json()["error"]["code"], code, "{body:.80}");
    }
    let wrong_type = http(
        server.addr,
        "POST",
        "/live/games",
        &[("Content-Type", "text/plain")],
        b"{}",
    )
    .await;
    assert_eq!(wrong_type.status, 415);
    let status = http(server.addr, "GET", "/live/status", &[], b"").await;
    assert_eq!(status.status, 200);
    assert_eq!(status.json()["live"], 1);
    assert_eq!(status.header("cache-control"), Some("no-store"));
    let elsewhere = http(server.addr, "GET", "/live/nothing", &[], b"").await;
    assert_eq!(elsewhere.status, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_makes_only_so_many_games_a_minute_and_a_proxy_names_its_players() {
    let server = server("creation-limit", |config| {
        config.games_per_minute = 3;
        config.client_address_header = Some(axum::http::HeaderName::from_static("x-real-ip"));
    })
    .await;
    let body = json!({"start": start_link(Variant::Giuthi), "clock": null, "creator": "south"});
    let make = |address: Option<&'static str>| {
        let body = body.to_string();
        let addr = server.addr;
        async move {
            let mut headers = vec![("Content-Type", "application/json")];
            if let Some(address) = address {
                headers.push(("X-Real-IP", address));
            }
            http(addr, "POST", "/live/games", &headers, body.as_bytes()).await
        }
    };
    for _ in 0..3 {
        assert_eq!(make(None).await.status, 201);
    }
    let refused = make(None).await;
    assert_eq!(refused.status, 429);
    assert_eq!(refused.json()["error"]["code"], "rate-limited");
    // Players the proxy names are counted apart from the proxy's own address.
    assert_eq!(make(Some("203.0.113.9")).await.status, 201);
    assert_eq!(make(Some("203.0.113.10")).await.status, 201);
    // A third of a minute later, one more game.
    server.clock.advance(20_000);
    assert_eq!(make(None).await.status, 201);
    assert_eq!(make(None).await.status, 429);
}
