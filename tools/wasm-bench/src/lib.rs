//! Random games played inside WebAssembly, timed by the caller.

use mancala::rng::Rng;
use mancala::{Options, Position, Variant};
use mancala_lab::playout::RandomPlayer;
use wasm_bindgen::prelude::*;

/// Plays `games` uniformly random games of `game` on its default board and
/// returns the moves played, so that the work cannot be optimised away.
#[wasm_bindgen(js_name = randomGames)]
pub fn random_games(game: &str, games: u32, seed: u64) -> Result<f64, JsError> {
    let variant = Variant::from_id(game).map_err(|e| JsError::new(&e.to_string()))?;
    let start =
        Position::new(variant, Options::default()).map_err(|e| JsError::new(&e.to_string()))?;
    let mut rng = Rng::new(seed);
    let mut player = RandomPlayer::default();
    let mut moves = 0u64;
    for _ in 0..games {
        moves += player.play_game(&start, &mut rng).moves;
    }
    Ok(moves as f64)
}
