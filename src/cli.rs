//! The engine's types read from a command line, for the `mancala` and
//! `mancala-lab` binaries (whose flags `mancala_cli` reads): one reading of
//! a game's name and of a board's size for both.

use mancala_cli::Given;

use crate::variant::{Options, Variant};

/// A game by its name (`giuthi`, `kiothi`, `en-gehe`, `hus`).
pub fn variant(name: &str) -> Result<Variant, String> {
    Variant::from_id(name).map_err(|error| error.to_string())
}

/// `--holes`, `--seeds` and `--setup`: the board's size, where the game has
/// a choice (the engine refuses what its rules do not allow); each left out
/// takes the game's default.
pub fn board_options(given: &Given) -> Result<Options, String> {
    let defaults = Options::default();
    Ok(Options {
        holes: given.number("--holes")?.unwrap_or(defaults.holes),
        seeds: given.number("--seeds")?.unwrap_or(defaults.seeds),
        setup: given.number("--setup")?.or(defaults.setup),
    })
}
