//! How good a position looks to the player to move, game by game, short of
//! searching further, and the rest of each game's tuning of the search.
//! Units are hundredths of a seed, so that a term worth a fraction of a
//! captured seed can be weighed against captures.
//!
//! Each game's tuning is its implementation of `Tuning`, here in `ai`
//! rather than beside its rules: the rules files quote the rule texts and
//! say only what the rules decide, while these terms are measured choices
//! (docs/AI.md) that change with the computer's play; and the computer is a
//! layer above the rules (`lib.rs`), so its weights stay out of them.

use crate::player::Player;
use crate::position::{Phase, Position};
use crate::rules::{self, EnGehe, Giuthi, Hus, Kiothi};
use crate::variant::Variant;

/// One seed in evaluation units.
pub const SEED: i32 = 100;

/// What the computer knows of a game beyond its rules.
pub(crate) trait Tuning {
    /// The static value of `position` for the player to move (positive is
    /// good for them). Terminal positions are scored by the search, not
    /// here.
    fn evaluate(position: &Position) -> i32;

    /// How many plies each iteration of the search adds (`search`).
    const DEEPENING_STEP: u32;

    /// How far below even, in hundredths of a seed, the strong level values
    /// a repetition draw for itself (`Level::contempt`).
    const STRONG_CONTEMPT: i32;

    /// Whether the search asks if the side behind can repeat by a run of
    /// moves that keep it the move (`cycles`): only where a single repeat
    /// draws and a move can earn another.
    const REPEATS_BY_EXTRA_MOVES: bool;
}

/// The static value of `position` for the player to move.
pub(crate) fn evaluate(position: &Position) -> i32 {
    rules::with_rules!(position.variant(), G => G::evaluate(position))
}

/// `Tuning::DEEPENING_STEP` of a game.
pub(crate) fn deepening_step(variant: Variant) -> u32 {
    rules::with_rules!(variant, G => G::DEEPENING_STEP)
}

/// `Tuning::STRONG_CONTEMPT` of a game.
pub(crate) fn strong_contempt(variant: Variant) -> i32 {
    rules::with_rules!(variant, G => G::STRONG_CONTEMPT)
}

/// `Tuning::REPEATS_BY_EXTRA_MOVES` of a game.
pub(crate) fn repeats_by_extra_moves(variant: Variant) -> bool {
    rules::with_rules!(variant, G => G::REPEATS_BY_EXTRA_MOVES)
}

/// Seeds in a player's pits, and how many of those pits hold at least
/// `movable` seeds.
fn side(position: &Position, player: Player, movable: u16) -> (i32, i32) {
    let pits = &position.pits[position.topology().own_pits(player)];
    let seeds = pits.iter().map(|&c| i32::from(c)).sum();
    let starts = pits.iter().filter(|&&c| c >= movable).count() as i32;
    (seeds, starts)
}

/// The difference in captured seeds, for the player to move.
fn prisoners(position: &Position) -> i32 {
    let me = position.to_move();
    let captured = |p: Player| position.captured[p.index()] as i32;
    captured(me) - captured(me.opponent())
}

/// Iterations that complete every depth.
const EVERY_DEPTH: u32 = 1;

/// In En Gehé and Hus the players strictly alternate and one move can swing
/// many seeds, so a static value depends on who is to move at the horizon:
/// searches whose horizon fell on the searcher's own turn played much worse
/// than those where it fell on the opponent's (docs/AI.md, "Odd depths").
/// There the search only completes odd depths, whose horizon always has the
/// opponent to move.
const ODD_DEPTHS: u32 = 2;

impl Tuning for Giuthi {
    /// The final score is the pile plus the seeds in one's own row; seeds
    /// in the row still count, but can yet be captured. Half their worth
    /// beat three quarters against the yardstick (docs/AI.md, "The own
    /// row's weight").
    fn evaluate(position: &Position) -> i32 {
        let me = position.to_move();
        let (mine, my_starts) = side(position, me, 2);
        let (theirs, their_starts) = side(position, me.opponent(), 2);
        SEED * prisoners(position) + SEED / 2 * (mine - theirs) + 4 * (my_starts - their_starts)
    }

    const DEEPENING_STEP: u32 = EVERY_DEPTH;

    /// 40 seeds (of 128). Where any repeat draws, the strong level takes a
    /// draw only where every other line looks at least that far behind:
    /// against a fallible opponent a game that looks lost is often won
    /// back, and without it the level drew a fifth of its games against the
    /// yardstick, nearly all from behind (docs/AI.md, "Contempt").
    const STRONG_CONTEMPT: i32 = 40 * SEED;

    /// Any repeat draws, and a move that ends in one's own row without
    /// entering the opponent's earns another.
    const REPEATS_BY_EXTRA_MOVES: bool = true;
}

impl Tuning for Kiothi {
    /// Only prisons score, but the player who runs out of moves hands the
    /// whole board to the other, and warriors in nki boma cannot be taken.
    fn evaluate(position: &Position) -> i32 {
        let me = position.to_move();
        let opp = me.opponent();
        let (mine, my_starts) = side(position, me, 1);
        let (theirs, their_starts) = side(position, opp, 1);
        let protected = |p: Player| -> i32 {
            position
                .topology()
                .own_pits(p)
                .filter(|&pit| nki_or_will_be(position, pit))
                .map(|pit| i32::from(position.pits[pit]))
                .sum()
        };
        SEED * prisoners(position)
            + SEED * 3 / 10 * (mine - theirs)
            + SEED / 10 * (protected(me) - protected(opp))
            + 5 * (my_starts - their_starts)
    }

    const DEEPENING_STEP: u32 = EVERY_DEPTH;

    /// A draw needs a third occurrence and is rare; not measured, it stays
    /// even.
    const STRONG_CONTEMPT: i32 = 0;

    const REPEATS_BY_EXTRA_MOVES: bool = false;
}

impl Tuning for EnGehe {
    /// Tallies score; the board goes to whoever moved last, which favours
    /// the side that keeps seeds to move. No term for a capture the player
    /// to move has waiting: with one, deeper search gained less over
    /// shallower (docs/AI.md, "Deeper is stronger").
    fn evaluate(position: &Position) -> i32 {
        let me = position.to_move();
        let (mine, my_starts) = side(position, me, 1);
        let (theirs, their_starts) = side(position, me.opponent(), 1);
        SEED * prisoners(position)
            + SEED / 5 * (mine - theirs)
            + SEED / 5 * (my_starts - their_starts)
    }

    const DEEPENING_STEP: u32 = ODD_DEPTHS;

    /// As in Kiothi.
    const STRONG_CONTEMPT: i32 = 0;

    const REPEATS_BY_EXTRA_MOVES: bool = false;
}

impl Tuning for Hus {
    /// Seeds only change sides by capture, and a player with no hole of two
    /// or more has lost: the opponent's mobility matters.
    fn evaluate(position: &Position) -> i32 {
        let me = position.to_move();
        let (mine, my_starts) = side(position, me, 2);
        let (theirs, their_starts) = side(position, me.opponent(), 2);
        SEED * (mine - theirs) + SEED / 4 * (my_starts - their_starts)
    }

    const DEEPENING_STEP: u32 = ODD_DEPTHS;

    /// As in Kiothi.
    const STRONG_CONTEMPT: i32 = 0;

    const REPEATS_BY_EXTRA_MOVES: bool = false;
}

/// Kiothi: whether a boma is protected, counting, during the opening, every
/// occupied boma as the nki it will become.
fn nki_or_will_be(position: &Position, pit: usize) -> bool {
    match position.phase() {
        Phase::Opening => position.pits[pit] > 0,
        Phase::Play => position.is_nki(pit),
    }
}
