//! Certificates of who wins a start: the proof-number search's answer
//! written as the strategy of the side that holds it
//! (`mancala::ai::proof::certify`), in a file that `tests/certificates.rs`
//! replays with the rules alone (docs/SOLVER.md, "Certificates").
//!
//! The file: `#` lines saying what it proves, one line of JSON (the game
//! record of the position proven, the prover, the margin asked where it is
//! more than any win (`by_at_least`), whether the prover wins by it, the
//! positions the proof walks through), then the choices, each the
//! place of the move in `Game::legal_moves` as one character of
//! `0-9a-zA-Z`, a hundred to a line.

use mancala::ai::proof::{self, Certificate, Goal};
use mancala::{Game, Options, Variant};
use serde_json::json;

/// The characters a choice is written with: its place in the legal moves.
pub const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz\
ABCDEFGHIJKLMNOPQRSTUVWXYZ";

const CHOICES_PER_LINE: usize = 100;

/// Proves whether the goal's prover wins the start of the board `options`
/// gives by the goal's margin, with at most `nodes` positions, and writes
/// the certificate's file, which names `command` as its maker.
pub fn certify_start(
    variant: Variant,
    options: Options,
    goal: Goal,
    nodes: u64,
    command: &str,
) -> Result<String, String> {
    let game = Game::new(variant, options).map_err(|error| error.to_string())?;
    let certificate = proof::certify(&game, goal, nodes)
        .map_err(|error| error.to_string())?
        .ok_or_else(|| format!("not settled within {nodes} positions"))?;
    write(&game, &certificate, command)
}

fn write(game: &Game, certificate: &Certificate, command: &str) -> Result<String, String> {
    let Certificate {
        goal,
        won,
        choices,
        positions,
        searched,
    } = certificate;
    let prover = goal.prover;
    let holder = if *won { prover } else { prover.opponent() };
    let by = goal.by_at_least;
    let claim = match (*won, by) {
        (true, 1) => format!("{} wins", prover.name()),
        (false, 1) => format!(
            "{} does not win (the other side wins or draws)",
            prover.name()
        ),
        (true, _) => format!("{} wins by at least {by} seeds", prover.name()),
        (false, _) => format!("{} does not win by {by} seeds or more", prover.name()),
    };
    // A margin of any win is left out, as the files before margins were.
    let mut header = json!({
        "record": game.record(),
        "prover": prover.name(),
        "won": won,
        "positions": positions,
    });
    if by > 1 {
        header["by_at_least"] = json!(by);
    }
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
