//! What every move of a position is worth: proven exactly where the solver
//! can search to the end of the game within its budget, estimated by a
//! depth-limited search where it cannot (docs/SOLVER.md).
//!
//! A value is `(result, margin)` for the player to move: any win beats any
//! draw, any draw beats any loss, then the final score difference counts.
//! Both fit one `Value` (`ai::value`, the search's scale too), which
//! negates for the other player and compares the same way; an estimate is
//! on the same scale, so a forced end the estimate sees counts its margin.
//!
//! Repetitions end games as the rules say, counted over the game's history
//! and the path searched. So the value of a position can depend on the
//! positions before it that can still recur: those since the last capture
//! (its "stretch": seeds never come back to the board, so no earlier
//! position can). A table entry must neither carry a repetition draw found
//! below one path over to another (the graph-history problem) nor a value
//! found where no repetition was possible to a path where one is. A search
//! below a position depends on the history only through the positions it
//! visited that the history holds (with their counts): were they the same,
//! every node it visited would be valued the same way. So an entry keeps a
//! filter of the positions of its stretch that its search visited and a
//! digest of the history's positions that the filter holds, and is used
//! only where the history gives the same digest.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Serialize, Serializer};

use crate::error::Error;
use crate::game::Game;
use crate::moves::Move;
use crate::player::Player;
use crate::position::{Phase, Position};
use crate::rules;

use super::eval::evaluate;
use super::proof::{prove_win_within, ProofVerdict};
use super::table::{self as estimate_table, Bound, Entry};
use super::value::Value;
use super::Clock;

/// The search gives up (unproven) below this many plies, so that a very
/// long game cannot exhaust the stack (the worker's WebAssembly has 8 MB
/// of it: .cargo/config.toml). A forced line of Hus to a third occurrence
/// can take several hundred plies.
const MAX_PLIES: u32 = 2_000;

/// The computer's endgame proofs stop sooner (a search thread's stack).
const PROVE_MAX_PLIES: u32 = 300;

/// Budget checks are made once per this many nodes.
const NODES_PER_CHECK: u64 = 256;

/// The first proof attempt for each move searches this many plies deep with
/// this many nodes; each round after it twice as deep with four times as
/// many.
const FIRST_PROOF_DEPTH: u32 = 8;
const FIRST_PROOF_NODES: u64 = 4_000;

/// How an analysis shares its time between the first proofs, the estimate,
/// the margins' proofs and the yes-or-no proofs (docs/SOLVER.md, "How the
/// time is shared"). Each share is a fraction of the analysis's whole time,
/// or of what is left where said; why each is what it is stands by it.
/// `scripts/depth-tables` measures what they give against the strong
/// level's depths.
struct TimeShares {
    /// The most the first round of proving may take before the estimate
    /// starts (small endgames are proven there): at 15 % the estimate of
    /// Giuthi 2 x 8's start, which the round does not prove, started too
    /// late to finish the iteration the strong level finishes in the same
    /// time.
    first_round: f64,
    /// Where the first round proves the position, the time in which the
    /// moves it left unproven are estimated, so that none is shown
    /// unsearched.
    brief_estimate: f64,
    /// An estimate iteration starts only before this share of the time from
    /// the estimate's start, as the strong level's do (`DEEPEN_BEFORE_SHARE`):
    /// one that ends later would not finish the next.
    deepen_before: f64,
    /// The estimate ends by this share, from the start of the analysis,
    /// once a move is proven or an estimate sees the end of the game: the
    /// rest is the proofs' at least. An iteration can take ten times the one
    /// before, more than it foretells (`likely_next_ms`): run to the
    /// deadline, it left the yes-or-no proofs of Hus's endings no time even
    /// at 5 s. Farther from the end an iteration starts as the strong
    /// level's does and runs to the deadline (`EstimateTimes`): the strong
    /// level finishes its last there on some positions (Kiothi's start).
    estimate_end: f64,
    /// Of the time the estimate leaves, the share for deeper rounds of
    /// proving the margins; the rest goes to the yes-or-no proofs.
    margin_proofs: f64,
    /// The same where the scores bound nothing (Hus: its final scores are
    /// the seeds on each side, and the margins' proofs prove little there,
    /// docs/SOLVER.md, "Reach"): the yes-or-no proofs answer it.
    margin_proofs_unbounded: f64,
    /// Rounds of proving tried before any estimate when the analysis is
    /// bounded by nodes alone (the lab's puzzles and the tests: a proof is
    /// what they want, not an estimate).
    rounds_before_estimate_by_nodes: u32,
}

const TIME_SHARES: TimeShares = TimeShares {
    first_round: 0.05,
    brief_estimate: 0.15,
    deepen_before: super::DEEPEN_BEFORE_SHARE,
    estimate_end: 0.9,
    margin_proofs: 0.5,
    margin_proofs_unbounded: 0.25,
    rounds_before_estimate_by_nodes: 3,
};

impl TimeShares {
    /// The first rounds of proving: how many, and when the first must end.
    fn first_rounds(&self, started: f64, deadline: Option<f64>) -> (u32, Option<f64>) {
        match deadline {
            Some(end) => (1, Some(share_of(started, end, self.first_round))),
            None => (self.rounds_before_estimate_by_nodes, None),
        }
    }

    /// The times of the brief estimate of a position the first round proved.
    fn brief_estimate(
        &self,
        clock: &dyn Clock,
        started: f64,
        deadline: Option<f64>,
    ) -> EstimateTimes {
        let brief =
            deadline.map(|end| (clock.now_ms() + (end - started) * self.brief_estimate).min(end));
        EstimateTimes {
            deepen_before: brief,
            end_by: brief,
            far_from_the_end_until: brief,
        }
    }

    /// The times of the estimate of a position not yet proven.
    fn estimate(&self, clock: &dyn Clock, started: f64, deadline: Option<f64>) -> EstimateTimes {
        EstimateTimes {
            deepen_before: deadline
                .map(|end| clock.now_ms() + (end - started) * self.deepen_before),
            end_by: deadline.map(|end| share_of(started, end, self.estimate_end)),
            far_from_the_end_until: deadline,
        }
    }

    /// When the margins' proofs end, the rest being the yes-or-no proofs'.
    fn margin_proofs_end(&self, clock: &dyn Clock, end: f64, scores_bound: bool) -> f64 {
        let now = clock.now_ms();
        let share = if scores_bound {
            self.margin_proofs
        } else {
            self.margin_proofs_unbounded
        };
        now + (end - now).max(0.0) * share
    }
}

/// The time a share of the way from `started` to `end`.
fn share_of(started: f64, end: f64, share: f64) -> f64 {
    started + (end - started) * share
}

/// The most positions a yes-or-no proof may create: some 50 MB (a node
/// holds a whole position, about 250 bytes), made at once and freed after
/// each proof, so that an analysis in a phone's browser stays within it.
pub const YES_NO_NODES: u64 = 200_000;

/// The estimate's table: 2^20 entries of 16 bytes (16 MB), made on the
/// first estimate (so that the computer's endgame proofs, which never
/// estimate, do not pay for it). With 2^18 Hus's start took 1.6 times as
/// long as the strong level to finish depth 17; with 2^20 as long
/// (docs/SOLVER.md, "Depth against the computer's").
const ESTIMATE_TABLE_BITS: u32 = 20;

/// Deepest estimate iteration.
const MAX_ESTIMATE_DEPTH: u32 = 64;

/// Half the width of the window a move's estimate is first searched in,
/// around its value one iteration shallower: two seeds.
const ASPIRATION_WINDOW: i32 = 2 * super::eval::SEED;

/// How far below the best move's estimate a move stays shown only as "at
/// most" (an upper bound) once the iterations are over: a seed of the final
/// score difference, so that a move shown exactly is the best or, in the
/// review's words (www/analysis/values.js), good. The iterations show every
/// move but the best only no better than it, as the strong level does;
/// those that may be within this of it are then valued exactly at the same
/// depth, in the time left. Valuing them exactly in every iteration left
/// the analysis an iteration short of the strong level on a sixth of the
/// positions (docs/SOLVER.md, "Depth against the computer's").
const CLEARLY_WORSE: i32 = super::eval::SEED;

pub use super::value::GameResult;

/// A value as reported: exact when proven, else the estimate in seeds.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Worth {
    pub result: GameResult,
    /// Final score difference, mover minus opponent (0 for a draw); for an
    /// estimate, the evaluation in seeds (a forced end seen by the
    /// estimate counts its exact margin).
    #[serde(serialize_with = "whole_if_exact")]
    pub margin: f64,
    pub proven: bool,
    /// Plies the estimate searched (0 for a proven value).
    pub depth: u32,
    /// An estimate that is only an upper bound: the move is worth at most
    /// `margin` at `depth`, no more than the best move; more than a seed
    /// below it (`CLEARLY_WORSE`) where the analysis had the time to value
    /// the moves near the best exactly.
    #[serde(skip_serializing_if = "is_false")]
    pub at_most: bool,
    /// What a yes-or-no proof settled of a value whose margin is not
    /// proven (`proof::prove_win`): a win, a loss, at least or at most a
    /// draw. None for a proven value and where nothing was settled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settled: Option<Settled>,
}

/// A result proven without its margin, for the player who moves (a move's)
/// or is to move (a position's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Settled {
    Win,
    Loss,
    AtLeastDraw,
    AtMostDraw,
}

impl Worth {
    /// A proven worth on the one scale of values (`ai::Value`), which
    /// orders and negates it; None for an estimate.
    pub fn exact(&self) -> Option<Value> {
        self.proven
            .then(|| Value::finished(self.result, self.margin as i32))
    }
}

/// What one legal move is worth to the player who makes it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct MoveWorth {
    #[serde(rename = "move")]
    pub mv: Move,
    #[serde(flatten)]
    pub worth: Worth,
}

/// The analysis of a position: its value, the best move and line, and
/// every legal move's value.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Analysis {
    /// True when the position's value is proven: the best move's value is,
    /// and no other move can be worth more (their own values may still be
    /// estimates: proving stops there).
    pub proven: bool,
    /// Where the value is not proven, what the moves' yes-or-no proofs
    /// settle of it: a win when one move is proven to win, a loss when
    /// every move is proven to lose, and so on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub settled: Option<Settled>,
    pub result: GameResult,
    #[serde(serialize_with = "whole_if_exact")]
    pub margin: f64,
    pub depth: u32,
    pub best: Option<Move>,
    /// The best line from here: as far as the solver's table proves it,
    /// then as far as the estimate's table knows it.
    pub line: Vec<Move>,
    /// How many of the line's first moves are proven best.
    pub line_proven: usize,
    pub moves: Vec<MoveWorth>,
    pub nodes: u64,
    /// Time taken, by the clock given.
    pub ms: f64,
}

impl Analysis {
    /// The position's proven value on the one scale of values
    /// (`ai::Value`); None while it is not proven.
    pub fn exact(&self) -> Option<Value> {
        self.proven
            .then(|| Value::finished(self.result, self.margin as i32))
    }
}

fn is_false(flag: &bool) -> bool {
    !flag
}

fn whole_if_exact<S: Serializer>(margin: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    if margin.fract() == 0.0 && margin.abs() < 1e15 {
        serializer.serialize_i64(*margin as i64)
    } else {
        serializer.serialize_f64(*margin)
    }
}

/// When a solve must stop: after a time (from the clock given) or a number
/// of nodes, whichever comes first.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    pub ms: Option<f64>,
    pub nodes: Option<u64>,
}

/// The default time for one analysis (`mancala solve`).
pub const DEFAULT_SOLVE_MS: f64 = 10_000.0;

/// The budget ran out.
#[derive(Debug)]
struct Stop;

/// A Bloom filter of positions (by repetition key): which positions of
/// the same stretch a search below an entry visited, and so which earlier
/// positions its value may depend on. It may say "maybe" wrongly, never
/// "no" wrongly, so that it can only make an entry less usable.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Seen([u64; SEEN_WORDS]);

const SEEN_WORDS: usize = 16;

impl Seen {
    fn bits(key: u64) -> [usize; 2] {
        let hash = mix(key ^ 0x2545_f491_4f6c_dd1d);
        let size = (SEEN_WORDS * 64) as u64;
        [(hash % size) as usize, ((hash >> 32) % size) as usize]
    }

    fn add(&mut self, key: u64) {
        for bit in Seen::bits(key) {
            self.0[bit / 64] |= 1 << (bit % 64);
        }
    }

    fn may_hold(&self, key: u64) -> bool {
        Seen::bits(key)
            .into_iter()
            .all(|bit| self.0[bit / 64] & 1 << (bit % 64) != 0)
    }

    fn join(&mut self, other: &Seen) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0) {
            *mine |= theirs;
        }
    }
}

/// What the table knows of a position: bounds on its exact value, the move
/// that set them (an index in its successors), the positions of its
/// stretch that the searches behind them visited, and the digest of the
/// earlier positions among those, for which the bounds hold.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    lower: Value,
    upper: Value,
    best: u16,
    seen: Seen,
    history: u64,
}

/// Bounds found on the value of the path's top, and the positions of its
/// stretch that the search visited.
struct Found {
    lower: Value,
    upper: Value,
    seen: Seen,
}

/// The keys are digests already.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 << 8 | u64::from(byte)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

type Table = HashMap<u64, Bounds, BuildHasherDefault<KeyHasher>>;

/// One position of the game or of the path searched.
#[derive(Clone, Copy)]
struct Step {
    position: Position,
    key: u64,
    /// Where the stretch of positions with this many seeds on the board
    /// begins: only those can recur.
    stretch_start: usize,
}

/// Mixes a 64-bit word (SplitMix64's finaliser).
fn mix(mut x: u64) -> u64 {
    x ^= x >> 30;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ x >> 31
}

/// An exact solver with an estimating search beside it. Its table lasts
/// from one analysis to the next (a page analysing one game deepens on
/// the work already done).
pub struct Solver {
    table: Table,
    max_entries: usize,
    path: Vec<Step>,
    /// Successor lists, one per ply of the path, reused.
    lists: Vec<Vec<(Move, Position)>>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<f64>,
    /// How deep a proof may go.
    max_plies: u32,
    /// The estimate's depth-limited values, apart from the proofs' bounds.
    estimates: Option<estimate_table::Table>,
    /// The yes-or-no proofs' verdicts, by the history and position after a
    /// move and the prover's index.
    yes_no_known: HashMap<(u64, u8), ProofVerdict>,
    /// The deepest estimate, where a measurement wants one depth
    /// (`cap_estimate_depth`).
    estimate_cap: Option<u32>,
    /// Whether clearly worse moves are valued exactly too
    /// (`estimate_every_move_exactly`).
    every_move_exact: bool,
}

/// A move's estimate for the player who makes it: its value `depth` plies
/// deep, or where it is clearly worse than the best, at most that value.
#[derive(Clone, Copy, Debug)]
struct Estimate {
    value: Value,
    depth: u32,
    at_most: bool,
}

impl Solver {
    /// A solver whose table holds at most `max_entries` positions (about
    /// 32 bytes each).
    pub fn new(max_entries: usize) -> Solver {
        Solver {
            table: Table::default(),
            max_entries,
            path: Vec::new(),
            lists: Vec::new(),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            max_plies: MAX_PLIES,
            estimates: None,
            yes_no_known: HashMap::new(),
            estimate_cap: None,
            every_move_exact: false,
        }
    }

    /// Estimates no deeper than `depth` plies from now on, and proves
    /// nothing after the estimate: for the lab's measurements of what an
    /// estimate of one depth says (`mancala-lab verdicts`). None lifts it.
    pub fn cap_estimate_depth(&mut self, depth: Option<u32>) {
        self.estimate_cap = depth;
    }

    /// Estimates every move exactly, the clearly worse ones too (not "at
    /// most"): for the lab's measurements of each move's verdict.
    pub fn estimate_every_move_exactly(&mut self, exactly: bool) {
        self.every_move_exact = exactly;
    }

    /// Analyses the position the game stands at, with its history. Refuses
    /// Kiothi's opening (its redistributions are not searched exactly).
    pub fn analyse(
        &mut self,
        game: &Game,
        limits: Limits,
        clock: &dyn Clock,
    ) -> Result<Analysis, Error> {
        let position = *game.position();
        if rules::redistributions(&position).is_some() {
            return Err(Error::NotSolvable(
                "Kiothi's opening redistribution is not solved: analyse a position after both players have redistributed",
            ));
        }
        self.nodes = 0;
        self.max_plies = MAX_PLIES;
        let started = clock.now_ms();
        let deadline = limits.ms.map(|ms| started + ms);
        let node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.set_path((0..=game.ply()).filter_map(|ply| game.position_at(ply)));
        if let Some(outcome) = game.outcome() {
            let value = Value::of_outcome_by_margin(&outcome, position.to_move());
            let worth = exact_worth(value);
            return Ok(Analysis {
                proven: true,
                settled: None,
                result: worth.result,
                margin: worth.margin,
                depth: 0,
                best: None,
                line: Vec::new(),
                line_proven: 0,
                moves: Vec::new(),
                nodes: 0,
                ms: 0.0,
            });
        }
        let mut children = Vec::new();
        rules::successors(&position, &mut children);
        let mut proofs = Proof::from_scores(&children);
        let mut estimates: Vec<Option<Estimate>> = vec![None; children.len()];

        // With a time limit: first a quick round of proving (small
        // endgames end here), then the estimate, deepening as the strong
        // level would had it started then (`estimate`), then deeper rounds
        // of proving and the yes-or-no proofs with the time it leaves.
        // Bounded by nodes alone: proofs first, then the estimate.
        let out_of_budget = |solver: &Solver| {
            solver.nodes >= node_limit || deadline.is_some_and(|end| clock.now_ms() >= end)
        };
        let mover = position.to_move();
        let settled = |proofs: &[Proof]| proven_best(mover, &children, proofs).is_some();
        let (early_rounds, first_deadline) = TIME_SHARES.first_rounds(started, deadline);
        let mut more = true;
        let mut round = 0;
        while more && round < early_rounds && !out_of_budget(self) {
            more = self.prove_round(
                &children,
                &mut proofs,
                round,
                first_deadline,
                node_limit,
                clock,
            );
            more &= !settled(&proofs);
            round += 1;
        }
        let mut yes_no: Vec<Option<Settled>> = vec![None; children.len()];
        if !more && deadline.is_some() && !out_of_budget(self) {
            // Proven: the moves left unproven are estimated briefly (all at
            // one depth), so that none is shown unsearched.
            let times = TIME_SHARES.brief_estimate(clock, started, deadline);
            self.estimate(&children, &proofs, &mut estimates, times, node_limit, clock);
        }
        if more && !out_of_budget(self) {
            let times = TIME_SHARES.estimate(clock, started, deadline);
            self.estimate(&children, &proofs, &mut estimates, times, node_limit, clock);
            let scores_bound = rules::final_score_bounds(&position).is_some();
            let margins_deadline =
                deadline.map(|end| TIME_SHARES.margin_proofs_end(clock, end, scores_bound));
            more &= self.estimate_cap.is_none();
            while more
                && !out_of_budget(self)
                && !margins_deadline.is_some_and(|end| clock.now_ms() >= end)
            {
                more = self.prove_round(
                    &children,
                    &mut proofs,
                    round,
                    margins_deadline,
                    node_limit,
                    clock,
                );
                more &= !settled(&proofs);
                round += 1;
            }
            if more && deadline.is_some() {
                self.prove_yes_or_no(
                    game,
                    &children,
                    &mut proofs,
                    &estimates,
                    &mut yes_no,
                    deadline,
                    clock,
                );
            }
        }
        let moves: Vec<MoveWorth> = children
            .iter()
            .enumerate()
            .map(|(i, (mv, after))| {
                let worth = match (proofs[i].value(), estimates[i]) {
                    (Some(value), _) => exact_worth(value.for_mover(mover, after)),
                    (None, Some(estimate)) => estimated_worth(estimate),
                    // No time even for a one-ply estimate: the position
                    // as it stands after the move.
                    (None, None) => estimated_worth(Estimate {
                        value: Value::estimate(evaluate(after)).for_mover(mover, after),
                        depth: 0,
                        at_most: false,
                    }),
                };
                let worth = Worth {
                    settled: if worth.proven { None } else { yes_no[i] },
                    ..worth
                };
                MoveWorth { mv: *mv, worth }
            })
            .collect();
        let proven_best = proven_best(mover, &children, &proofs);
        let best_index = proven_best.map_or_else(|| best_move(&moves), |(index, _)| index);
        let best = moves[best_index];
        let proven = proven_best.is_some();
        // The first move is proven best only where the position is: a move
        // whose own value is proven may still be beaten by an unproven one.
        let (line, line_proven) = self.best_line(&children[best_index], proven);
        Ok(Analysis {
            proven,
            settled: if proven {
                None
            } else {
                position_settled(&moves)
            },
            result: best.worth.result,
            margin: best.worth.margin,
            depth: if proven { 0 } else { best.worth.depth },
            best: Some(best.mv),
            line,
            line_proven,
            moves,
            nodes: self.nodes,
            ms: clock.now_ms() - started,
        })
    }

    /// The best move of the game's position and its proven value for the
    /// player to move, or None within the nodes given. For the computer's
    /// endgame; deterministic.
    pub(crate) fn prove(
        &mut self,
        position: &Position,
        history: &[Position],
        nodes: u64,
    ) -> Option<(Move, Value)> {
        // Within the stack of any thread the computer may run on.
        self.max_plies = PROVE_MAX_PLIES;
        if rules::redistributions(position).is_some() {
            return None;
        }
        self.set_path(history.iter().chain([position]));
        self.nodes = 0;
        let mut children = Vec::new();
        rules::successors(position, &mut children);
        let mut proofs = Proof::from_scores(&children);
        let mover = position.to_move();
        let mut round = 0;
        loop {
            let more = self.prove_round(
                &children,
                &mut proofs,
                round,
                None,
                nodes,
                &super::FrozenClock,
            );
            if let Some((index, value)) = proven_best(mover, &children, &proofs) {
                return Some((children[index].0, value));
            }
            if !more || self.nodes >= nodes {
                return None;
            }
            round += 1;
        }
    }

    /// Yes-or-no proofs, by proof-number search, for the moves whose
    /// margin is not proven, the best-looking first, until `deadline`:
    /// does the mover win after the move, does the other side? A win or a
    /// loss is settled without its margin; neither is a proven draw, set
    /// in `proofs`. Verdicts are kept for the same history, so that asking
    /// again (a page that deepens) goes on where it stopped.
    #[allow(clippy::too_many_arguments)]
    fn prove_yes_or_no(
        &mut self,
        game: &Game,
        children: &[(Move, Position)],
        proofs: &mut [Proof],
        estimates: &[Option<Estimate>],
        yes_no: &mut [Option<Settled>],
        deadline: Option<f64>,
        clock: &dyn Clock,
    ) {
        let mover = game.position().to_move();
        let history = self
            .path
            .iter()
            .fold(0u64, |digest, step| mix(digest ^ step.key));
        let looks = |i: usize| estimates[i].map_or(Value::DRAW, |estimate| estimate.value);
        let mut order: Vec<usize> = (0..children.len())
            .filter(|&i| proofs[i].value().is_none())
            .collect();
        order.sort_by_key(|&i| {
            let exact = estimates[i].is_some_and(|estimate| !estimate.at_most);
            std::cmp::Reverse((looks(i), exact))
        });
        for i in order {
            let (mv, after) = &children[i];
            let key = mix(history ^ Solver::key(after));
            let mut after_game = game.clone();
            if after_game.play(mv).is_err() {
                continue;
            }
            // The likelier answer first: the mover's win where the move
            // looks good for the mover, else the other side's.
            let provers = if looks(i) >= Value::DRAW {
                [mover, mover.opponent()]
            } else {
                [mover.opponent(), mover]
            };
            let mut verdicts = [None, None];
            for (slot, prover) in provers.into_iter().enumerate() {
                let known = self.yes_no_known.get(&(key, prover.index() as u8)).copied();
                let verdict = match known {
                    Some(verdict) => verdict,
                    None => {
                        if deadline.is_some_and(|end| clock.now_ms() >= end) {
                            break;
                        }
                        let Ok(proof) =
                            prove_win_within(&after_game, prover, YES_NO_NODES, deadline, clock)
                        else {
                            break;
                        };
                        // Unknown for want of room is final; for want of time, not.
                        if proof.verdict != ProofVerdict::Unknown || proof.nodes >= YES_NO_NODES {
                            self.yes_no_known
                                .insert((key, prover.index() as u8), proof.verdict);
                        }
                        proof.verdict
                    }
                };
                verdicts[slot] = Some(verdict);
                if verdict == ProofVerdict::Won {
                    break;
                }
            }
            let of = |who: Player| {
                provers
                    .iter()
                    .position(|&p| p == who)
                    .and_then(|slot| verdicts[slot])
            };
            yes_no[i] = match (of(mover), of(mover.opponent())) {
                (Some(ProofVerdict::Won), _) => Some(Settled::Win),
                (_, Some(ProofVerdict::Won)) => Some(Settled::Loss),
                (Some(ProofVerdict::NotWon), Some(ProofVerdict::NotWon)) => {
                    proofs[i] = Proof {
                        lower: Value::DRAW,
                        upper: Value::DRAW,
                    };
                    None
                }
                (_, Some(ProofVerdict::NotWon)) => Some(Settled::AtLeastDraw),
                (Some(ProofVerdict::NotWon), _) => Some(Settled::AtMostDraw),
                _ => None,
            };
            if deadline.is_some_and(|end| clock.now_ms() >= end) {
                return;
            }
        }
    }

    /// The nodes the last analysis or proof visited.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Starts the path with a game's positions, oldest first.
    fn set_path<'a>(&mut self, positions: impl Iterator<Item = &'a Position>) {
        self.path.clear();
        for position in positions {
            self.push(position);
        }
    }

    /// A digest of everything a position holds (its game and board, the
    /// player to move, the marks, the captures, every pit): the table and
    /// the history's digests must tell every two positions apart, where
    /// `Position::repetition_key` is only a filter before a full comparison.
    fn key(position: &Position) -> u64 {
        let marks = position.kiothi_marks();
        let captured = position.captured();
        let head = [
            position.variant() as u64
                | (position.holes() as u64) << 8
                | (position.to_move().index() as u64) << 16,
            u64::from(marks.nki) | u64::from(marks.lifted) << 32,
            u64::from(marks.setup) | u64::from(position.phase() == Phase::Opening) << 32,
            u64::from(captured[0]) | u64::from(captured[1]) << 32,
        ];
        let words = position.pits().chunks(4).map(|chunk| {
            chunk
                .iter()
                .fold(0u64, |word, &count| word << 16 | u64::from(count))
        });
        head.into_iter()
            .chain(words)
            .fold(0x9e37_79b9_7f4a_7c15, |hash, word| mix(hash ^ word))
    }

    fn push(&mut self, position: &Position) {
        let stretch_start = match self.path.last() {
            Some(last) if last.position.board_seeds() == position.board_seeds() => {
                last.stretch_start
            }
            _ => self.path.len(),
        };
        self.path.push(Step {
            position: *position,
            key: Solver::key(position),
            stretch_start,
        });
    }

    /// How many earlier positions of the path `position` (reached next)
    /// repeats.
    fn earlier(&self, position: &Position) -> usize {
        let Some(last) = self.path.last() else {
            return 0;
        };
        if last.position.board_seeds() != position.board_seeds() {
            return 0;
        }
        // Within a stretch nothing was captured, so the same placement is
        // the same position (its digest is not needed: it costs more than
        // the comparison).
        self.path[last.stretch_start..]
            .iter()
            .filter(|step| step.position.same_placement(position))
            .count()
    }

    /// Whether `position`, reached next, ends the game as a repetition.
    fn repeats(&self, position: &Position) -> bool {
        self.earlier(position) >= rules::repetition_rule(position.variant()).earlier
    }

    /// The table's key for the path's top.
    fn table_key(&self) -> u64 {
        self.path.last().expect("a position on the path").key
    }

    /// The digest of the positions before the path's top, in its stretch,
    /// that `seen` may hold (a multiset: their order does not matter).
    fn history_seen(&self, seen: &Seen) -> u64 {
        let top = self.path.len() - 1;
        self.path[self.path[top].stretch_start..top]
            .iter()
            .filter(|step| seen.may_hold(step.key))
            .fold(0, |digest, step| digest.wrapping_add(mix(step.key)))
    }

    /// What the table knows of the path's top that holds with its history.
    fn probe(&self) -> Option<Bounds> {
        let known = self.table.get(&self.table_key())?;
        (self.history_seen(&known.seen) == known.history).then_some(*known)
    }

    fn tick(&mut self, clock: &dyn Clock) -> Result<(), Stop> {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            return Err(Stop);
        }
        if self.nodes.is_multiple_of(NODES_PER_CHECK)
            && self.deadline.is_some_and(|end| clock.now_ms() >= end)
        {
            return Err(Stop);
        }
        Ok(())
    }

    /// Round `round` of proving: each unproven move is searched to a depth
    /// and with a number of nodes that grow with the round. Returns whether
    /// another round could prove more.
    fn prove_round(
        &mut self,
        children: &[(Move, Position)],
        proofs: &mut [Proof],
        round: u32,
        deadline: Option<f64>,
        node_limit: u64,
        clock: &dyn Clock,
    ) -> bool {
        self.deadline = deadline;
        let depth = (FIRST_PROOF_DEPTH << round.min(16)).min(self.max_plies);
        let nodes = FIRST_PROOF_NODES.saturating_mul(1 << (2 * round.min(24)));
        let mut more = false;
        for (i, (_, after)) in children.iter().enumerate() {
            if proofs[i].value().is_some() {
                continue;
            }
            if self.repeats(after) {
                proofs[i] = Proof {
                    lower: Value::DRAW,
                    upper: Value::DRAW,
                };
                continue;
            }
            self.node_limit = self.nodes.saturating_add(nodes).min(node_limit);
            self.push(after);
            let found = self.exact(depth - 1, -Value::INFINITY, Value::INFINITY, clock);
            self.path.pop();
            match found {
                Ok(found) => {
                    let proof = &mut proofs[i];
                    proof.lower = proof.lower.max(found.lower);
                    proof.upper = proof.upper.min(found.upper);
                    // Only the depth stopped it: a deeper round may prove it.
                    more |= proof.value().is_none() && depth < self.max_plies;
                }
                Err(Stop) => {
                    more = true;
                    if self.nodes >= node_limit || deadline.is_some_and(|end| clock.now_ms() >= end)
                    {
                        return true;
                    }
                }
            }
        }
        more
    }

    /// Negamax over sound bounds on the exact value of the path's top: to
    /// the end of the game, or `depth` plies, below which a position's
    /// value is only known to lie within what the table says. Alpha-beta
    /// cuts leave bounds, never a wrong value; a value is proven when its
    /// bounds meet.
    fn exact(
        &mut self,
        depth: u32,
        alpha: Value,
        beta: Value,
        clock: &dyn Clock,
    ) -> Result<Found, Stop> {
        self.tick(clock)?;
        let top = self.path.len() - 1;
        let (mut alpha, mut beta) = (alpha, beta);
        let mut first = None;
        let (lower, upper) = score_bounds(&self.path[top].position);
        let mut found = Found {
            lower,
            upper,
            seen: Seen::default(),
        };
        found.seen.add(self.path[top].key);
        if let Some(known) = self.probe() {
            found = Found {
                lower: lower.max(known.lower),
                upper: upper.min(known.upper),
                seen: known.seen,
            };
            first = Some(usize::from(known.best));
        }
        if found.lower >= beta || found.upper <= alpha || found.lower == found.upper {
            return Ok(found);
        }
        alpha = alpha.max(found.lower);
        beta = beta.min(found.upper);
        let position = self.path[top].position;
        let mut children = self.take_list(top);
        rules::successors(&position, &mut children);
        if children.is_empty() {
            self.give_back(top, children);
            let value = terminal_value(&position);
            found.lower = value;
            found.upper = value;
            self.store(&found, 0);
            return Ok(found);
        }
        if depth == 0 {
            self.give_back(top, children);
            return Ok(found);
        }
        let order = ordered(&position, &children, first);
        let mover = position.to_move();
        let rule = rules::repetition_rule(position.variant()).earlier;
        let (mut lower, mut upper) = (-Value::INFINITY, -Value::INFINITY);
        let mut best_index = order[0];
        let mut searched = 0;
        let mut stopped = false;
        for &i in &order {
            let after = children[i].1;
            let same_stretch = after.board_seeds() == position.board_seeds();
            let (child_lower, child_upper) = if self.earlier(&after) >= rule {
                found.seen.add(Solver::key(&after));
                (Value::DRAW, Value::DRAW)
            } else {
                self.push(&after);
                let same_mover = after.to_move() == mover;
                let result = if same_mover {
                    self.exact(depth - 1, alpha, beta, clock)
                } else {
                    self.exact(depth - 1, -beta, -alpha, clock)
                };
                self.path.pop();
                let Ok(child) = result else {
                    stopped = true;
                    break;
                };
                if same_stretch {
                    found.seen.join(&child.seen);
                }
                if same_mover {
                    (child.lower, child.upper)
                } else {
                    (-child.upper, -child.lower)
                }
            };
            searched += 1;
            upper = upper.max(child_upper);
            if child_lower > lower {
                lower = child_lower;
                best_index = i;
                alpha = alpha.max(lower);
                if alpha >= beta {
                    break;
                }
            }
        }
        let all_searched = searched == children.len();
        self.give_back(top, children);
        if stopped {
            return Err(Stop);
        }
        if !all_searched {
            upper = Value::INFINITY;
        }
        found.lower = found.lower.max(lower);
        found.upper = found.upper.min(upper);
        self.store(&found, best_index);
        Ok(found)
    }

    /// Stores bounds for the path's top, for every history that holds the
    /// same of the positions its searches visited; joined with what the
    /// table knew if that holds for this history too.
    fn store(&mut self, found: &Found, best: usize) {
        let key = self.table_key();
        let best = u16::try_from(best).unwrap_or(0);
        let mut entry = Bounds {
            lower: found.lower,
            upper: found.upper,
            best,
            seen: found.seen,
            history: 0,
        };
        if let Some(known) = self.probe() {
            entry.lower = entry.lower.max(known.lower);
            entry.upper = entry.upper.min(known.upper);
            entry.seen.join(&known.seen);
        }
        entry.history = self.history_seen(&entry.seen);
        if self.table.len() >= self.max_entries && !self.table.contains_key(&key) {
            // Full: start again rather than slow every probe.
            self.table.clear();
        }
        self.table.insert(key, entry);
    }

    fn take_list(&mut self, depth: usize) -> Vec<(Move, Position)> {
        if self.lists.len() <= depth {
            self.lists.resize_with(depth + 1, Vec::new);
        }
        std::mem::take(&mut self.lists[depth])
    }

    fn give_back(&mut self, depth: usize, list: Vec<(Move, Position)>) {
        self.lists[depth] = list;
    }

    /// The best line from a root move: the move, then each position's best
    /// move as long as the table knows its exact value (when `proven`),
    /// then as the estimate's table has it, as far as it knows. Returns
    /// the line and how many of its first moves are proven best.
    fn best_line(&mut self, first: &(Move, Position), proven: bool) -> (Vec<Move>, usize) {
        let mut line = vec![first.0];
        let mut proven_moves = usize::from(proven);
        let mut proving = proven;
        let base = self.path.len();
        let mut position = first.1;
        while line.len() < MAX_PLIES as usize && !self.repeats(&position) {
            self.push(&position);
            let exact = self
                .probe()
                .filter(|known| proving && known.lower == known.upper)
                .map(|known| usize::from(known.best));
            proving &= exact.is_some();
            if !proving && line.len() - proven_moves >= MAX_ESTIMATE_DEPTH as usize {
                break;
            }
            let key = self.table_key();
            let Some(index) = exact.or_else(|| {
                self.estimates
                    .as_ref()
                    .and_then(|table| table.probe(key))
                    .map(|entry| usize::from(entry.best))
            }) else {
                break;
            };
            let mut children = Vec::new();
            rules::successors(&position, &mut children);
            let Some(&(mv, after)) = children.get(index) else {
                break;
            };
            line.push(mv);
            proven_moves += usize::from(proving);
            position = after;
        }
        self.path.truncate(base);
        (line, proven_moves)
    }

    /// Iterative deepening over the unproven moves, all of them one depth
    /// at a time, as the computer's strong level searches its root: the
    /// likeliest best move exactly, each other with a null window at the
    /// best value so far, to show it is no better (an "at most"), and
    /// exactly only where it is. An iteration starts and ends as `times`
    /// says (`likely_next_ms` foretells its time); after the last, the
    /// moves that were shown only no better than the best but may be
    /// within `CLEARLY_WORSE` of it are valued exactly at the same depth,
    /// the likeliest first, with the time left. An iteration that the
    /// deadline cuts short changes no estimate: the moves of one analysis
    /// are valued at one depth, and its table keeps the work for the next.
    /// Stops early once every unproven move's estimate sees the end of the
    /// game, or the best one's does (the proofs will do better).
    fn estimate(
        &mut self,
        children: &[(Move, Position)],
        proofs: &[Proof],
        estimates: &mut [Option<Estimate>],
        times: EstimateTimes,
        node_limit: u64,
        clock: &dyn Clock,
    ) {
        self.node_limit = node_limit;
        let Some(first) = children.first() else {
            return;
        };
        let root = self.path[self.path.len() - 1].position;
        let mover = root.to_move();
        let step = super::eval::deepening_step(first.1.variant()).max(1);
        // The strong level's root order: the most promising first, then
        // each iteration's best brought to the front (`best_to_front`).
        // Sorted by the last iteration's values and bounds instead, the
        // move that turned out best was often searched late, after others
        // that had each to be searched again above the best so far
        // (Kiothi's start: 1.45 times the strong level's nodes to finish
        // depth 9).
        let mut order: Vec<usize> = ordered(&root, children, None)
            .into_iter()
            .filter(|&i| proofs[i].value().is_none())
            .collect();
        if self.estimates.is_none() {
            self.estimates = Some(estimate_table::Table::new(ESTIMATE_TABLE_BITS));
        }
        let deepest = self
            .estimate_cap
            .unwrap_or(MAX_ESTIMATE_DEPTH)
            .min(MAX_ESTIMATE_DEPTH);
        let mut depth = 1;
        // How long the last two iterations took, for the next one's
        // likely time.
        let mut took = [None, None];
        // The board and the proofs do not change while estimating.
        let board_or_proofs_near_the_end =
            near_the_end(&root) || proofs.iter().any(Proof::bounds_the_result);
        let far_from_the_end = |estimates: &[Option<Estimate>]| {
            !board_or_proofs_near_the_end
                && !estimates.iter().flatten().any(|e| e.value.is_decided())
        };
        loop {
            self.deadline = if far_from_the_end(estimates) {
                times.far_from_the_end_until
            } else {
                times.end_by
            };
            let started = clock.now_ms();
            let Ok(best) =
                self.estimate_iteration(children, &order, estimates, mover, depth, clock)
            else {
                return;
            };
            if let Some(best) = best {
                super::best_to_front(&mut order, |&i| i == best);
            }
            let now = clock.now_ms();
            took = [took[1], Some(now - started)];
            // A bound that is a loss is one. Where the best is a won or
            // lost game the others are bounds that deeper iterations would
            // seldom change, and the proofs will do better: the strong
            // level stops there too.
            let all_decided = estimates.iter().zip(proofs).all(|(estimate, proof)| {
                proof.value().is_some()
                    || estimate.is_some_and(|e| {
                        e.value.is_decided() && (!e.at_most || e.value < Value::DRAW)
                    })
            });
            let best_decided = !self.every_move_exact
                && best_exact(estimates, depth).is_some_and(Value::is_decided);
            let in_time = times.deepen_before.is_none_or(|end| now < end)
                && (far_from_the_end(estimates)
                    || times
                        .end_by
                        .is_none_or(|end| now + likely_next_ms(took) <= end));
            if all_decided || best_decided || depth + step > deepest || !in_time {
                break;
            }
            depth += step;
        }
        self.deadline = times.end_by;
        self.value_near_best_exactly(children, estimates, mover, depth, clock);
    }

    /// One iteration of the estimate, `depth` plies deep, over the moves in
    /// `order`, the likeliest best first so that the others are measured
    /// against it; the estimates change only once it is complete. Returns
    /// the move found best, the first of equal values.
    fn estimate_iteration(
        &mut self,
        children: &[(Move, Position)],
        order: &[usize],
        estimates: &mut [Option<Estimate>],
        mover: Player,
        depth: u32,
        clock: &dyn Clock,
    ) -> Result<Option<usize>, Stop> {
        let mut found = vec![None; children.len()];
        let mut best: Option<Value> = None;
        let mut best_move = None;
        for &i in order {
            let after = &children[i].1;
            let floor = best.filter(|_| !self.every_move_exact);
            // The likeliest best with the whole window, as the strong
            // level searches it: a window around its last value, where
            // that value changes, costs a second search.
            let guess = estimates[i]
                .map(|estimate| estimate.value)
                .filter(|_| best.is_some() || self.every_move_exact);
            let (value, at_most) = self.estimate_move(after, mover, depth, guess, floor, clock)?;
            if !at_most && best.is_none_or(|best| value > best) {
                best = Some(value);
                best_move = Some(i);
            }
            found[i] = Some(Estimate {
                value,
                depth,
                at_most,
            });
        }
        for (estimate, value) in estimates.iter_mut().zip(found) {
            if value.is_some() {
                *estimate = value;
            }
        }
        Ok(best_move)
    }

    /// Values exactly, at the iteration's `depth`, the moves shown only no
    /// better than the best that may be within `CLEARLY_WORSE` of it, the
    /// likeliest first, until the deadline; each keeps its bound until its
    /// own search is complete.
    fn value_near_best_exactly(
        &mut self,
        children: &[(Move, Position)],
        estimates: &mut [Option<Estimate>],
        mover: Player,
        depth: u32,
        clock: &dyn Clock,
    ) {
        let Some(best) = best_exact(estimates, depth) else {
            return;
        };
        if best.is_decided() {
            return;
        }
        let floor = best.lowered_by(CLEARLY_WORSE);
        let mut near: Vec<usize> = (0..children.len())
            .filter(|&i| {
                estimates[i].is_some_and(|e| e.at_most && e.depth == depth && e.value > floor)
            })
            .collect();
        near.sort_by_key(|&i| std::cmp::Reverse(estimates[i].map(|e| e.value)));
        for i in near {
            let guess = estimates[i].map(|estimate| estimate.value);
            let Ok((value, at_most)) =
                self.estimate_move(&children[i].1, mover, depth, guess, Some(floor), clock)
            else {
                return;
            };
            estimates[i] = Some(Estimate {
                value,
                depth,
                at_most,
            });
        }
    }

    /// The estimate of a root move into `after` for `mover`, `depth` plies
    /// deep (a repetition draw where it repeats), and whether it is only an
    /// upper bound. At or below `floor` (the best move's value, or a seed
    /// below it) a null window there shows the move is worth at most that,
    /// as cheaply as the computer's search shows a worse move. Above it the
    /// move is searched first in a narrow window around `guess` (its value
    /// one iteration shallower), and again with the whole window only where
    /// the value falls outside it: a move's exact value for some of the
    /// cost of a null window, since most values move little from one depth
    /// to the next.
    fn estimate_move(
        &mut self,
        after: &Position,
        mover: Player,
        depth: u32,
        guess: Option<Value>,
        floor: Option<Value>,
        clock: &dyn Clock,
    ) -> Result<(Value, bool), Stop> {
        if self.repeats(after) {
            return Ok((Value::DRAW, false));
        }
        self.push(after);
        let estimate = self.windowed_estimate(after, mover, depth - 1, guess, floor, clock);
        self.path.pop();
        estimate
    }

    /// `estimate_move`'s searches of `after`, the path's top, `depth` plies
    /// below it.
    fn windowed_estimate(
        &mut self,
        after: &Position,
        mover: Player,
        depth: u32,
        guess: Option<Value>,
        floor: Option<Value>,
        clock: &dyn Clock,
    ) -> Result<(Value, bool), Stop> {
        let lowest = floor.unwrap_or(-Value::INFINITY);
        if floor.is_some() {
            let value =
                self.child_estimate(after, mover, depth, lowest, lowest.next_up(), clock)?;
            if value <= lowest {
                return Ok((value, true));
            }
        }
        if let Some(guess) = guess.filter(|guess| !guess.is_decided()) {
            let (low, high) = (
                guess.lowered_by(ASPIRATION_WINDOW).max(lowest),
                guess.raised_by(ASPIRATION_WINDOW),
            );
            if low < high {
                let value = self.child_estimate(after, mover, depth, low, high, clock)?;
                if value > low && value < high {
                    return Ok((value, false));
                }
            }
        }
        let value = self.child_estimate(after, mover, depth, lowest, Value::INFINITY, clock)?;
        // At the floor after all only where the table's values from other
        // paths disagree: an upper bound there too.
        Ok((value, floor.is_some() && value <= lowest))
    }

    /// Depth-limited principal-variation search with the static evaluation
    /// at the horizon, in hundredths of a seed, for the path's top. Its
    /// table (apart from the proofs') may carry a repetition draw from one
    /// path to another, as the computer's search does: an estimate's
    /// imprecision, never a proof's.
    fn estimated(
        &mut self,
        depth: u32,
        alpha: Value,
        beta: Value,
        clock: &dyn Clock,
    ) -> Result<Value, Stop> {
        self.tick(clock)?;
        let ply = self.path.len();
        let Step { position, key, .. } = self.path[ply - 1];
        let mut first = None;
        if let Some(entry) = self.estimates.as_ref().and_then(|table| table.probe(key)) {
            if u32::from(entry.depth) >= depth {
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => entry.value >= beta,
                    Bound::Upper => entry.value <= alpha,
                };
                if usable {
                    return Ok(entry.value);
                }
            }
            first = Some(usize::from(entry.best));
        }
        if depth == 0 {
            return Ok(horizon_value(&position));
        }
        // Moves of more laps than the computer's search sows are passed
        // over, as it passes over them: some of Hus's and Kiothi's sow a
        // million laps before they show themselves endless.
        let mut children = self.take_list(ply);
        let every_move_listed =
            rules::successors_within(&position, super::SEARCH_LAP_LIMIT, &mut children);
        if children.is_empty() {
            self.give_back(ply, children);
            return Ok(if every_move_listed {
                terminal_value(&position)
            } else {
                horizon_value(&position)
            });
        }
        let mover = position.to_move();
        let order = ordered(&position, &children, first.filter(|&i| i < children.len()));
        if depth == 1 {
            // The moves lead to the horizon: each is valued where it is
            // listed, without a node of its own (most of the nodes), the
            // most promising first, until one is good enough for a
            // cut-off: valuing one may mean sowing the next player's moves
            // to see whether the game is over (Hus).
            let mut best = -Value::INFINITY;
            let mut best_index = order[0];
            for &i in &order {
                let after = &children[i].1;
                self.nodes += 1;
                let value = if self.repeats(after) {
                    Value::DRAW
                } else {
                    horizon_value(after).for_mover(mover, after)
                };
                if value > best {
                    best = value;
                    best_index = i;
                    if best >= beta {
                        break;
                    }
                }
            }
            self.give_back(ply, children);
            // Kept, so that the position reached again by another order of
            // moves is not sown again.
            self.store_estimate(key, best, 1, Bound::of(best, alpha, beta), best_index);
            return Ok(best);
        }
        let alpha_at_entry = alpha;
        let mut alpha = alpha;
        let mut best = -Value::INFINITY;
        let mut best_index = order[0];
        let mut result = Ok(());
        for (searched, &i) in order.iter().enumerate() {
            let after = children[i].1;
            let value = if self.repeats(&after) {
                Value::DRAW
            } else {
                self.push(&after);
                // The first move with the whole window, the others first
                // with a null window at alpha, to show they are no better.
                let mut searched_value = if searched == 0 {
                    self.child_estimate(&after, mover, depth - 1, alpha, beta, clock)
                } else {
                    self.child_estimate(&after, mover, depth - 1, alpha, alpha.next_up(), clock)
                };
                if let Ok(value) = searched_value {
                    if searched > 0 && value > alpha && value < beta {
                        searched_value =
                            self.child_estimate(&after, mover, depth - 1, alpha, beta, clock);
                    }
                }
                self.path.pop();
                match searched_value {
                    Ok(value) => value,
                    Err(stop) => {
                        result = Err(stop);
                        break;
                    }
                }
            };
            if value > best {
                best = value;
                best_index = i;
                alpha = alpha.max(value);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.give_back(ply, children);
        result?;
        self.store_estimate(
            key,
            best,
            depth,
            Bound::of(best, alpha_at_entry, beta),
            best_index,
        );
        Ok(best)
    }

    fn store_estimate(&mut self, key: u64, value: Value, depth: u32, bound: Bound, best: usize) {
        if let Some(table) = self.estimates.as_mut() {
            table.store(Entry {
                key,
                value,
                depth: depth.min(u32::from(u8::MAX)) as u8,
                bound,
                best: u16::try_from(best).unwrap_or(0),
            });
        }
    }

    /// The estimate of the path's top (`after`, just pushed) for `mover`,
    /// who moved into it, within `mover`'s window.
    fn child_estimate(
        &mut self,
        after: &Position,
        mover: Player,
        depth: u32,
        alpha: Value,
        beta: Value,
        clock: &dyn Clock,
    ) -> Result<Value, Stop> {
        if after.to_move() == mover {
            self.estimated(depth, alpha, beta, clock)
        } else {
            self.estimated(depth, -beta, -alpha, clock).map(|v| -v)
        }
    }
}

/// When the estimate's iterations may start and must end (ms on the
/// analysis's clock).
#[derive(Clone, Copy)]
struct EstimateTimes {
    /// An iteration starts only before this, as the strong level starts
    /// one: an iteration that ends later would not finish the next.
    deepen_before: Option<f64>,
    /// Near the end, an iteration starts only where it will likely end by
    /// this, and ends by it: the rest of the time is the proofs'.
    end_by: Option<f64>,
    /// Where the board is not near the end (`near_the_end`), the proofs
    /// have shown no move at least or at most a draw and no estimate sees
    /// the end of the game, an iteration starts by `deepen_before` alone,
    /// whatever its likely time, and may run on to this, as the strong
    /// level's last one does: that far from the end, the proofs that would
    /// have had the rest seldom succeed, and an iteration foretold too long
    /// often finishes (En Gehé 2 x 12's start at 1 s: depth 11 was not
    /// started, where the strong level finishes it).
    far_from_the_end_until: Option<f64>,
}

/// Whether the board shows the game near its end: captures have left it
/// fewer seeds than pits (En Gehé's endings, 9 plies from the end, hold 43
/// to 57 seeds in 80 pits). Hus's seeds never leave the board: there only
/// the search tells.
fn near_the_end(position: &Position) -> bool {
    (position.board_seeds() as usize) < position.pits().len()
}

/// The best exact estimate of the iteration `depth` plies deep.
fn best_exact(estimates: &[Option<Estimate>], depth: u32) -> Option<Value> {
    estimates
        .iter()
        .flatten()
        .filter(|estimate| !estimate.at_most && estimate.depth == depth)
        .map(|estimate| estimate.value)
        .max()
}

/// How long the next estimate iteration will likely take, from how long the
/// last two took: the last one times its growth over the one before, at
/// most `MOST_LIKELY_GROWTH`. Zero where they are too quick to tell. An
/// iteration is started only where it will likely end before the deadline:
/// one that the deadline cuts short leaves nothing, and no time to the
/// proofs after it (at 1 s, the results of En Gehé's and Hus's endings went
/// unproven).
fn likely_next_ms(took: [Option<f64>; 2]) -> f64 {
    match took {
        [Some(before), Some(last)] if before >= 1.0 => {
            last * (last / before).min(MOST_LIKELY_GROWTH)
        }
        _ => 0.0,
    }
}

/// The most an iteration's time is taken to grow over the one before's: a
/// quick iteration, mostly read from the table, can make the next seem
/// forty times as long (Giuthi 2 x 8, an ending: depth 12 in 4 ms, 13 in
/// 156 ms, 14 and 15 within 5 s). En Gehé's and Hus's two plies at a time
/// grow four to eleven times in the endings measured.
const MOST_LIKELY_GROWTH: f64 = 6.0;

/// Successor indices, the table's move first, then the most promising for
/// the mover.
fn ordered(position: &Position, children: &[(Move, Position)], first: Option<usize>) -> Vec<usize> {
    let mover = position.to_move();
    let mut scored: Vec<(Value, usize)> = children
        .iter()
        .enumerate()
        .map(|(i, (_, after))| {
            let promise = if first == Some(i) {
                Value::INFINITY
            } else {
                Value::estimate(evaluate(after)).for_mover(mover, after)
            };
            (promise, i)
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().map(|(_, i)| i).collect()
}

/// What the scores alone say of a position's value where the higher final
/// score wins: every normal end lies within the final scores' bounds, and a
/// repetition may yet make it a draw.
fn score_bounds(position: &Position) -> (Value, Value) {
    let Some(bounds) = rules::final_score_bounds(position) else {
        return (-Value::INFINITY, Value::INFINITY);
    };
    let me = position.to_move().index();
    let (mine, theirs) = (bounds[me], bounds[1 - me]);
    let least = mine.0 as i32 - theirs.1 as i32;
    let most = mine.1 as i32 - theirs.0 as i32;
    let lower = if least >= 0 {
        Value::DRAW
    } else {
        Value::finished(GameResult::Loss, least)
    };
    let upper = if most > 0 {
        Value::finished(GameResult::Win, most)
    } else {
        Value::DRAW
    };
    (lower, upper)
}

/// What the proving knows of a move: bounds on its value for the player to
/// move after it.
#[derive(Clone, Copy, Debug)]
struct Proof {
    lower: Value,
    upper: Value,
}

impl Proof {
    /// What the scores alone say of each move (`score_bounds`).
    fn from_scores(children: &[(Move, Position)]) -> Vec<Proof> {
        children
            .iter()
            .map(|(_, after)| {
                let (lower, upper) = score_bounds(after);
                Proof { lower, upper }
            })
            .collect()
    }

    fn value(&self) -> Option<Value> {
        (self.lower == self.upper).then_some(self.lower)
    }

    /// Whether the bounds already say something of the result: at least a
    /// draw, or at most one.
    fn bounds_the_result(&self) -> bool {
        self.lower >= Value::DRAW || self.upper <= Value::DRAW
    }

    /// The bounds for `mover`, who plays the move to `after`.
    fn for_mover(&self, mover: Player, after: &Position) -> (Value, Value) {
        if after.to_move() == mover {
            (self.lower, self.upper)
        } else {
            (-self.upper, -self.lower)
        }
    }
}

/// The move whose value is proven best, and that value for `mover`: proven
/// exactly, and no other move can be worth more.
fn proven_best(
    mover: Player,
    children: &[(Move, Position)],
    proofs: &[Proof],
) -> Option<(usize, Value)> {
    let mut best: Option<(usize, Value)> = None;
    for (index, ((_, after), proof)) in children.iter().zip(proofs).enumerate() {
        if proof.value().is_some() {
            let (value, _) = proof.for_mover(mover, after);
            if best.is_none_or(|(_, v)| value > v) {
                best = Some((index, value));
            }
        }
    }
    let (_, value) = best?;
    let beaten = children
        .iter()
        .zip(proofs)
        .all(|((_, after), proof)| proof.for_mover(mover, after).1 <= value);
    beaten.then_some(best?)
}

/// The value of a position in which the player to move has no legal move
/// (so the game is over: the rules' own end).
fn terminal_value(position: &Position) -> Value {
    match rules::outcome(position) {
        Some(outcome) => Value::of_outcome_by_margin(&outcome, position.to_move()),
        // Unreachable for positions the rules produced: a player without a
        // move has passed or ended the game. Scored as the board stands.
        None => {
            let scores = rules::outcome_scores(position);
            let me = position.to_move().index();
            let margin = scores[me] as i32 - scores[1 - me] as i32;
            let result = match margin.signum() {
                1 => GameResult::Win,
                -1 => GameResult::Loss,
                _ => GameResult::Draw,
            };
            Value::finished(result, margin)
        }
    }
}

/// The value of a position at the estimate's horizon, for its player to
/// move: exact if the game is over, else the static evaluation. Where a
/// stuck player's opponent sweeps the board, a board with seeds on it is
/// not over (which spares the rules' look for a move).
fn horizon_value(position: &Position) -> Value {
    if rules::swept_when_stuck(position.variant()) && position.board_seeds() > 0 {
        return Value::estimate(evaluate(position));
    }
    match rules::outcome(position) {
        Some(outcome) => Value::of_outcome_by_margin(&outcome, position.to_move()),
        None => Value::estimate(evaluate(position)),
    }
}

/// A proven value as reported.
fn exact_worth(value: Value) -> Worth {
    Worth {
        result: value.result(),
        margin: value.margin(),
        proven: true,
        depth: 0,
        at_most: false,
        settled: None,
    }
}

/// An estimate from a search `depth` plies deep, as reported: a forced end
/// counts its margin, else the evaluation in seeds.
fn estimated_worth(estimate: Estimate) -> Worth {
    Worth {
        result: estimate.value.result(),
        margin: estimate.value.margin(),
        proven: false,
        depth: estimate.depth,
        at_most: estimate.at_most,
        settled: None,
    }
}

/// The order of values: a win proven (its margin or only its result)
/// above every estimate, a loss proven below them all; then margins; a proven value
/// before an estimate that looks the same, and an exact estimate before a
/// bound of the same margin (a move shown no better than the best). An
/// estimate's sign alone is no result: estimates are ranked by their
/// margins.
fn rank(worth: &Worth) -> (i32, f64, bool, bool) {
    let sign = match worth.result {
        GameResult::Win => 1,
        GameResult::Draw => 0,
        GameResult::Loss => -1,
    };
    let tier = if worth.proven {
        2 * sign
    } else {
        match worth.settled {
            Some(Settled::Win) => 2,
            Some(Settled::Loss) => -2,
            _ => 0,
        }
    };
    (tier, worth.margin, worth.proven, !worth.at_most)
}

/// What the moves' values settle of the position's, where it is not proven:
/// a win if one move wins, a loss if every move loses, at least a draw if
/// one move draws at least, at most a draw if none can win.
fn position_settled(moves: &[MoveWorth]) -> Option<Settled> {
    let at_least = |worth: &Worth| match (worth.proven, worth.settled) {
        (true, _) => Some(worth.result),
        (false, Some(Settled::Win)) => Some(GameResult::Win),
        (false, Some(Settled::AtLeastDraw)) => Some(GameResult::Draw),
        _ => None,
    };
    let at_most = |worth: &Worth| match (worth.proven, worth.settled) {
        (true, _) => Some(worth.result),
        (false, Some(Settled::Loss)) => Some(GameResult::Loss),
        (false, Some(Settled::AtMostDraw)) => Some(GameResult::Draw),
        _ => None,
    };
    let worths = || moves.iter().map(|m| &m.worth);
    if worths().any(|w| at_least(w) == Some(GameResult::Win)) {
        return Some(Settled::Win);
    }
    if worths().all(|w| at_most(w) == Some(GameResult::Loss)) {
        return Some(Settled::Loss);
    }
    if worths().any(|w| at_least(w) == Some(GameResult::Draw)) {
        return Some(Settled::AtLeastDraw);
    }
    if worths().all(|w| at_most(w).is_some()) {
        return Some(Settled::AtMostDraw);
    }
    None
}

/// The index of the best move (the first of equals).
fn best_move(moves: &[MoveWorth]) -> usize {
    let mut best = 0;
    for (i, candidate) in moves.iter().enumerate().skip(1) {
        if rank(&candidate.worth)
            .partial_cmp(&rank(&moves[best].worth))
            .is_some_and(|order| order.is_gt())
        {
            best = i;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    //! The estimate against a plain minimax written here: to the same
    //! depth, with the same horizon, but no table, no window and no order,
    //! so that the estimate's windows and table change no value.

    use super::*;
    use crate::rng::Rng;
    use crate::{Game, Options, Variant};

    /// The path's top to `depth` plies, for its player to move.
    fn minimax(solver: &mut Solver, depth: u32) -> Value {
        let position = solver.path[solver.path.len() - 1].position;
        if depth == 0 {
            return horizon_value(&position);
        }
        // The moves the estimate weighs below the analysed position: those
        // within the computer's search's laps.
        let mut children = Vec::new();
        let every_move_listed =
            rules::successors_within(&position, super::super::SEARCH_LAP_LIMIT, &mut children);
        let mover = position.to_move();
        let mut best: Option<Value> = None;
        for (_, after) in &children {
            let value = if solver.repeats(after) {
                Value::DRAW
            } else {
                solver.push(after);
                let value = minimax(solver, depth - 1);
                solver.path.pop();
                value
            };
            best = best.max(Some(value.for_mover(mover, after)));
        }
        best.unwrap_or_else(|| {
            if every_move_listed {
                terminal_value(&position)
            } else {
                horizon_value(&position)
            }
        })
    }

    #[test]
    fn the_next_iteration_is_foretold_by_the_growth_of_the_last() {
        assert_eq!(likely_next_ms([Some(10.0), Some(30.0)]), 90.0);
        assert_eq!(likely_next_ms([Some(40.0), Some(20.0)]), 10.0);
        assert_eq!(likely_next_ms([Some(4.0), Some(156.0)]), 936.0);
        assert_eq!(likely_next_ms([Some(0.5), Some(30.0)]), 0.0);
        assert_eq!(likely_next_ms([None, Some(30.0)]), 0.0);
    }

    #[test]
    fn each_move_is_valued_as_a_plain_minimax_to_its_depth_values_it() {
        let (exact, bounded) = compare_estimates_with_minimax(true);
        assert!(exact > 100, "only {exact} estimates compared");
        assert_eq!(bounded, 0, "every move valued exactly");
    }

    #[test]
    fn a_clearly_worse_move_is_worth_at_most_its_bound_and_the_others_their_minimax() {
        let (exact, bounded) = compare_estimates_with_minimax(false);
        assert!(exact > 30, "only {exact} exact estimates compared");
        assert!(bounded > 50, "only {bounded} bounds compared");
    }

    /// Analyses random positions of every game with the estimate capped,
    /// and checks each estimated move against a plain minimax to the same
    /// depth: an exact estimate equals it; an "at most" is no less, and
    /// clearly below the best move's estimate. Returns how many of each.
    fn compare_estimates_with_minimax(every_move_exact: bool) -> (usize, usize) {
        let boards = [
            (Variant::Giuthi, 5, 4, None, 5),
            (Variant::Giuthi, 8, 8, None, 4),
            (Variant::Kiothi, 10, 5, Some(6), 4),
            (Variant::EnGehe, 7, 4, None, 3),
            (Variant::Hus, 8, 2, None, 3),
        ];
        let mut rng = Rng::new(34);
        let (mut exact, mut bounded) = (0, 0);
        for (variant, holes, seeds, setup, depth) in boards {
            let options = Options {
                holes,
                seeds,
                setup,
            };
            for _ in 0..6 {
                let mut game = Game::new(variant, options).unwrap();
                for _ in 0..4 + rng.below(12) {
                    let moves = game.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    game.play(&moves[rng.below(moves.len())]).unwrap();
                }
                if game.outcome().is_some() || rules::redistributions(game.position()).is_some() {
                    continue;
                }
                let mut solver = Solver::new(1 << 16);
                solver.cap_estimate_depth(Some(depth));
                solver.estimate_every_move_exactly(every_move_exact);
                let limits = Limits {
                    ms: None,
                    nodes: Some(20_000_000),
                };
                let analysis = solver
                    .analyse(&game, limits, &super::super::FrozenClock)
                    .unwrap();
                let mut children = Vec::new();
                rules::successors(game.position(), &mut children);
                let mover = game.position().to_move();
                let best = analysis
                    .moves
                    .iter()
                    .filter(|m| !m.worth.proven && !m.worth.at_most)
                    .map(|m| m.worth.margin)
                    .fold(f64::NEG_INFINITY, f64::max);
                let best_worth = analysis.moves.iter().find(|m| Some(m.mv) == analysis.best);
                assert!(
                    best_worth.is_some_and(|m| m.worth.proven || !m.worth.at_most),
                    "{variant:?} after {:?}: the best is a bound",
                    game.record()
                );
                let mut reference = Solver::new(16);
                reference.set_path((0..=game.ply()).filter_map(|ply| game.position_at(ply)));
                for (worth, (mv, after)) in analysis.moves.iter().zip(&children) {
                    assert_eq!(worth.mv, *mv);
                    if worth.worth.proven {
                        continue;
                    }
                    assert_eq!(
                        worth.worth.depth, depth,
                        "{variant:?} {mv:?}: every estimate at the cap"
                    );
                    let value = if reference.repeats(after) {
                        Value::DRAW
                    } else {
                        reference.push(after);
                        let value = minimax(&mut reference, depth - 1);
                        reference.path.pop();
                        value
                    };
                    let expected = value.for_mover(mover, after).margin();
                    if worth.worth.at_most {
                        assert!(
                            worth.worth.margin >= expected
                                && worth.worth.margin <= best - f64::from(CLEARLY_WORSE) / 100.0,
                            "{variant:?} after {:?}: {mv:?} at most {} (minimax {expected}, best {best})",
                            game.record(),
                            worth.worth.margin
                        );
                        bounded += 1;
                    } else {
                        assert_eq!(
                            worth.worth.margin,
                            expected,
                            "{variant:?} after {:?}: {mv:?}",
                            game.record()
                        );
                        exact += 1;
                    }
                }
            }
        }
        (exact, bounded)
    }
}
