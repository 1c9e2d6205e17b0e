//! The server killed (SIGKILL) in the middle of a game and started again on
//! the same file: the game goes on where it was.

mod support;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use mancala::{link, Variant};
use serde_json::{json, Value};
use support::*;

/// A server process, killed when the test ends however it ends: a server
/// left running would hold the test's output open.
struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The server binary on a free port with its store in `data`; its address.
fn launch(data: &Path) -> (Server, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mancala-server"))
        .args(["--port", "0", "--data"])
        .arg(data)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|word| word.starts_with("http://"))
        .unwrap_or_else(|| panic!("the server prints its address: {line:?}"));
    let addr = url.trim_start_matches("http://").trim_end_matches('/');
    (Server(child), addr.parse().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_restarted_on_its_file_continues_the_game() {
    let data = data_file("restart");
    let (mut first, addr) = launch(&data);
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
        let mover_is_south = seat_of(&game) == "south";
        game.play(&mv).unwrap();
        let mover = if mover_is_south {
            &mut south
        } else {
            &mut north
        };
        mover
            .send(json!({"t": "move", "ply": ply, "move": mv}))
            .await;
        // Acknowledged to the mover (kept before it was sent), and sent to
        // the other player.
        for client in [&mut south, &mut north] {
            assert_eq!(client.expect("moved").await["ply"], ply);
        }
    }
    first.0.kill().unwrap();
    first.0.wait().unwrap();
    // The socket closes with the server (what was still on its way first).
    while south.next().await.is_some() {}

    let (second, addr) = launch(&data);
    let mut south = Client::connect(addr).await;
    let mut north = Client::connect(addr).await;
    let state = south.join(&id, Some(&south_token)).await;
    assert_eq!(state["ply"], 3);
    let kept: Vec<Value> = state["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].clone())
        .collect();
    let played: Vec<Value> = game.moves().iter().map(|m| json!(m)).collect();
    assert_eq!(kept, played);
    north.join(&id, Some(&north_token)).await;
    let mv = chooser.pick(&game);
    let mover_is_south = seat_of(&game) == "south";
    game.play(&mv).unwrap();
    let mover = if mover_is_south {
        &mut south
    } else {
        &mut north
    };
    mover.send(json!({"t": "move", "ply": 3, "move": mv})).await;
    assert_eq!(north.expect("moved").await["ply"], 3);
    drop(second);
    let _ = std::fs::remove_file(&data);
}
