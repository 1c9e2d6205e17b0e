//! The rules of the four games behind one interface, and what they have in
//! common: which moves are legal, playing a move, passing the turn, and the
//! end of the game. Each game's own rules live in its own file.

/// Runs `$body` with `$G` naming the rules of `$variant` (the one place
/// where a game's name picks its rules; `ai::eval` picks its tuning so).
macro_rules! with_rules {
    ($variant:expr, $G:ident => $body:expr) => {
        match $variant {
            $crate::variant::Variant::Giuthi => {
                type $G = $crate::rules::Giuthi;
                $body
            }
            $crate::variant::Variant::Kiothi => {
                type $G = $crate::rules::Kiothi;
                $body
            }
            $crate::variant::Variant::EnGehe => {
                type $G = $crate::rules::EnGehe;
                $body
            }
            $crate::variant::Variant::Hus => {
                type $G = $crate::rules::Hus;
                $body
            }
        }
    };
}

mod en_gehe;
mod giuthi;
mod hus;
mod kiothi;
mod positions;

use std::sync::OnceLock;

use serde::Serialize;

use crate::error::Error;
use crate::error::{IllegalMove, PositionError};
use crate::moves::{Move, MoveDoc};
use crate::player::Player;
use crate::position::{KiothiMarks, Phase, Position, PositionDoc};
use crate::rng::Rng;
pub use crate::sowing::MAX_LAPS;
use crate::sowing::{Halt, Takings};
use crate::topology::{Loops, Topology};
use crate::trace::{CaptureRule, LapEnd, NoTrace, Recorder, Sweep, Taken, Trace};
use crate::variant::{Boards, Options, Variant, MAX_PITS};

pub use kiothi::{OpeningChoice, OpeningPreview};
// The games' rules by name, for the computer's per-game tuning (`ai::eval`).
pub(crate) use en_gehe::EnGehe;
pub(crate) use giuthi::Giuthi;
pub(crate) use hus::Hus;
pub(crate) use kiothi::Kiothi;
pub(crate) use with_rules;

/// One game's rules and board. Every method sees a valid position of that
/// game.
pub(crate) trait Rules: Sized {
    /// A move that has passed the game's restrictions, in the form its
    /// sowing needs.
    type Checked: Copy;

    /// The game's name.
    const VARIANT: Variant;

    /// When a repeated position ends the game in a draw.
    const REPETITION: Repetition;

    /// Whether the higher final score wins (and equal scores draw), rather
    /// than some other end.
    const WON_ON_SCORE: bool;

    /// The boards and seed counts it is played with.
    const BOARDS: Boards;

    /// Which loop a move is sown around (the topology's, as a constant).
    const LOOPS: Loops;

    /// What a page needs to know to offer the game's moves (`describe`).
    const DESCRIPTION: Description;

    /// The board of `holes` pits a row.
    fn topology(holes: usize) -> Topology;

    /// The marks a position document gives its board (Kiothi's phase, nki
    /// and lifted boma, setup), checked; other games have none and refuse
    /// them.
    fn read_marks(doc: &PositionDoc) -> Result<KiothiMarks, PositionError> {
        if doc.phase.is_some() || doc.nki.is_some() || doc.lifted.is_some() || doc.setup.is_some() {
            return Err(PositionError::KiothiFields {
                game: Self::VARIANT.id(),
            });
        }
        Ok(KiothiMarks::default())
    }

    /// Fills the start position of a board whose pits are all empty.
    fn set_up(position: &mut Position, options: &Options);

    /// Offers every move that obeys the game's restrictions, in a fixed order,
    /// until `visit` returns true; returns whether it did. Such a move is
    /// legal unless its sowing is endless. (Kiothi's opening offers nothing:
    /// its placements are far too many to list.)
    fn each_candidate(position: &Position, visit: impl FnMut(Move) -> bool) -> bool;

    /// How many moves `each_candidate` offers (a game may count them
    /// faster than it lists them; random play counts them every move).
    fn candidate_count(position: &Position) -> usize {
        let mut count = 0;
        Self::each_candidate(position, |_| {
            count += 1;
            false
        });
        count
    }

    /// The candidate that `each_candidate` offers after `index` others
    /// (`index` below `candidate_count`).
    fn nth_candidate(position: &Position, index: usize) -> Move {
        let mut found = None;
        let mut before = 0;
        Self::each_candidate(position, |mv| {
            if before == index {
                found = Some(mv);
                return true;
            }
            before += 1;
            false
        });
        found.expect("fewer candidates than counted")
    }

    /// The game's restrictions on a move, short of sowing it.
    fn check(position: &Position, mv: &Move) -> Result<Self::Checked, IllegalMove>;

    /// The fullest move from board pit `pit` (Kiothi: lifting every warrior;
    /// Giuthi: counter-clockwise), to say why no move can start there.
    fn move_from(position: &Position, pit: usize) -> Move;

    /// Plays a checked move up to the end of its last lap (captures, extra
    /// moves), leaving the player to move alone, unless its sowing is
    /// endless or takes more than `allowance` laps. When it halts the
    /// position is left half-sown: callers sow a copy.
    fn sow<R: Recorder>(
        position: &mut Position,
        mv: Self::Checked,
        rec: &mut R,
        allowance: u64,
    ) -> Result<Sown, Halt>;

    /// Whether a player left without a move ends the game and the board's
    /// seeds go to the other player (Kiothi, En Gehé); else the game's own
    /// rule for a stuck player applies (Giuthi: a pass; Hus: a loss, which
    /// `outcome` says).
    const SWEPT_WHEN_STUCK: bool;

    /// Hands the turn on after a move and applies the game's rule for a
    /// player who cannot move; `can_move` says whether the player to move
    /// in a position has a legal move (`has_legal_move`, or random play's
    /// answer on the way to its next move, see `play_random`).
    fn pass_turn(
        position: &mut Position,
        _sown: &Sown,
        can_move: &mut dyn FnMut(&Position) -> bool,
    ) -> TurnEnd {
        position.to_move = position.to_move.opponent();
        if Self::SWEPT_WHEN_STUCK {
            sweep_if_stuck(position, can_move)
        } else {
            TurnEnd::default()
        }
    }

    /// Settles a game's start whose player to move cannot move (Giuthi: the
    /// pass is made at once).
    fn settle_start(_position: &mut Position) {}

    /// Reads a move document as a move of this game in `position`, checking
    /// its shape (not yet its legality).
    fn read_move(doc: &MoveDoc, position: &Position) -> Result<Move, Error>;

    /// The result, if the game is over in this position.
    fn outcome(position: &Position) -> Option<Outcome>;

    /// Each player's score as it stands.
    fn scores(position: &Position) -> [u32; 2];

    fn has_legal_move(position: &Position) -> bool {
        any_candidate_ends::<Self>(position)
    }

    /// Adds what only this game knows to the trace of a move played from
    /// `before` to `after` (Kiothi: the opening, the nki marks lost).
    fn annotate(_before: &Position, _after: &Position, _trace: &mut Trace) {}

    /// A random legal move, with the position after its sowing (before the
    /// turn passes) left in `after`; or none. `scratch` is reused between
    /// calls.
    fn random_move(
        position: &Position,
        rng: &mut Rng,
        scratch: &mut Scratch,
        after: &mut Position,
    ) -> Option<(Move, Sown)> {
        uniform_random_move::<Self>(position, rng, scratch, after)
    }
}

/// What a front end needs to know of a game to start it and to offer its
/// moves, so that it implements no rule itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Description {
    /// Whether the players may agree that North begins (docs/RULES.md: South
    /// moves first; a game may start from a position with North to move).
    pub starter_choice: bool,
    /// What a move names besides its pit.
    pub move_shape: MoveShape,
    /// Whether a position carries Kiothi's marks (phase, nki, lifted,
    /// setup: docs/FORMAT.md).
    pub marks: bool,
}

/// What a move names besides the pit it starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveShape {
    /// Nothing (En Gehé, Hus).
    Pit,
    /// The direction of the first lap (Giuthi).
    Direction,
    /// How many seeds to lift (Kiothi).
    Count,
}

impl MoveShape {
    pub fn id(self) -> &'static str {
        match self {
            MoveShape::Pit => "pit",
            MoveShape::Direction => "direction",
            MoveShape::Count => "count",
        }
    }
}

/// How many earlier occurrences of a position end the game as a draw, and
/// under which rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repetition {
    pub earlier: usize,
    pub reason: EndReason,
}

/// Giuthi's "any repeated position is a draw".
const ANY_REPEAT: Repetition = Repetition {
    earlier: 1,
    reason: EndReason::Repetition,
};

/// The project's draw for the other games: a position's third occurrence.
const THIRD_OCCURRENCE: Repetition = Repetition {
    earlier: 2,
    reason: EndReason::ThirdRepetition,
};

/// Laps allowed to each candidate in the first round of
/// `any_candidate_ends`; almost every move ends far sooner.
const FIRST_ROUND_LAPS: u64 = 4096;

/// Whether some candidate's sowing ends. Candidates are tried with a lap
/// allowance that grows sixteenfold a round up to the rule's `MAX_LAPS`, so
/// that an endless candidate does not delay the answer when another one
/// ends at once.
fn any_candidate_ends<G: Rules>(position: &Position) -> bool {
    let mut allowance = FIRST_ROUND_LAPS;
    loop {
        let mut undecided = false;
        let found = G::each_candidate(position, |mv| {
            let verdict = ends_within::<G>(position, &mv, allowance);
            undecided |= verdict.is_none();
            verdict == Some(true)
        });
        if found || !undecided {
            return found;
        }
        allowance = (allowance * 16).min(MAX_LAPS);
    }
}

/// Whether a move is legal and its sowing ends: None if that is not known
/// within `allowance` laps (never, for an allowance of `MAX_LAPS`).
fn ends_within<G: Rules>(position: &Position, mv: &Move, allowance: u64) -> Option<bool> {
    let Ok(checked) = G::check(position, mv) else {
        return Some(false);
    };
    match G::sow(&mut position.clone(), checked, &mut NoTrace, allowance) {
        Ok(_) => Some(true),
        Err(Halt::Endless) => Some(false),
        Err(Halt::OutOfLaps) => None,
    }
}

/// Draws candidates uniformly until one whose sowing ends, so that each
/// legal move is equally likely and the endless ones are never played; the
/// position after its sowing is left in `after`.
fn uniform_random_move<G: Rules>(
    position: &Position,
    rng: &mut Rng,
    scratch: &mut Scratch,
    after: &mut Position,
) -> Option<(Move, Sown)> {
    // The first draw, which is almost always the move played, finds its
    // candidate by counting rather than by listing them all.
    let count = G::candidate_count(position);
    if count == 0 {
        return None;
    }
    let first = rng.below(count);
    let mv = G::nth_candidate(position, first);
    match sow_candidate::<G>(position, &mv, after) {
        Some(Ok(sown)) => return Some((mv, sown)),
        Some(Err(_)) => scratch.endless_met += 1,
        None => {}
    }
    // Then, as if the whole list had been drawn from: the first candidate
    // out, the last in its place.
    let candidates = &mut scratch.moves;
    candidates.clear();
    G::each_candidate(position, |mv| {
        candidates.push(mv);
        false
    });
    candidates.swap_remove(first);
    while !candidates.is_empty() {
        let mv = candidates.swap_remove(rng.below(candidates.len()));
        match sow_candidate::<G>(position, &mv, after) {
            Some(Ok(sown)) => return Some((mv, sown)),
            Some(Err(_)) => scratch.endless_met += 1,
            None => {}
        }
    }
    None
}

/// A candidate's sowing into `after`; None if the game's restrictions
/// refuse it.
fn sow_candidate<G: Rules>(
    position: &Position,
    mv: &Move,
    after: &mut Position,
) -> Option<Result<Sown, Halt>> {
    let checked = G::check(position, mv).ok()?;
    *after = *position;
    Some(G::sow(after, checked, &mut NoTrace, MAX_LAPS))
}

/// Buffers reused from move to move by random play, and what it met.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    moves: Vec<Move>,
    /// Candidate moves drawn that turned out never to end.
    pub endless_met: u64,
    /// The move drawn ahead for the next player (`play_random`), kept from
    /// move to move (boxed: it is large, and so moves cheaply).
    ahead: Option<Box<Ahead>>,
}

/// A random move drawn before its turn: for `position` with the generator
/// at `rng`, which the draw left at `rng_after`; the position after its
/// sowing is `after`.
#[derive(Clone, Debug)]
struct Ahead {
    /// Whether it is still to be played.
    fresh: bool,
    position: Position,
    rng: Rng,
    rng_after: Rng,
    /// Endless candidates the draw met.
    endless_met: u64,
    drawn: Option<(Move, Sown)>,
    after: Position,
}

/// What the sowing of a move produced, for the turn rules and statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sown {
    pub laps: u64,
    /// Giuthi: the mover moves again.
    pub extra_move: bool,
}

/// How the turn passed after a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TurnEnd {
    /// A player with no legal move passed.
    pub pass: Option<Player>,
    /// The game ended and the seeds left on the board went to this player.
    pub swept_to: Option<Player>,
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// None for a draw.
    pub winner: Option<Player>,
    pub scores: [u32; 2],
    pub reason: EndReason,
    /// The player who had no legal move at their turn, when that ended it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stuck: Option<Player>,
    /// Kiothi: a win by exactly two warriors.
    pub one_warrior_victory: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// Neither player can move (Giuthi).
    NoMoves,
    /// The player to move cannot move (Kiothi, En Gehé: the board is swept;
    /// Hus: that player loses).
    CannotMove,
    /// Giuthi: a position repeated.
    Repetition,
    /// Kiothi, En Gehé, Hus: a position occurred for the third time.
    ThirdRepetition,
}

fn winner_by_score(scores: [u32; 2], reason: EndReason) -> Outcome {
    let winner = match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => Some(Player::South),
        std::cmp::Ordering::Less => Some(Player::North),
        std::cmp::Ordering::Equal => None,
    };
    Outcome {
        winner,
        scores,
        reason,
        stuck: None,
        one_warrior_victory: false,
    }
}

impl Outcome {
    /// A draw declared by a repetition rule.
    pub fn draw(scores: [u32; 2], reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            scores,
            reason,
            stuck: None,
            one_warrior_victory: false,
        }
    }
}

/// When a repeated position ends a game of `variant` in a draw.
pub fn repetition_rule(variant: Variant) -> Repetition {
    with_rules!(variant, G => G::REPETITION)
}

/// Bounds on each player's final score, where the higher final score wins:
/// seeds taken off the board stay their taker's, and those on it may yet go
/// to either player. None where the game is won otherwise (Hus).
pub fn final_score_bounds(position: &Position) -> Option<[(u32, u32); 2]> {
    let won_on_score = with_rules!(position.variant, G => G::WON_ON_SCORE);
    let board = position.board_seeds();
    won_on_score.then(|| position.captured.map(|taken| (taken, taken + board)))
}

/// What a page needs to know of a game (`Description`).
pub fn describe(variant: Variant) -> &'static Description {
    with_rules!(variant, G => &G::DESCRIPTION)
}

/// The start of a new game with `starter` to move, where the game lets the
/// players choose who begins; else the game's own first mover, South.
pub fn new_start(
    variant: Variant,
    options: Options,
    starter: Player,
) -> Result<Position, crate::Error> {
    let mut position = Position::new(variant, options)?;
    if describe(variant).starter_choice {
        position.to_move = starter;
    }
    Ok(position)
}

/// Kiothi's opening as a player composes it: the position with the boma
/// `empty` emptied so far and `place[b]` warriors placed on boma `b`, what
/// may be chosen next and, once complete, the move. Refused outside the
/// opening and for boma or counts no opening could have.
pub fn opening_preview(
    position: &Position,
    empty: &[usize],
    place: &[u32],
) -> Result<OpeningPreview, crate::Error> {
    kiothi::opening_preview(position, empty, place)
}

/// The board of a game with `holes` pits a row (up to 50).
pub fn topology(variant: Variant, holes: usize) -> &'static Topology {
    // Each built when first asked for (a run uses one or a few of them):
    // moves consult it several times each.
    const COUNT: usize = Variant::ALL.len() * (MOST_HOLES + 1);
    static BOARDS: [OnceLock<Topology>; COUNT] = [const { OnceLock::new() }; COUNT];
    let holes = holes.min(MOST_HOLES);
    BOARDS[variant as usize * (MOST_HOLES + 1) + holes]
        .get_or_init(|| with_rules!(variant, G => G::topology(holes.max(1))))
}

/// The longest row of any game (En Gehé 2 x 50).
const MOST_HOLES: usize = MAX_PITS / 2;

/// How many of `pits` hold at least `seeds` seeds. (Counted in 16-bit
/// lanes, eight pits an instruction: a board has at most 100 pits.)
fn pits_holding(pits: &[u16], seeds: u16) -> usize {
    let count: u16 = pits.iter().map(|&count| u16::from(count >= seeds)).sum();
    usize::from(count)
}

/// The place in `pits` of the one holding at least `seeds` seeds after
/// `index` others that do: eight pits are counted at a time up to the eight
/// where it lies.
// Kept out of its caller, which it otherwise slows (3 % more instructions
// in random En Gehé games).
#[inline(never)]
fn nth_pit_holding(pits: &[u16], seeds: u16, index: usize) -> usize {
    let mut left = index;
    let mut start = 0;
    for eight in pits.chunks_exact(8) {
        let here = pits_holding(eight, seeds);
        if left < here {
            break;
        }
        left -= here;
        start += 8;
    }
    let place = pits[start..].iter().position(|&count| {
        let found = count >= seeds && left == 0;
        left -= usize::from(count >= seeds && !found);
        found
    });
    start + place.expect("fewer pits than counted")
}

/// That board pit `pit` is the mover's.
fn check_own_pit(position: &Position, pit: usize) -> Result<(), IllegalMove> {
    let pits = position.len();
    if pit >= pits {
        return Err(IllegalMove::PitOutOfRange { pit, pits });
    }
    let owner = position.topology().owner(pit);
    if owner != position.to_move {
        return Err(IllegalMove::NotOwnPit {
            pit,
            owner,
            to_move: position.to_move,
        });
    }
    Ok(())
}

/// Ends a move whose last lap fell into the mover's empty pit `landing`:
/// when `takings` hold seeds, they and the landing seed go to the mover's
/// pile, prison or tally (Giuthi, Kiothi, En Gehé); when they hold none,
/// nothing is captured and the seed stays.
fn capture_with_landing_seed<R: Recorder>(
    position: &mut Position,
    landing: usize,
    takings: &Takings,
    rec: &mut R,
) {
    let total = takings.total();
    if total == 0 {
        rec.end_lap(LapEnd::Stop);
        return;
    }
    let len = position.len();
    takings.remove_from(&mut position.pits[..len]);
    position.pits[landing] -= 1;
    position.captured[position.to_move.index()] += total + 1;
    if R::RECORDS {
        rec.end_lap(LapEnd::Capture {
            taken: takings.iter().collect(),
            capturer: Some(landing),
        });
    }
}

/// Kiothi and En Gehé: the player to move has none, so the game is over and
/// every seed left on the board goes to the other player.
fn sweep_if_stuck(position: &mut Position, can_move: &mut dyn FnMut(&Position) -> bool) -> TurnEnd {
    if can_move(position) {
        return TurnEnd::default();
    }
    let taker = position.to_move.opponent();
    position.captured[taker.index()] += position.board_seeds();
    let len = position.len();
    position.pits[..len].fill(0);
    TurnEnd {
        pass: None,
        swept_to: Some(taker),
    }
}

/// Each player's score as it stands: their pile, prison or tally, plus
/// (Giuthi, Hus) the seeds in their own pits.
pub fn outcome_scores(position: &Position) -> [u32; 2] {
    with_rules!(position.variant, G => G::scores(position))
}

/// A player's captures plus the seeds in their own pits.
fn captured_and_own(position: &Position) -> [u32; 2] {
    Player::BOTH.map(|player| position.captured[player.index()] + position.seeds_on_side(player))
}

/// Scores when the player to move is stuck and the board goes to the other.
fn stuck_outcome(position: &Position) -> Outcome {
    let stuck = position.to_move;
    let mut scores = position.captured;
    scores[stuck.opponent().index()] += position.board_seeds();
    Outcome {
        stuck: Some(stuck),
        ..winner_by_score(scores, EndReason::CannotMove)
    }
}

// The engine's entry points, for any game.

/// Every legal move of the player to move, in a fixed order (pit, then
/// direction or count). Empty when the game is over and during Kiothi's
/// opening (see `choices`, which covers it).
pub fn legal_moves(position: &Position) -> Vec<Move> {
    legal_moves_within(position, MAX_LAPS).0
}

/// The moves known to be legal when each candidate may sow at most
/// `allowance` laps, and whether that settled every candidate (always, for
/// an allowance of `MAX_LAPS`).
pub fn legal_moves_within(position: &Position, allowance: u64) -> (Vec<Move>, bool) {
    with_rules!(position.variant, G => {
        let mut moves = Vec::new();
        let mut settled = true;
        G::each_candidate(position, |mv| {
            match ends_within::<G>(position, &mv, allowance) {
                Some(true) => moves.push(mv),
                Some(false) => {}
                None => settled = false,
            }
            false
        });
        (moves, settled)
    })
}

/// Every legal move with the position it leads to (the turn passed), each
/// sown once, in the order of `legal_moves`; `out` is cleared first.
pub fn successors(position: &Position, out: &mut Vec<(Move, Position)>) {
    successors_within(position, MAX_LAPS, out);
}

/// `successors` of the moves known to be legal when each candidate may sow
/// at most `allowance` laps (those of `legal_moves_within`, each sown once
/// rather than checked and then played), and whether that settled every
/// candidate.
pub fn successors_within(
    position: &Position,
    allowance: u64,
    out: &mut Vec<(Move, Position)>,
) -> bool {
    successors_of_within(position, allowance, |_| true, out)
}

/// `successors_within` of only the candidate moves `wanted` picks (so that
/// the others cost no sowing).
pub fn successors_of_within(
    position: &Position,
    allowance: u64,
    mut wanted: impl FnMut(&Move) -> bool,
    out: &mut Vec<(Move, Position)>,
) -> bool {
    out.clear();
    let mut settled = true;
    with_rules!(position.variant, G => {
        G::each_candidate(position, |mv| {
            if !wanted(&mv) {
                return false;
            }
            if let Ok(checked) = G::check(position, &mv) {
                let mut after = *position;
                match G::sow(&mut after, checked, &mut NoTrace, allowance) {
                    Ok(sown) => {
                        G::pass_turn(&mut after, &sown, &mut G::has_legal_move);
                        out.push((mv, after));
                    }
                    Err(Halt::Endless) => {}
                    Err(Halt::OutOfLaps) => settled = false,
                }
            }
            false
        });
    });
    settled
}

/// Kiothi's opening: each pair of own boma that may be emptied and how many
/// warriors it lifts. Empty outside the opening.
pub fn opening_choices(position: &Position) -> Vec<OpeningChoice> {
    redistributions(position).unwrap_or_default()
}

/// What the player to move may choose, whatever the phase: the moves of
/// `legal_moves`, or in Kiothi's opening its redistributions, given as the
/// pairs of own boma that may be emptied (the placements of the warriors
/// they lift are far too many to list). As JSON, the list alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Choices {
    Moves(Vec<Move>),
    Redistributions(Vec<OpeningChoice>),
}

/// Every choice of the player to move (`Choices`).
pub fn choices(position: &Position) -> Choices {
    match redistributions(position) {
        Some(choices) => Choices::Redistributions(choices),
        None => Choices::Moves(legal_moves(position)),
    }
}

/// The redistributions of Kiothi's opening (`Choices::Redistributions`);
/// None where the player to move chooses among moves instead, for a caller
/// that goes on with the moves its own way (the search lists them within
/// a lap limit).
pub fn redistributions(position: &Position) -> Option<Vec<OpeningChoice>> {
    kiothi::redistributions(position)
}

pub fn has_legal_move(position: &Position) -> bool {
    with_rules!(position.variant, G => G::has_legal_move(position))
}

/// The result if the game is over in this position (repetitions, which
/// depend on the game's history, are the business of `Game`).
pub fn outcome(position: &Position) -> Option<Outcome> {
    with_rules!(position.variant, G => G::outcome(position))
}

/// Checks a move fully, endless sowing included.
pub fn check_move(position: &Position, mv: &Move) -> Result<(), IllegalMove> {
    with_rules!(position.variant, G => sown_after::<G, _>(position, mv, &mut NoTrace).map(|_| ()))
}

/// The position after a legal move's sowing (before the turn passes),
/// its laps given to `rec`.
fn sown_after<G: Rules, R: Recorder>(
    position: &Position,
    mv: &Move,
    rec: &mut R,
) -> Result<(Position, Sown), IllegalMove> {
    let refuse = |illegal: IllegalMove| {
        if G::has_legal_move(position) {
            illegal
        } else {
            IllegalMove::GameOver
        }
    };
    let checked = G::check(position, mv).map_err(refuse)?;
    let mut after = *position;
    let sown =
        G::sow(&mut after, checked, rec, MAX_LAPS).map_err(|_| refuse(IllegalMove::Endless))?;
    Ok((after, sown))
}

/// Plays a move, returning the new position and the trace of every lap.
/// The position given is never changed.
pub fn play(position: &Position, mv: &Move) -> Result<(Position, Trace), IllegalMove> {
    // Checked unrecorded first: recording an endless move would fill memory
    // with a million laps before refusing it.
    check_move(position, mv)?;
    play_legal(position, mv)
}

/// `play` for a move known to be legal (listed, or checked): one sowing.
pub(crate) fn play_legal(position: &Position, mv: &Move) -> Result<(Position, Trace), IllegalMove> {
    with_rules!(position.variant, G => {
        let mut laps = Vec::new();
        let (before_turn, sown) = sown_after::<G, _>(position, mv, &mut laps)?;
        let mut after = before_turn;
        let turn = G::pass_turn(&mut after, &sown, &mut G::has_legal_move);
        let sweep = turn.swept_to.map(|to| Sweep {
            to,
            taken: before_turn
                .pits()
                .iter()
                .enumerate()
                .filter(|&(_, &count)| count > 0)
                .map(|(pit, &count)| Taken { pit, count: u32::from(count), rule: CaptureRule::Sweep })
                .collect(),
        });
        let mut trace = Trace {
            player: position.to_move,
            mv: *mv,
            opening: None,
            laps,
            extra_move: sown.extra_move,
            pass: turn.pass,
            sweep,
        };
        G::annotate(position, &before_turn, &mut trace);
        Ok((after, trace))
    })
}

/// Plays a move without a trace, in place; the position is unchanged when
/// the move is refused.
pub fn play_in_place(position: &mut Position, mv: &Move) -> Result<(), IllegalMove> {
    with_rules!(position.variant, G => {
        let (mut after, sown) = sown_after::<G, _>(position, mv, &mut NoTrace)?;
        G::pass_turn(&mut after, &sown, &mut G::has_legal_move);
        *position = after;
        Ok(())
    })
}

/// A uniformly random legal move played in place (for Kiothi's opening, a
/// random redistribution); None, with the position unchanged, when the
/// player to move has no legal move. Also returns the move's laps.
///
/// Whether the next player can move (which the turn rules must know) is
/// settled by drawing their random move at once, from a copy of `rng`:
/// found, it is a legal move, and the next call, if it is for that position
/// with `rng` as it was, plays it instead of drawing it again. Each legal
/// move thus costs one sowing where the check and the draw cost two, and
/// the games are the same, since a draw depends on nothing but the position
/// and the generator's state.
pub fn play_random(
    position: &mut Position,
    rng: &mut Rng,
    scratch: &mut Scratch,
) -> Option<(Move, u64)> {
    with_rules!(position.variant, G => {
        let (mv, sown) = match scratch.ahead.as_deref_mut() {
            Some(ahead) if ahead.fresh && ahead.rng == *rng && ahead.position == *position => {
                ahead.fresh = false;
                *rng = ahead.rng_after.clone();
                scratch.endless_met += ahead.endless_met;
                let drawn = ahead.drawn?;
                *position = ahead.after;
                drawn
            }
            _ => {
                let mut after = *position;
                let drawn = G::random_move(position, rng, scratch, &mut after)?;
                *position = after;
                drawn
            }
        };
        G::pass_turn(position, &sown, &mut |next: &Position| {
            draw_ahead::<G>(next, rng, scratch)
        });
        Some((mv, sown.laps))
    })
}

/// Draws the random move of `position` that `play_random` would draw with
/// `rng` as it is (which stays as it is), keeps it for that call, and says
/// whether there is one.
fn draw_ahead<G: Rules>(position: &Position, rng: &Rng, scratch: &mut Scratch) -> bool {
    let mut ahead = scratch.ahead.take().unwrap_or_else(|| {
        Box::new(Ahead {
            fresh: false,
            position: *position,
            rng: rng.clone(),
            rng_after: rng.clone(),
            endless_met: 0,
            drawn: None,
            after: *position,
        })
    });
    ahead.position = *position;
    ahead.rng = rng.clone();
    ahead.rng_after = rng.clone();
    let met = scratch.endless_met;
    ahead.drawn = G::random_move(position, &mut ahead.rng_after, scratch, &mut ahead.after);
    ahead.endless_met = scratch.endless_met - met;
    scratch.endless_met = met;
    ahead.fresh = true;
    let found = ahead.drawn.is_some();
    scratch.ahead = Some(ahead);
    found
}

/// Why the player to move cannot start any move from board pit `pit`, or
/// None if some move from it is legal. The reason given is that of the
/// fullest move (Kiothi: lifting every warrior; Giuthi: counter-clockwise);
/// `legal` lists the legal moves.
pub fn pit_refusal(position: &Position, pit: usize, legal: &[Move]) -> Option<IllegalMove> {
    let topology = position.topology();
    if pit >= topology.len() {
        return Some(IllegalMove::PitOutOfRange {
            pit,
            pits: topology.len(),
        });
    }
    if position.phase() == Phase::Opening {
        return Some(IllegalMove::InOpening);
    }
    let owner = topology.owner(pit);
    if owner != position.to_move {
        return Some(IllegalMove::NotOwnPit {
            pit,
            owner,
            to_move: position.to_move,
        });
    }
    let natural = with_rules!(position.variant, G => G::move_from(position, pit));
    let refusal = check_move(position, &natural).err()?;
    let from_same_pit = legal.iter().any(|mv| mv.pit() == natural.pit());
    (!from_same_pit).then_some(refusal)
}

/// A game's start as its rules settle it: where the player to move cannot
/// move, Giuthi's pass is made at once (`Rules::settle_start`).
pub fn settle_pass(position: &mut Position) {
    with_rules!(position.variant, G => G::settle_start(position))
}

/// Whether a player left without a move ends the game with the board's
/// seeds going to the other player (`Rules::SWEPT_WHEN_STUCK`): then a
/// position after a move with seeds still on the board is not over.
pub fn swept_when_stuck(variant: Variant) -> bool {
    with_rules!(variant, G => G::SWEPT_WHEN_STUCK)
}

impl Move {
    /// Reads a move document as a move of the game in `position`, checking
    /// its shape (not yet its legality): each game reads its own
    /// (`Rules::read_move`).
    pub fn from_doc(doc: &MoveDoc, position: &Position) -> Result<Move, Error> {
        with_rules!(position.variant, G => G::read_move(doc, position))
    }

    pub fn from_json(text: &str, position: &Position) -> Result<Move, Error> {
        let doc: MoveDoc = serde_json::from_str(text).map_err(|e| Error::Json(e.to_string()))?;
        Move::from_doc(&doc, position)
    }
}

/// Refuses a move document with a field other than `allowed` (a move of
/// `variant`).
fn doc_fields_only(doc: &MoveDoc, allowed: &[&str], variant: Variant) -> Result<(), Error> {
    let present = [
        ("pit", doc.pit.is_some()),
        ("dir", doc.dir.is_some()),
        ("count", doc.count.is_some()),
        ("empty", doc.empty.is_some()),
        ("place", doc.place.is_some()),
    ];
    match present
        .iter()
        .find(|(name, here)| *here && !allowed.contains(name))
    {
        Some((name, _)) => Err(Error::BadMove(format!(
            "a {} move has no field \"{name}\"",
            variant.id()
        ))),
        None => Ok(()),
    }
}

/// A pit number of a move document (`what` names it).
fn doc_index(value: i64, what: &str) -> Result<usize, Error> {
    usize::try_from(value)
        .map_err(|_| Error::BadMove(format!("{what} must not be negative, not {value}")))
}

/// A move document's refusal.
fn bad_doc<T>(message: &str) -> Result<T, Error> {
    Err(Error::BadMove(message.to_string()))
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// docs/RULES.md's numbering, written out for every preset board.
    #[test]
    fn every_board_is_numbered_as_the_rules_say() {
        for (variant, options) in Variant::every_preset() {
            let n = options.holes;
            let topology = topology(variant, n);
            let len = topology.len();
            assert_eq!(len, variant.rows() * n);
            let (south, north) = match variant {
                Variant::Giuthi => (n..2 * n, 0..n),
                Variant::Kiothi | Variant::EnGehe => (0..n, n..2 * n),
                Variant::Hus => (0..2 * n, 2 * n..4 * n),
            };
            assert_eq!(topology.own_pits(Player::South), south);
            assert_eq!(topology.own_pits(Player::North), north);
            for pit in 0..len {
                let facing = topology.facing(pit);
                match variant {
                    Variant::Hus => {
                        // Own inner hole j faces the opponent's inner hole
                        // 3N-1-j, behind which is their outer hole j-N.
                        let owner = topology.owner(pit);
                        let base = topology.own_pits(owner).start;
                        let other = topology.own_pits(owner.opponent()).start;
                        let j = pit - base;
                        if j >= n {
                            assert_eq!(facing, Some(other + 3 * n - 1 - j));
                            assert_eq!(topology.behind(facing.unwrap()), Some(other + j - n));
                        } else {
                            assert_eq!(facing, None);
                        }
                        assert_eq!(topology.move_number(owner, pit), Some(j));
                    }
                    _ => {
                        assert_eq!(facing, Some(2 * n - 1 - pit));
                        assert_eq!(topology.behind(pit), None);
                        let owner = topology.owner(pit);
                        assert_eq!(topology.move_number(owner, pit), Some(pit));
                        assert_eq!(topology.move_number(owner.opponent(), pit), None);
                    }
                }
            }
            let cells = topology.cells();
            let places: HashSet<_> = cells.iter().map(|c| (c.row, c.col)).collect();
            assert_eq!(places.len(), len, "{variant:?} draws two pits in one place");
            // Counter-clockwise from South's seat: along South's bottom row
            // to the right, then back along the row above it.
            if variant != Variant::Hus {
                let ccw_next = |pit: usize| (pit + 1) % len;
                for cell in &cells {
                    let next = &cells[ccw_next(cell.pit)];
                    let turns = next.row != cell.row;
                    if !turns {
                        let step = next.col as isize - cell.col as isize;
                        assert_eq!(step, if cell.row == 1 { 1 } else { -1 });
                    }
                }
            }
        }
    }

    #[test]
    fn owners_count_their_pits_from_their_own_left() {
        let giuthi = topology(Variant::Giuthi, 8);
        // South's leftmost pit is pit 8, North's (drawn top right) pit 0.
        assert_eq!(giuthi.number_from_owners_left(8), Some(1));
        assert_eq!(giuthi.number_from_owners_left(0), Some(1));
        assert_eq!(giuthi.cell(0), Some((0, 7)));
        let hus = topology(Variant::Hus, 8);
        assert_eq!(hus.cell(0), Some((3, 0)));
        assert_eq!(hus.cell(15), Some((2, 0)));
        assert_eq!(hus.cell(16), Some((0, 7)));
        assert_eq!(hus.cell(24), Some((1, 0)));
    }

    /// A game's own count of its candidates is the number it lists, and its
    /// own way to the nth candidate finds the nth listed.
    #[test]
    fn each_game_counts_the_candidates_it_lists() {
        let mut rng = Rng::new(3);
        let mut scratch = Scratch::default();
        for (variant, options) in Variant::every_preset() {
            for _ in 0..20 {
                let mut position = Position::new(variant, options).unwrap();
                for _ in 0..300 {
                    with_rules!(variant, G => {
                        let mut listed = 0;
                        G::each_candidate(&position, |_| {
                            listed += 1;
                            false
                        });
                        assert_eq!(G::candidate_count(&position), listed, "{position:?}");
                        let mut index = 0;
                        G::each_candidate(&position, |mv| {
                            assert_eq!(G::nth_candidate(&position, index), mv, "{position:?}");
                            index += 1;
                            false
                        });
                    });
                    if play_random(&mut position, &mut rng, &mut scratch).is_none() {
                        break;
                    }
                }
            }
        }
    }
}
