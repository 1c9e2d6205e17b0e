//! How good a position looks to the player to move, game by game, short of
//! searching further. Units are hundredths of a seed, so that a term worth a
//! fraction of a captured seed can be weighed against captures.

use crate::player::Player;
use crate::position::{Phase, Position};
use crate::variant::Variant;

/// One seed in evaluation units.
pub(crate) const SEED: i32 = 100;

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
        // in the row still count, but can yet be captured.
        Variant::Giuthi => {
            let (mine, my_starts) = side(position, me, 2);
            let (theirs, their_starts) = side(position, opp, 2);
            SEED * prisoners + SEED * 3 / 4 * (mine - theirs) + 4 * (my_starts - their_starts)
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
        // the side that keeps seeds to move. The player to move can also
        // take what a single lap of theirs captures: without that, a search
        // whose horizon leaves such a capture waiting misjudges it.
        Variant::EnGehe => {
            let (mine, my_starts) = side(position, me, 1);
            let (theirs, their_starts) = side(position, opp, 1);
            SEED * prisoners
                + SEED / 5 * (mine - theirs)
                + SEED / 5 * (my_starts - their_starts)
                + SEED * 4 / 5 * best_single_lap_capture(position)
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

/// En Gehé: the most seeds the player to move captures with a move that
/// ends after its first lap (in an empty pit of their own row, facing
/// seeds), the landing seed included. Moves that relay are left out: where
/// they end takes sowing them out, which is the search's work.
fn best_single_lap_capture(position: &Position) -> i32 {
    let topology = position.topology();
    let len = position.len();
    let own = topology.own_pits(position.to_move());
    own.clone()
        .filter_map(|pit| {
            let hand = usize::from(position.pits[pit]);
            // A longer lap goes round more than once and sows some pits
            // twice; one of exactly the board's length ends in its own,
            // emptied, pit.
            if hand == 0 || hand > len {
                return None;
            }
            let landing = (pit + hand) % len;
            if !own.contains(&landing) || (landing != pit && position.pits[landing] > 0) {
                return None;
            }
            let facing = topology.facing(landing)?;
            let sown_into_facing = (facing + len - pit) % len <= hand;
            let taken = position.pits[facing] + u16::from(sown_into_facing);
            (taken > 0).then_some(i32::from(taken) + 1)
        })
        .max()
        .unwrap_or(0)
}

/// Kiothi: whether a boma is protected, counting, during the opening, every
/// occupied boma as the nki it will become.
fn nki_or_will_be(position: &Position, pit: usize) -> bool {
    match position.phase() {
        Phase::Opening => position.pits[pit] > 0,
        Phase::Play => position.is_nki(pit),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::rules::{self, Scratch};
    use crate::variant::Options;

    /// The term agrees with the rules: over positions of random games on
    /// small and full boards, it is the largest capture of the moves that
    /// end after one lap.
    #[test]
    fn the_single_lap_capture_is_what_the_rules_capture() {
        let mut rng = Rng::new(15);
        let mut captures_seen = 0;
        for holes in [6, 8, 40] {
            for _ in 0..40 {
                let options = Options {
                    holes,
                    seeds: 4,
                    ..Options::default()
                };
                let mut position = Position::new(Variant::EnGehe, options).unwrap();
                while rules::outcome(&position).is_none() {
                    let mover = position.to_move().index();
                    let expected = rules::legal_moves(&position)
                        .iter()
                        .filter_map(|mv| {
                            let (after, trace) = rules::play(&position, mv).unwrap();
                            // A move that leaves the other side stuck also sweeps the
                            // board; that is not the lap's capture.
                            let swept: u32 = trace
                                .sweep
                                .iter()
                                .filter(|sweep| sweep.to.index() == mover)
                                .flat_map(|sweep| &sweep.taken)
                                .map(|taken| taken.count)
                                .sum();
                            let taken = after.captured[mover] - position.captured[mover] - swept;
                            (trace.laps.len() == 1).then_some(taken as i32)
                        })
                        .max()
                        .unwrap_or(0);
                    assert_eq!(best_single_lap_capture(&position), expected, "{position:?}");
                    captures_seen += usize::from(expected > 0);
                    rules::play_random(&mut position, &mut rng, &mut Scratch::default());
                }
            }
        }
        assert!(
            captures_seen > 100,
            "too few captures tried: {captures_seen}"
        );
    }
}
