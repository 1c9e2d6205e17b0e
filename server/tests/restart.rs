//! The server killed (SIGKILL) in the middle of a game and started again on
//! the same file: the game goes on where it was.

mod support;

use mancala::{link, Variant};
use serde_json::{json, Value};
use support::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_restarted_on_its_file_continues_the_game() {
    let data = data_file("restart");
    let first = launch_on(&data);
    let addr = first.addr;
    let (id, south_token, north_token) = create_hus(addr, Value::Null).await;
    let mut south = Client::connect(addr).await;
    let mut north = Client::connect(addr).await;
    south.join(&id, Some(&south_token)).await;
    north.join(&id, Some(&north_token)).await;
    let mut game = link::decode(&start_link(Variant::Hus)).game.unwrap();
    let mut chooser = Chooser::new(5);
    for _ in 0..3 {
        let mv = chooser.pick(&game);
        let ply = game.ply();
        mover(&game, &mut south, &mut north)
            .send(json!({"t": "move", "ply": ply, "move": mv}))
            .await;
        game.play(&mv).unwrap();
        // Acknowledged to the mover (kept before it was sent), and sent to
        // the other player.
        for client in [&mut south, &mut north] {
            assert_eq!(client.expect("moved").await["ply"], ply);
        }
    }
    // Dropped: killed (std's kill is SIGKILL), in the middle of the game.
    drop(first);
    // The socket closes with the server (what was still on its way first).
    while south.next().await.is_some() {}

    let second = launch_on(&data);
    let addr = second.addr;
    let mut south = Client::connect(addr).await;
    let mut north = Client::connect(addr).await;
    let state = south.join(&id, Some(&south_token)).await;
    assert_eq!(state["ply"], 3);
    let kept = moves_joined(&state);
    let played = moves_sent(&game);
    assert_eq!(kept, played);
    north.join(&id, Some(&north_token)).await;
    let mv = chooser.pick(&game);
    mover(&game, &mut south, &mut north)
        .send(json!({"t": "move", "ply": 3, "move": mv}))
        .await;
    game.play(&mv).unwrap();
    assert_eq!(north.expect("moved").await["ply"], 3);
    drop(second);
    let _ = std::fs::remove_file(&data);
}
