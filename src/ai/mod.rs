//! The computer opponent, for every game and phase, at four levels.
//!
//! A decision is a `Search`: made from a game (so that the repetition rules
//! see its history), then stepped in slices bounded by time or by nodes
//! until it is done. Between slices the caller may simply drop it, which is
//! how a browser worker cancels thinking. `choose_move` does the same in one
//! call. Time comes from a `Clock` the caller provides (`std::time::Instant`
//! natively, `performance.now()` in a browser), so the search itself has no
//! platform dependency. Everything is deterministic for a seed, except how
//! far a search bounded by time gets.

// From the bottom up (tests/layers.rs).
// The static evaluation and each game's tuning.
mod eval;
// The one scale of values of the search and the solver.
mod value;
// The transposition table.
mod table;
// Kiothi's opening: the candidate redistributions.
mod opening;
// Giuthi: whether the side behind can repeat by extra moves.
mod cycles;
// The iterative-deepening search, using all of the above.
mod search;
// The proof search: whether a side can force a win.
pub mod proof;
// The solver: every move's worth, proven or estimated (or its result
// alone, by the proof search).
pub mod solve;

use serde::{Deserialize, Serialize};

use crate::error::{Error, IllegalMove};
use crate::game::Game;
use crate::moves::Move;
use crate::position::Position;
use crate::repetition::Repetitions;
use crate::rng::Rng;
use crate::rules::{self, Scratch};
use crate::variant::Variant;

use search::{Child, Found, Tree};
use solve::Solver;

pub use crate::level::Level;
// For the lab's matches (lab/src/matches.rs), which value starts on the
// search's scale.
pub use eval::SEED;
pub use value::Value;

/// How each level searches.
impl Level {
    /// How deep the level searches at most, in plies (each move, extra
    /// moves included, is a ply).
    fn max_depth(self) -> u32 {
        match self {
            Level::Random | Level::Beginner => 1,
            Level::Intermediate => INTERMEDIATE_DEPTH,
            Level::Strong => search::MAX_DEPTH,
        }
    }

    /// How far below even, in hundredths of a seed, the level values a
    /// repetition draw for itself: the game's `Tuning::STRONG_CONTEMPT` for
    /// the strong level, even for the others.
    fn contempt(self, variant: Variant) -> i32 {
        match self {
            Level::Strong => eval::strong_contempt(variant),
            _ => 0,
        }
    }

    /// The transposition table's size, as a power of two.
    fn table_bits(self) -> u32 {
        match self {
            Level::Random | Level::Beginner => 4,
            Level::Intermediate => 14,
            Level::Strong => 19,
        }
    }
}

/// Laps after which the search gives up on a move. Legal moves that long
/// are extremely rare (the longest in 20,000 random games of each game took
/// 278 laps); endless ones are common in Kiothi and Hus and some take
/// millions of laps to show it. The search (and its look for
/// repeating runs, `cycles`) passes over both rather than
/// stall; the rules still decide, exactly, what is legal.
pub(crate) const SEARCH_LAP_LIMIT: u64 = 500;

/// The intermediate level's search depth.
pub const INTERMEDIATE_DEPTH: u32 = 3;

/// How often the beginner plays the best-looking move rather than a random
/// one: one move in `BEGINNER_GREEDY_ONE_IN`.
const BEGINNER_GREEDY_ONE_IN: usize = 2;

/// The strong level tries to prove an endgame of at most this many seeds
/// on the board exactly before it searches, and plays a proven best move.
const ENDGAME_SEEDS: u32 = 12;
/// The proof's nodes at most (deterministic, a fraction of the time
/// budget), and its table.
const ENDGAME_NODES: u64 = 20_000;
const ENDGAME_ENTRIES: usize = 1 << 16;

/// The default thinking time for one move: within the one second a player
/// should wait at most, with room for the work around the search.
pub const DEFAULT_BUDGET_MS: f64 = 900.0;

/// How the computer decides a move.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub level: Level,
    /// Chooses among equally good moves (and the beginner's random moves).
    pub seed: u64,
    /// Thinking time for the whole decision, in milliseconds; none for a
    /// search bounded only by nodes or depth (deterministic).
    pub budget_ms: Option<f64>,
    /// A cap on the nodes visited (deterministic, unlike time).
    pub max_nodes: Option<u64>,
    /// A cap on the depth, below the level's own.
    pub max_depth: Option<u32>,
}

impl Settings {
    /// A level's defaults: the default time budget, no node cap.
    pub fn new(level: Level, seed: u64) -> Settings {
        Settings {
            level,
            seed,
            budget_ms: Some(DEFAULT_BUDGET_MS),
            max_nodes: None,
            max_depth: None,
        }
    }
}

/// The current time in milliseconds from any fixed origin.
pub trait Clock {
    fn now_ms(&self) -> f64;
}

/// A clock that never moves, for searches bounded by nodes or depth.
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The native clock.
#[cfg(not(target_arch = "wasm32"))]
pub struct SystemClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl SystemClock {
    pub fn new() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for SystemClock {
    fn default() -> Self {
        SystemClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// How much one call of `Search::step` may do: it returns when either
/// bound is reached (or the search is done).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Slice {
    pub ms: Option<f64>,
    pub nodes: Option<u64>,
}

impl Slice {
    pub fn ms(ms: f64) -> Slice {
        Slice {
            ms: Some(ms),
            nodes: None,
        }
    }

    pub fn nodes(nodes: u64) -> Slice {
        Slice {
            ms: None,
            nodes: Some(nodes),
        }
    }

    /// Until the search is done.
    pub fn whole() -> Slice {
        Slice::default()
    }
}

/// The move the computer chose and what backs it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Decision {
    #[serde(rename = "move")]
    pub mv: Move,
    /// The search's value of the move for the mover, in hundredths of a
    /// seed; beyond ±99,990,000 a proven win or loss. A line that ends in a
    /// repetition counts as the level's contempt below even for the searching
    /// side (`Level::contempt`: 0 but for strong in Giuthi).
    pub value: i32,
    /// Plies searched (0 when no search was needed): for the move chosen,
    /// which may have been searched one iteration deeper than the others
    /// when the time ran out.
    pub depth: u32,
    /// Plies of the deepest iteration that searched every move (0 when
    /// none did): the depth every move was weighed at.
    pub every_move_depth: u32,
    pub nodes: u64,
}

impl Decision {
    /// Whether the value is a proven win (true) or loss (false) for the
    /// mover rather than an estimate.
    pub fn proven_win(&self) -> Option<bool> {
        Value::number_is_decided(self.value).then_some(self.value > 0)
    }
}

/// Where a search stands after a slice.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "state", rename_all = "lowercase")]
pub enum Progress {
    /// Not done yet: the best move so far, if any.
    Thinking {
        #[serde(rename = "move")]
        best: Option<Move>,
        depth: u32,
        nodes: u64,
    },
    Done(Decision),
}

/// One decision in the making.
pub struct Search {
    settings: Settings,
    /// Set by the first slice: when thinking started.
    started_ms: Option<f64>,
    state: State,
}

enum State {
    Decided(Decision),
    Searching(Box<Tree>),
}

/// Clock readings are taken once per this many nodes.
const NODES_PER_CLOCK_READING: u64 = 2;

/// An iteration that ends after this share of the budget starts no next one:
/// it would take several times as long and not finish. The analysis's
/// estimate deepens by the same rule (`solve`).
pub(crate) const DEEPEN_BEFORE_SHARE: f64 = 0.4;

/// The root's order for the next iteration, for the strong level and the
/// analysis's estimate alike: the last iteration's best first, the others
/// keeping their places, so that the moves that were best at some depth
/// stay near the front.
pub(crate) fn best_to_front<T>(order: &mut [T], is_best: impl FnMut(&T) -> bool) {
    if let Some(place) = order.iter().position(is_best) {
        order[..=place].rotate_right(1);
    }
}

impl Search {
    /// Prepares a decision for the player to move in `game`. Random and
    /// beginner moves are decided at once; searches wait for `step`.
    pub fn new(game: &Game, settings: Settings) -> Result<Search, Error> {
        if game.outcome().is_some() {
            return Err(IllegalMove::GameOver.into());
        }
        Search::with_history(game.position(), &history_of(game), settings)
    }

    /// As `new`, from a position and the positions before it in its game
    /// (oldest first; may be empty, at the risk of missing a repetition).
    pub fn with_history(
        position: &Position,
        history: &[Position],
        settings: Settings,
    ) -> Result<Search, Error> {
        let contempt = settings.level.contempt(position.variant());
        Search::valuing_draws(position, history, settings, contempt)
    }

    /// As `with_history`, with a repetition draw `contempt` below even for
    /// the searching side.
    fn valuing_draws(
        position: &Position,
        history: &[Position],
        settings: Settings,
        contempt: i32,
    ) -> Result<Search, Error> {
        if rules::outcome(position).is_some() {
            return Err(IllegalMove::GameOver.into());
        }
        let mut rng = Rng::new(settings.seed);
        let state = match settings.level {
            Level::Random => State::Decided(random_move(position, &mut rng)?),
            Level::Beginner => State::Decided(beginner_move(position, history, &mut rng)?),
            Level::Strong if position.board_seeds() <= ENDGAME_SEEDS => {
                let nodes = settings
                    .max_nodes
                    .map_or(ENDGAME_NODES, |max| max.min(ENDGAME_NODES));
                let mut solver = Solver::new(ENDGAME_ENTRIES);
                match solver.prove(position, history, nodes) {
                    Some((mv, value)) => State::Decided(Decision {
                        mv,
                        value: value.result_only().number(),
                        depth: 0,
                        every_move_depth: 0,
                        nodes: solver.nodes(),
                    }),
                    None => searching(position, history, settings, contempt, &mut rng)?,
                }
            }
            Level::Intermediate | Level::Strong => {
                searching(position, history, settings, contempt, &mut rng)?
            }
        };
        Ok(Search {
            settings,
            started_ms: None,
            state,
        })
    }

    /// Thinks for at most one slice and says where the search stands.
    pub fn step(&mut self, clock: &dyn Clock, slice: Slice) -> Progress {
        let tree = match &mut self.state {
            State::Decided(decision) => return Progress::Done(*decision),
            State::Searching(tree) => tree,
        };
        let now = clock.now_ms();
        let started = *self.started_ms.get_or_insert(now);
        let deadline = self.settings.budget_ms.map(|budget| started + budget);
        let slice_end = slice.ms.map(|ms| now + ms);
        let slice_nodes = slice.nodes.map(|nodes| tree.nodes + nodes);
        let max_nodes = self.settings.max_nodes;
        let mut out_of_budget = false;
        let finished = tree.run(
            |nodes| {
                if max_nodes.is_some_and(|max| nodes >= max) {
                    out_of_budget = true;
                    return true;
                }
                if nodes % NODES_PER_CLOCK_READING == 0
                    && (deadline.is_some() || slice_end.is_some())
                {
                    let now = clock.now_ms();
                    if deadline.is_some_and(|end| now >= end) {
                        out_of_budget = true;
                        return true;
                    }
                    if slice_end.is_some_and(|end| now >= end) {
                        return true;
                    }
                }
                slice_nodes.is_some_and(|end| nodes >= end)
            },
            |_| match (self.settings.budget_ms, deadline) {
                (Some(budget), Some(end)) => {
                    clock.now_ms() < end - budget * (1.0 - DEEPEN_BEFORE_SHARE)
                }
                _ => true,
            },
        );
        if finished || out_of_budget {
            // Stopped before even one move was searched: the move that looks
            // best at once.
            let found = tree.best().unwrap_or(Found {
                mv: tree.first_root_move(),
                value: Value::DRAW,
                depth: 0,
            });
            let decision = Decision {
                mv: found.mv,
                value: found.value.number(),
                depth: found.depth,
                every_move_depth: tree.completed_depth(),
                nodes: tree.nodes,
            };
            self.state = State::Decided(decision);
            return Progress::Done(decision);
        }
        let best = tree.best();
        Progress::Thinking {
            best: best.map(|found| found.mv),
            depth: best.map_or(0, |found| found.depth),
            nodes: tree.nodes,
        }
    }
}

/// A search to come, or the move when there is nothing to weigh.
fn searching(
    position: &Position,
    history: &[Position],
    settings: Settings,
    contempt: i32,
    rng: &mut Rng,
) -> Result<State, Error> {
    let max_depth = settings
        .max_depth
        .map_or(settings.level.max_depth(), |depth| {
            depth.min(settings.level.max_depth())
        });
    let tree = Tree::new(
        position,
        history,
        settings.level.table_bits(),
        max_depth,
        contempt,
        rng,
    );
    Ok(match tree.root_moves() {
        0 => return Err(IllegalMove::GameOver.into()),
        // Nothing to weigh: answer at once.
        1 => State::Decided(Decision {
            mv: tree.first_root_move(),
            value: 0,
            depth: 0,
            every_move_depth: 0,
            nodes: 0,
        }),
        _ => State::Searching(Box::new(tree)),
    })
}

/// Decides a move in one call.
pub fn choose_move(game: &Game, settings: Settings, clock: &dyn Clock) -> Result<Decision, Error> {
    Ok(decide(Search::new(game, settings)?, clock))
}

/// As `choose_move`, but a repetition draw is even for both sides whatever
/// the level's contempt: a judge's value of the position, not a player's
/// (settling a match's starts).
pub fn impartial_move(game: &Game, settings: Settings) -> Result<Decision, Error> {
    if game.outcome().is_some() {
        return Err(IllegalMove::GameOver.into());
    }
    let search = Search::valuing_draws(game.position(), &history_of(game), settings, 0)?;
    Ok(decide(search, &FrozenClock))
}

/// The positions of `game` before its current one, oldest first.
fn history_of(game: &Game) -> Vec<Position> {
    (0..game.ply())
        .filter_map(|ply| game.position_at(ply).copied())
        .collect()
}

fn decide(mut search: Search, clock: &dyn Clock) -> Decision {
    loop {
        if let Progress::Done(decision) = search.step(clock, Slice::whole()) {
            return decision;
        }
    }
}

fn immediate(mv: Move) -> Decision {
    Decision {
        mv,
        value: 0,
        depth: 0,
        every_move_depth: 0,
        nodes: 0,
    }
}

/// A uniformly random legal move, as the rules' own random play draws it.
fn random_move(position: &Position, rng: &mut Rng) -> Result<Decision, Error> {
    let mut copy = *position;
    rules::play_random(&mut copy, rng, &mut Scratch::default())
        .map(|(mv, _)| immediate(mv))
        .ok_or_else(|| IllegalMove::GameOver.into())
}

/// Usually a random move among those the search would consider (in
/// Kiothi's opening, the sensible candidates rather than any scattering);
/// sometimes the one that looks best after it is played. Even a beginner
/// knows a repetition draws: ahead, it does not repeat at random, and its
/// best-looking move counts a repetition as the draw it is.
fn beginner_move(
    position: &Position,
    history: &[Position],
    rng: &mut Rng,
) -> Result<Decision, Error> {
    let mut moves: Vec<Child> = Vec::new();
    search::children(position, &mut moves, false);
    if moves.is_empty() {
        search::children(position, &mut moves, true);
    }
    if moves.is_empty() {
        return Err(IllegalMove::GameOver.into());
    }
    let seen = Repetitions::from_history(history.iter().chain([position]));
    let draws = |child: &Child| seen.draw(&child.position).is_some();
    if rng.below(BEGINNER_GREEDY_ONE_IN) != 0 {
        let ahead = eval::evaluate(position) > 0;
        let keeping_the_game: Vec<&Child> = moves
            .iter()
            .filter(|&child| !(ahead && draws(child)))
            .collect();
        let choices = if keeping_the_game.is_empty() {
            moves.iter().collect()
        } else {
            keeping_the_game
        };
        return Ok(immediate(choices[rng.below(choices.len())].mv));
    }
    let mut best: Option<(Value, Move)> = None;
    let mut ties = 0;
    for child in &moves {
        let value = if draws(child) {
            Value::DRAW
        } else {
            search::one_ply_value(position, child)
        };
        match best {
            Some((best_value, _)) if value < best_value => {}
            Some((best_value, _)) if value == best_value => {
                // Reservoir sampling: each equal move equally likely.
                ties += 1;
                if rng.below(ties) == 0 {
                    best = Some((value, child.mv));
                }
            }
            _ => {
                best = Some((value, child.mv));
                ties = 1;
            }
        }
    }
    let (value, mv) = best.expect("at least one move");
    Ok(Decision {
        value: value.number(),
        depth: 1,
        every_move_depth: 1,
        ..immediate(mv)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameRecord;
    use crate::rules::EndReason;

    /// A game that strong, as North, drew against the yardstick before it
    /// had contempt (30,000 nodes a move against 3,000, seed 2026, game 37):
    /// its last move repeats, a couple of seeds behind by its own value.
    const DRAWN_BY_STRONG: &str = r#"{"moves":[{"dir":"ccw","pit":9},{"dir":"ccw","pit":6},{"dir":"ccw","pit":14},{"dir":"cw","pit":6},{"dir":"ccw","pit":10},{"dir":"ccw","pit":5},{"dir":"cw","pit":15},{"dir":"ccw","pit":7},{"dir":"cw","pit":14},{"dir":"cw","pit":5},{"dir":"cw","pit":15},{"dir":"ccw","pit":5},{"dir":"cw","pit":2},{"dir":"cw","pit":10},{"dir":"ccw","pit":12},{"dir":"cw","pit":3},{"dir":"ccw","pit":1}],"start":{"captured":[0,0],"game":"giuthi","holes":8,"pits":[8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8],"to_move":0}}"#;

    #[test]
    fn in_giuthi_strong_plays_on_rather_than_repeat_a_little_behind() {
        let record = GameRecord::from_json(DRAWN_BY_STRONG).unwrap();
        let mut game = Game::from_record(&record).unwrap();
        assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
        game.undo().unwrap();
        let repeats = |mv: &Move| {
            let mut after = game.clone();
            after.play(mv).unwrap();
            after
                .outcome()
                .is_some_and(|outcome| outcome.reason == EndReason::Repetition)
        };
        let settings = Settings {
            budget_ms: None,
            max_nodes: Some(30_000),
            ..Settings::new(Level::Strong, 0)
        };
        // Valued evenly, the draw is the best there is.
        let judged = impartial_move(&game, settings).unwrap();
        assert!(repeats(&judged.mv), "{judged:?}");
        assert_eq!(judged.value, 0);
        // Strong plays on: behind, but by less than its contempt.
        let played = choose_move(&game, settings, &FrozenClock).unwrap();
        assert!(!repeats(&played.mv), "{played:?}");
        assert!(
            (-eval::strong_contempt(Variant::Giuthi) + 1..0).contains(&played.value),
            "{played:?}"
        );
        // Intermediate, without contempt, takes the draw.
        let intermediate = Settings {
            budget_ms: None,
            ..Settings::new(Level::Intermediate, 0)
        };
        assert!(repeats(
            &choose_move(&game, intermediate, &FrozenClock).unwrap().mv
        ));
    }
}
