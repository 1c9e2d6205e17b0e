//! How deep the analysis (the solver's estimate) looks against the
//! computer's strong level in the same time, side by side on the same
//! positions (issue 34: "estimates as deep as the computer's"). The
//! positions are a board's start (for Kiothi, the first after both
//! opening redistributions) and positions spread over computer games.

use mancala::ai::solve::{Limits, Settled, Solver};
use mancala::ai::{self, Level, SystemClock};
use mancala::rng::Rng;
use mancala::{Error, Game, GameRecord, Options, Phase, Variant};
use serde::Serialize;

use crate::puzzles;

/// The solver's table in this measurement: as the command line's.
const SOLVER_ENTRIES: usize = 1 << 25;

/// Positions taken from each computer game.
const POSITIONS_PER_GAME: usize = 5;

/// One position measured.
#[derive(Serialize)]
pub struct DepthRow {
    /// "start", or "game G ply P".
    pub position: String,
    pub record: GameRecord,
    /// The strong level's depth in the time (0: it played a proven move
    /// or the only one): of the move it chose, which may have been searched
    /// one iteration deeper than the others when the time ran out.
    pub strong_depth: u32,
    /// The depth of the strong level's last iteration that searched every
    /// move: the depth the analysis's whole list is compared with.
    pub strong_every_move_depth: u32,
    /// The shallowest and deepest estimate among the analysis's unproven
    /// moves (None when every move was proven).
    pub analysis_min_depth: Option<u32>,
    pub analysis_max_depth: Option<u32>,
    pub proven_moves: usize,
    /// Unproven moves whose result, won or lost, the yes-or-no proofs
    /// settled: all a strong level's won or lost value says of a move.
    pub settled_moves: usize,
    pub moves: usize,
    /// Whether the analysis proved the position's value.
    pub position_proven: bool,
}

/// The start and `count` positions of computer games seeded by `seed`.
pub fn positions(
    variant: Variant,
    options: Options,
    count: usize,
    seed: u64,
) -> Result<Vec<(String, Game)>, Error> {
    let mut start = Game::new(variant, options)?;
    let mut rng = Rng::new(seed);
    // Kiothi's opening redistributions are not analysed: its first
    // position after them stands for its start.
    while start.position().phase() == Phase::Opening {
        let mut copy = *start.position();
        let Some((mv, _)) =
            mancala::rules::play_random(&mut copy, &mut rng, &mut Default::default())
        else {
            break;
        };
        start.play(&mv)?;
    }
    let mut out = vec![("start".to_string(), start)];
    let mut game_number = 0;
    while out.len() <= count {
        game_number += 1;
        let Some(game) = puzzles::computer_game(variant, options, &mut rng)? else {
            continue;
        };
        let end = game.ply();
        for k in 1..=POSITIONS_PER_GAME {
            if out.len() > count {
                break;
            }
            let ply = end * k / (POSITIONS_PER_GAME + 1);
            let mut at = game.clone();
            while at.ply() > ply {
                at.undo()?;
            }
            if at.position().phase() == Phase::Opening || at.outcome().is_some() {
                continue;
            }
            out.push((format!("game {game_number} ply {ply}"), at));
        }
    }
    Ok(out)
}

/// The strong level's depth and the analysis's, each given `ms`.
pub fn measure(label: String, game: &Game, ms: f64, seed: u64) -> Result<DepthRow, Error> {
    let settings = ai::Settings {
        budget_ms: Some(ms),
        ..ai::Settings::new(Level::Strong, seed)
    };
    let decision = ai::choose_move(game, settings, &SystemClock::new())?;
    let limits = Limits {
        ms: Some(ms),
        nodes: None,
    };
    let analysis = Solver::new(SOLVER_ENTRIES).analyse(game, limits, &SystemClock::new())?;
    let unproven: Vec<_> = analysis.moves.iter().filter(|m| !m.worth.proven).collect();
    let depths: Vec<u32> = unproven.iter().map(|m| m.worth.depth).collect();
    let settled_moves = unproven
        .iter()
        .filter(|m| matches!(m.worth.settled, Some(Settled::Win | Settled::Loss)))
        .count();
    Ok(DepthRow {
        position: label,
        record: game.record(),
        strong_depth: decision.depth,
        strong_every_move_depth: decision.every_move_depth,
        analysis_min_depth: depths.iter().copied().min(),
        analysis_max_depth: depths.iter().copied().max(),
        proven_moves: analysis.moves.len() - depths.len(),
        settled_moves,
        moves: analysis.moves.len(),
        position_proven: analysis.proven,
    })
}
