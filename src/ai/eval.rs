//! How good a position looks to the player to move, game by game, short of
//! searching further. Units are hundredths of a seed, so that a term worth a
//! fraction of a captured seed can be weighed against captures.

use crate::player::Player;
use crate::position::{Phase, Position};
use crate::variant::Variant;

/// One seed in evaluation units.
pub const SEED: i32 = 100;

/// Seeds in a player's pits, and how many of those pits hold at least
/// `movable` seeds.
fn side(position: &Position, player: Player, movable: u16) -> (i32, i32) {
    let pits = &position.pits[position.topology().own_pits(player)];
    let seeds = pits.iter().map(|&c| i32::from(c)).sum();
    let starts = pits.iter().filter(|&&c| c >= movable).count() as i32;
    (seeds, starts)
}

/// The static value of `position` for the player to move (positive is good
/// for them). Terminal positions are scored by the search, not here.
pub(crate) fn evaluate(position: &Position) -> i32 {
    let me = position.to_move();
    let opp = me.opponent();
    let captured = |p: Player| position.captured[p.index()] as i32;
    let prisoners = captured(me) - captured(opp);
    match position.variant() {
        // The final score is the pile plus the seeds in one's own row; seeds
        // in the row still count, but can yet be captured. Half their worth
        // beat three quarters against the yardstick (docs/AI.md, "The own
        // row's weight").
        Variant::Giuthi => {
            let (mine, my_starts) = side(position, me, 2);
            let (theirs, their_starts) = side(position, opp, 2);
            SEED * prisoners + SEED / 2 * (mine - theirs) + 4 * (my_starts - their_starts)
        }
        // Only prisons score, but the player who runs out of moves hands the
        // whole board to the other, and warriors in nki boma cannot be taken.
        Variant::Kiothi => {
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
            SEED * prisoners
                + SEED * 3 / 10 * (mine - theirs)
                + SEED / 10 * (protected(me) - protected(opp))
                + 5 * (my_starts - their_starts)
        }
        // Tallies score; the board goes to whoever moved last, which favours
        // the side that keeps seeds to move. No term for a capture the
        // player to move has waiting: with one, deeper search gained less
        // over shallower (docs/AI.md, "Deeper is stronger").
        Variant::EnGehe => {
            let (mine, my_starts) = side(position, me, 1);
            let (theirs, their_starts) = side(position, opp, 1);
            SEED * prisoners + SEED / 5 * (mine - theirs) + SEED / 5 * (my_starts - their_starts)
        }
        // Seeds only change sides by capture, and a player with no hole of
        // two or more has lost: the opponent's mobility matters.
        Variant::Hus => {
            let (mine, my_starts) = side(position, me, 2);
            let (theirs, their_starts) = side(position, opp, 2);
            SEED * (mine - theirs) + SEED / 4 * (my_starts - their_starts)
        }
    }
}

/// Kiothi: whether a boma is protected, counting, during the opening, every
/// occupied boma as the nki it will become.
fn nki_or_will_be(position: &Position, pit: usize) -> bool {
    match position.phase() {
        Phase::Opening => position.pits[pit] > 0,
        Phase::Play => position.is_nki(pit),
    }
}
