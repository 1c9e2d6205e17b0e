//! Certificates of who wins a start: the proof-number search's answer
//! written as the strategy of the side that holds it
//! (`mancala::ai::proof::certify`), in a file that `tests/certificates.rs`
//! replays with the rules alone (docs/AI.md, "Certificates").
//!
//! The file: `#` lines saying what it proves, one line of JSON (the game
//! record of the position proven, the prover, whether the prover wins,
//! the positions the proof walks through), then the choices, each the
//! place of the move in `Game::legal_moves` as one character of
//! `0-9a-zA-Z`, a hundred to a line.

use mancala::ai::proof::{self, Certificate};
use mancala::{Game, Options, Player, Variant};
use serde_json::json;

/// The characters a choice is written with: its place in the legal moves.
pub const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz\
ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const CHOICES_PER_LINE: usize = 100;

/// Proves whether `prover` wins the start of the board `options` gives, with
/// at most `nodes` positions, and writes the certificate's file, which
/// names `command` as its maker.
pub fn certify_start(
    variant: Variant,
    options: Options,
    prover: Player,
    nodes: u64,
    command: &str,
) -> Result<String, String> {
    let game = Game::new(variant, options).map_err(|error| error.to_string())?;
    let certificate = proof::certify(&game, prover, nodes)
        .map_err(|error| error.to_string())?
        .ok_or_else(|| format!("not settled within {nodes} positions"))?;
    write(&game, &certificate, command)
}

fn write(game: &Game, certificate: &Certificate, command: &str) -> Result<String, String> {
    let Certificate {
        prover,
        won,
        choices,
        positions,
        searched,
    } = certificate;
    let holder = if *won { *prover } else { prover.opponent() };
    let claim = if *won {
        format!("{} wins", prover.name())
    } else {
        format!(
            "{} does not win (the other side wins or draws)",
            prover.name()
        )
    };
    let header = json!({
        "record": game.record(),
        "prover": prover.name(),
        "won": won,
        "positions": positions,
    });
    let mut digits = Vec::with_capacity(choices.len());
    for &choice in choices {
        let digit = DIGITS
            .get(usize::from(choice))
            .ok_or_else(|| format!("a choice ({choice}) beyond the {} characters", DIGITS.len()))?;
        digits.push(*digit as char);
    }
    let mut text = format!(
        "# {claim} from this position with best play.\n# {}'s strategy: {positions} positions, {} choices of {}; the proof-number\n# search created {searched} positions to find it.\n# Written by `{command}`; checked by tests/certificates.rs.\n{header}\n",
        holder.name(),
        choices.len(),
        holder.name(),
    );
    for line in digits.chunks(CHOICES_PER_LINE) {
        text.extend(line);
        text.push('\n');
    }
    Ok(text)
}
