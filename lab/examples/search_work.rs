//! A fixed amount of search, for counting its instructions (callgrind):
//! each game played from its standard start for `PLIES` plies, every move
//! chosen by the strong level with a cap of `NODES` nodes and no clock, so
//! that the work and the moves are the same on every run. Prints, per game,
//! the nodes visited and a digest of the moves chosen (equal digests: the
//! same decisions).
//!
//! `cargo build --release -p mancala-lab --example search_work`, then
//! `valgrind --tool=callgrind target/release/examples/search_work`.

use mancala::ai::{choose_move, FrozenClock, Level, Settings};
use mancala::{Game, Options, Variant};

const PLIES: usize = 24;
const NODES: u64 = 5_000;

fn main() {
    for variant in Variant::ALL {
        let mut game = Game::new(variant, Options::default()).expect("a standard board");
        let (mut nodes, mut digest) = (0u64, 0u64);
        for ply in 0..PLIES {
            if game.outcome().is_some() {
                break;
            }
            let settings = Settings {
                budget_ms: None,
                max_nodes: Some(NODES),
                ..Settings::new(Level::Strong, ply as u64)
            };
            let decision = choose_move(&game, settings, &FrozenClock).expect("the game goes on");
            nodes += decision.nodes;
            digest = (digest ^ game.position().repetition_key())
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(29);
            game.play(&decision.mv)
                .expect("the search plays legal moves");
        }
        println!(
            "{:?}: {} plies, {nodes} nodes, moves digest {digest:016x}",
            variant,
            game.ply()
        );
    }
}
