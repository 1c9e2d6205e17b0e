//! Properties over many random games of every game and preset: seeds are
//! conserved, games end, legal moves play, illegal moves change nothing,
//! traces replay to the position, records replay, JSON round-trips. The
//! invariants themselves are the engine's (`mancala::invariants`, which the
//! fuzz targets and the lab's soak check too).

use mancala::invariants::{self, preset_starts, reached_position, Fault};
use mancala::repetition::Repetitions;
use mancala::rng::Rng;
use mancala::rules::{self, Scratch};
use mancala::{Game, GameRecord, Move, Position};
use proptest::prelude::*;

fn holds(position: &Position, checked: Result<(), Fault>) {
    if let Err(fault) = checked {
        panic!("{fault} in {}", position.to_json());
    }
}

/// Random games per preset for the cheap checks after every move.
const GAMES: u64 = 1000;

/// A random game's positions round-trip through JSON and conserve the
/// seeds, and the game ends with a result that shares out every seed.
#[test]
fn seeds_are_conserved_games_end_and_positions_round_trip() {
    let mut scratch = Scratch::default();
    let mut history = Repetitions::default();
    for start in preset_starts() {
        let mut rng = Rng::new(start.holes() as u64);
        for _ in 0..GAMES {
            let mut position = start;
            let mut moves = 0;
            history.clear();
            let outcome = loop {
                if let Some(reason) = history.record(&position) {
                    break rules::Outcome::draw(rules::outcome_scores(&position), reason);
                }
                let before = position;
                let Some((mv, _)) = rules::play_random(&mut position, &mut rng, &mut scratch)
                else {
                    break rules::outcome(&position).expect("no move left: a result");
                };
                moves += 1;
                if position.total_seeds() != start.total_seeds() {
                    panic!("{mv:?} from {}: seeds not conserved", before.to_json());
                }
                holds(&position, invariants::check_round_trip(&position));
            };
            holds(&position, invariants::check_outcome(&position, &outcome));
            assert!(moves > 0);
        }
    }
}

#[test]
fn legal_moves_play_illegal_moves_are_refused_and_traces_replay() {
    let mut scratch = Scratch::default();
    for start in preset_starts() {
        let mut rng = Rng::new(99);
        for _ in 0..20 {
            let mut game = Game::from_position(start);
            while game.outcome().is_none() {
                let position = *game.position();
                holds(&position, invariants::check_position(&position, usize::MAX));
                let legal = game.legal_moves();
                let shapes = invariants::move_shapes(&position);
                for mv in &shapes {
                    holds(&position, invariants::check_given_move(&position, mv));
                }
                // A refused move leaves the whole game, history included, as it was.
                if let Some(illegal) = shapes.iter().find(|mv| !legal.contains(mv)) {
                    let ply = game.ply();
                    assert!(game.play(illegal).is_err());
                    assert_eq!(
                        (game.position(), game.ply(), game.can_redo()),
                        (&position, ply, false)
                    );
                }
                let mv = if legal.is_empty() {
                    let mut copy = position;
                    rules::play_random(&mut copy, &mut rng, &mut scratch)
                        .expect("an opening move")
                        .0
                } else {
                    legal[rng.below(legal.len())]
                };
                let trace = game.play(&mv).unwrap().clone();
                holds(
                    &position,
                    invariants::check_trace(&position, &trace, game.position()),
                );
            }
            let record = serde_json::to_string(&game.record()).unwrap();
            let replayed = Game::from_record(&GameRecord::from_json(&record).unwrap()).unwrap();
            assert_eq!(replayed.position(), game.position());
            assert_eq!(replayed.outcome(), game.outcome());
        }
    }
}

fn random_position() -> impl Strategy<Value = Position> {
    (0..preset_starts().len(), any::<u64>(), 0u32..40)
        .prop_map(|(preset, seed, plies)| reached_position(preset, seed, plies))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any move document, however odd, is either played with the seeds
    /// conserved or refused with the game unchanged.
    #[test]
    fn any_move_document_plays_or_changes_nothing(
        position in random_position(),
        pit in -3i64..110,
        count in -2i64..70,
        dir in prop::option::of(prop_oneof![Just("ccw"), Just("cw"), Just("up")]),
        with_count in any::<bool>(),
    ) {
        let mut doc = serde_json::json!({ "pit": pit });
        if with_count { doc["count"] = count.into(); }
        if let Some(dir) = dir { doc["dir"] = dir.into(); }
        match Move::from_json(&doc.to_string(), &position) {
            Ok(mv) => {
                if let Err(fault) = invariants::check_given_move(&position, &mv) {
                    return Err(TestCaseError::fail(format!("{fault} in {}", position.to_json())));
                }
            }
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }
}
