//! Giuthi: a player who can keep the move can often repeat a position at
//! will. A lap that ends in an empty pit of the mover's own row, having
//! dropped no seed in the other row, earns an extra move, so a player with a
//! few seeds spread over their own row can move again and again while the
//! other waits: a game of one player. If its positions reach a cycle, that
//! player can walk into it and repeat a position, and in Giuthi any repeat
//! is a draw. Such a run is often longer than the search's horizon: the
//! search saw a side with 120 of the 128 seeds winning, and the other side
//! then drew with seven extra moves. `Cycles` finds these draws where the
//! search stops looking, so that a side far ahead keeps clear of them.

use std::ops::Range;

use crate::moves::Move;
use crate::player::Direction;
use crate::position::Position;
use crate::rules;

use super::eval;
use super::SEARCH_LAP_LIMIT;

/// Positions of one run looked at, at most, before giving up (no draw
/// found): the runs that matter are short, and a long look at every leaf
/// would cost the search its depth.
const MAX_RUN_POSITIONS: usize = 48;

/// Answers kept, as a power of two: leaves recur from one iteration to the
/// next, and the positions of one look are met again by others.
const MEMO_BITS: u32 = 16;

pub(crate) struct Cycles {
    /// Direct-mapped: a position's key and whether its mover can repeat
    /// (`false` also where a look gave up). Made at the first look, so
    /// that searches of the other games never pay for it.
    memo: Vec<(u64, bool)>,
    /// The run being explored: each position's key, and where its moves
    /// still to try begin in `untried`.
    run: Vec<(u64, usize)>,
    /// The positions still to try after each position of the run, the
    /// latest's last (one stack, so that a look allocates nothing).
    untried: Vec<Position>,
    successors: Vec<(Move, Position)>,
}

impl Cycles {
    pub fn new() -> Cycles {
        Cycles {
            memo: Vec::new(),
            run: Vec::new(),
            untried: Vec::new(),
            successors: Vec::new(),
        }
    }

    /// Whether the player to move in `position` can force a repetition by
    /// moves that keep them the move (so far as a short look shows; `false`
    /// may be a draw not found, `true` is one).
    pub fn can_repeat(&mut self, position: &Position) -> bool {
        if !eval::repeats_by_extra_moves(position.variant()) || !may_keep_the_move(position) {
            return false;
        }
        if self.memo.is_empty() {
            self.memo = vec![(0, false); 1 << MEMO_BITS];
        }
        let key = position.repetition_key();
        if let Some(known) = self.known(key) {
            return known;
        }
        let found = self.search(position, key);
        if !found {
            self.remember(key, false);
        }
        found
    }

    fn known(&self, key: u64) -> Option<bool> {
        let (kept, can_repeat) = self.memo[(key >> (64 - MEMO_BITS)) as usize];
        (key != 0 && kept == key).then_some(can_repeat)
    }

    fn remember(&mut self, key: u64, can_repeat: bool) {
        self.memo[(key >> (64 - MEMO_BITS)) as usize] = (key, can_repeat);
    }

    /// Depth-first over the positions the mover reaches while keeping the
    /// move: a move back to a position on the current run closes a cycle,
    /// and then every position on the run leads to it. A position whose
    /// moves were all tried leads to none; both are remembered, so that
    /// later looks stop there.
    fn search(&mut self, start: &Position, key: u64) -> bool {
        self.run.clear();
        self.untried.clear();
        self.push(start, key);
        let mut looked_at = 1;
        while let Some(&(_, first_untried)) = self.run.last() {
            if self.untried.len() == first_untried {
                let (done, _) = self.run.pop().expect("the run is not empty");
                self.remember(done, false);
                continue;
            }
            let next = self.untried.pop().expect("moves left to try");
            let next_key = next.repetition_key();
            let closes = self.run.iter().any(|(on_run, _)| *on_run == next_key);
            match (closes, self.known(next_key)) {
                (true, _) | (false, Some(true)) => {
                    while let Some((on_run, _)) = self.run.pop() {
                        self.remember(on_run, true);
                    }
                    return true;
                }
                (false, Some(false)) => continue,
                (false, None) => {}
            }
            looked_at += 1;
            if looked_at > MAX_RUN_POSITIONS {
                return false;
            }
            self.push(&next, next_key);
        }
        false
    }

    /// Adds `position` to the run, with its moves to try.
    fn push(&mut self, position: &Position, key: u64) {
        self.run.push((key, self.untried.len()));
        self.add_kept_moves(position);
    }

    /// Adds to `untried` the positions after the mover's moves that leave
    /// them to move again: only moves whose first lap stays in the mover's
    /// row can.
    fn add_kept_moves(&mut self, position: &Position) {
        let own = position.topology().own_pits(position.to_move());
        let stays = |mv: &Move| match *mv {
            Move::Directed { pit, dir } => first_lap_stays(position, &own, pit, dir),
            _ => false,
        };
        rules::successors_of_within(position, SEARCH_LAP_LIMIT, stays, &mut self.successors);
        let mover = position.to_move();
        self.untried.extend(
            self.successors
                .iter()
                .map(|(_, after)| *after)
                .filter(|after| after.to_move() == mover && after.captured == position.captured),
        );
    }
}

/// Whether the first lap of `pit`'s seeds sown towards `dir` stays in the
/// mover's row (`own`), as it must for an extra move.
fn first_lap_stays(position: &Position, own: &Range<usize>, pit: usize, dir: Direction) -> bool {
    let seeds = usize::from(position.pits[pit]);
    let along = pit - own.start;
    seeds >= 2
        && match dir {
            Direction::Ccw => along + seeds < own.len(),
            Direction::Cw => along >= seeds,
        }
}

/// Whether the mover has few enough seeds in their row for a run of extra
/// moves to be likely (with more, laps soon reach the other row), and a
/// move that could start one.
fn may_keep_the_move(position: &Position) -> bool {
    let own = position.topology().own_pits(position.to_move());
    let seeds: usize = position.pits[own.clone()]
        .iter()
        .map(|&c| usize::from(c))
        .sum();
    seeds <= 2 * own.len()
        && own.clone().any(|pit| {
            [Direction::Ccw, Direction::Cw]
                .into_iter()
                .any(|dir| first_lap_stays(position, &own, pit, dir))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{choose_move, FrozenClock, Level, Settings};
    use crate::game::Game;
    use crate::moves::Move;
    use crate::rng::Rng;
    use crate::rules::{EndReason, Scratch};
    use crate::variant::{Options, Variant};

    /// From a game the yardstick drew against strong (a match at 30,000
    /// nodes a move, seed 2026, its second game): North to move with 78
    /// seeds taken and most of the rest in its row.
    const NORTH_FAR_AHEAD: &str = r#"{"game":"giuthi","holes":8,"pits":[0,12,1,10,0,1,3,0,0,2,3,14,0,0,2,2],"captured":[0,78],"to_move":1}"#;
    /// After North's capture of 20 there, South's eight seeds.
    const SOUTH_LEFT_EIGHT: &str = r#"{"game":"giuthi","holes":8,"pits":[1,14,3,0,0,1,3,0,0,0,0,0,0,2,0,6],"captured":[0,98],"to_move":0}"#;

    fn position(json: &str) -> Position {
        Position::from_json(json).unwrap()
    }

    fn directed(pit: usize, dir: Direction) -> Move {
        Move::Directed { pit, dir }
    }

    /// Whether the mover can come back to a position while keeping the
    /// move, by looking at every legal move, with no shortcut and no limit
    /// but a generous one on positions.
    fn can_repeat_exhaustively(start: &Position) -> bool {
        fn walk(at: &Position, run: &mut Vec<Position>, done: &mut Vec<Position>) -> bool {
            let mut successors = Vec::new();
            rules::successors(at, &mut successors);
            run.push(*at);
            for (_, after) in successors {
                if after.to_move() != at.to_move() || after.captured != at.captured {
                    continue;
                }
                if run.iter().any(|earlier| earlier.same_placement(&after)) {
                    return true;
                }
                if done.iter().any(|earlier| earlier.same_placement(&after)) {
                    continue;
                }
                assert!(run.len() + done.len() < 100_000, "too large to look at");
                if walk(&after, run, done) {
                    return true;
                }
            }
            done.push(run.pop().expect("pushed above"));
            false
        }
        walk(start, &mut Vec::new(), &mut Vec::new())
    }

    #[test]
    fn a_run_of_extra_moves_that_comes_back_is_a_draw_in_hand() {
        let start = position(SOUTH_LEFT_EIGHT);
        assert!(Cycles::new().can_repeat(&start));
        // What the yardstick did: seven moves, all South's, the last a repeat.
        let mut game = Game::from_position(start);
        let run = [
            directed(13, Direction::Ccw),
            directed(14, Direction::Cw),
            directed(13, Direction::Cw),
            directed(11, Direction::Ccw),
            directed(14, Direction::Cw),
            directed(13, Direction::Cw),
            directed(11, Direction::Ccw),
        ];
        for mv in run {
            assert_eq!(game.position().to_move(), start.to_move());
            game.play(&mv).unwrap();
        }
        assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
    }

    #[test]
    fn a_full_row_starts_no_run() {
        let start = Position::new(Variant::Giuthi, Options::default()).unwrap();
        assert!(!Cycles::new().can_repeat(&start));
    }

    /// Every draw it finds is one: over positions of random games, where
    /// `can_repeat` says the mover can repeat, a look at every move agrees;
    /// and it finds three in four of those a look at every move finds (it
    /// looks at few positions, and only at runs of extra moves).
    #[test]
    fn every_run_it_finds_comes_back() {
        let mut cycles = Cycles::new();
        let (mut found, mut exhaustive, mut positions) = (0, 0, 0);
        let mut scratch = Scratch::default();
        for seed in 0..60 {
            let mut rng = Rng::new(seed);
            let mut position = Position::new(Variant::Giuthi, Options::default()).unwrap();
            while rules::outcome(&position).is_none() {
                let seeds: u32 = position.pits[position.topology().own_pits(position.to_move())]
                    .iter()
                    .map(|&c| u32::from(c))
                    .sum();
                if seeds <= 16 {
                    positions += 1;
                    let truth = can_repeat_exhaustively(&position);
                    let claimed = cycles.can_repeat(&position);
                    assert!(!claimed || truth, "no repeat to be had: {position:?}");
                    found += usize::from(claimed);
                    exhaustive += usize::from(truth);
                }
                rules::play_random(&mut position, &mut rng, &mut scratch);
            }
        }
        assert!(
            found >= 20,
            "too few runs found: {found} of {positions} positions"
        );
        assert!(
            found * 4 >= exhaustive * 3,
            "found {found} of the {exhaustive} runs there are"
        );
    }

    /// Far ahead, strong no longer makes the capture that let the other side
    /// draw by a run longer than its horizon.
    #[test]
    fn strong_far_ahead_leaves_no_run_to_repeat_by() {
        let game = Game::from_position(position(NORTH_FAR_AHEAD));
        let settings = Settings {
            budget_ms: None,
            max_nodes: Some(30_000),
            ..Settings::new(Level::Strong, 0)
        };
        let chosen = choose_move(&game, settings, &FrozenClock).unwrap();
        let (after, _) = rules::play(game.position(), &chosen.mv).unwrap();
        assert_ne!(chosen.mv, directed(3, Direction::Cw));
        assert!(
            after.to_move() == game.position().to_move() || !can_repeat_exhaustively(&after),
            "{chosen:?} lets South repeat"
        );
    }
}
