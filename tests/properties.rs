//! Properties over many random games of every game and preset: seeds are
//! conserved, games end, legal moves play, illegal moves change nothing,
//! traces replay to the position, records replay, JSON round-trips.

use mancala::playout::RandomPlayer;
use mancala::rng::Rng;
use mancala::rules::{self, Scratch};
use mancala::{Direction, Game, GameRecord, Move, Phase, Position, Variant};
use proptest::prelude::*;

fn every_preset() -> Vec<Position> {
    Variant::every_preset()
        .map(|(variant, options)| Position::new(variant, options).unwrap())
        .collect()
}

/// Random games per preset for the cheap checks after every move.
const GAMES: u64 = 1000;

#[test]
fn seeds_are_conserved_games_end_and_positions_round_trip() {
    let mut player = RandomPlayer::default();
    for start in every_preset() {
        let total = start.total_seeds();
        let mut rng = Rng::new(start.holes() as u64);
        for _ in 0..GAMES {
            let summary = player.play_game_checked(&start, &mut rng, |_, after| {
                assert_eq!(after.total_seeds(), total, "{}", after.to_json());
                assert_eq!(Position::from_json(&after.to_json()).as_ref(), Ok(after));
            });
            assert!(summary.moves > 0);
        }
    }
}

/// Moves that look like moves of the game but may not be legal: every pit of
/// the board (and one past it) with every direction or count.
fn move_shapes(position: &Position) -> Vec<Move> {
    let len = position.len();
    match position.variant() {
        Variant::Giuthi => (0..=len)
            .flat_map(|pit| [Direction::Ccw, Direction::Cw].map(|dir| Move::Directed { pit, dir }))
            .collect(),
        Variant::Kiothi if position.phase() == Phase::Opening => Vec::new(),
        Variant::Kiothi => (0..=len)
            .flat_map(|pit| {
                let held = position.pits().get(pit).map_or(0, |&c| u32::from(c));
                (0..=held + 1).map(move |count| Move::Harvest { pit, count })
            })
            .collect(),
        Variant::EnGehe => (0..=len).map(Move::Pit).collect(),
        Variant::Hus => (0..=len / 2).map(Move::Pit).collect(),
    }
}

#[test]
fn legal_moves_play_illegal_moves_are_refused_and_traces_replay() {
    let mut scratch = Scratch::default();
    for start in every_preset() {
        let mut rng = Rng::new(99);
        for _ in 0..20 {
            let mut game = Game::from_position(start);
            while game.outcome().is_none() {
                let position = *game.position();
                let legal = game.legal_moves();
                let shapes = move_shapes(&position);
                for mv in &shapes {
                    match rules::play(&position, mv) {
                        Ok((after, trace)) => {
                            assert!(
                                legal.contains(mv),
                                "{mv:?} played but not listed in {}",
                                position.to_json()
                            );
                            assert_eq!(after.total_seeds(), position.total_seeds());
                            assert_eq!(
                                trace.replay(&position),
                                Ok((after.pits().to_vec(), after.captured()))
                            );
                        }
                        Err(_) => assert!(
                            !legal.contains(mv),
                            "{mv:?} listed but refused in {}",
                            position.to_json()
                        ),
                    }
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
                let after = game.position();
                assert_eq!(
                    trace.replay(&position),
                    Ok((after.pits().to_vec(), after.captured()))
                );
            }
            let record = serde_json::to_string(&game.record()).unwrap();
            let replayed = Game::from_record(&GameRecord::from_json(&record).unwrap()).unwrap();
            assert_eq!(replayed.position(), game.position());
            assert_eq!(replayed.outcome(), game.outcome());
        }
    }
}

#[test]
fn random_games_are_determined_by_their_seed() {
    for start in every_preset() {
        let play = |seed| {
            let mut player = RandomPlayer::default();
            (0..5)
                .map(|_| player.play_game(&start, &mut Rng::new(seed)))
                .collect::<Vec<_>>()
        };
        assert_eq!(play(3), play(3));
    }
}

fn random_position() -> impl Strategy<Value = Position> {
    (0..every_preset().len(), any::<u64>(), 0u32..40).prop_map(|(preset, seed, plies)| {
        let mut position = every_preset()[preset];
        let mut rng = Rng::new(seed);
        let mut scratch = Scratch::default();
        for _ in 0..plies {
            let before = position;
            if rules::play_random(&mut position, &mut rng, &mut scratch).is_none() {
                position = before;
                break;
            }
        }
        position
    })
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
        let mut game = Game::from_position(position);
        let played = Move::from_json(&doc.to_string(), &position)
            .map_err(|e| e.to_string())
            .and_then(|mv| game.play(&mv).map(|_| ()).map_err(|e| e.to_string()));
        match played {
            Ok(()) => prop_assert_eq!(game.position().total_seeds(), position.total_seeds()),
            Err(message) => {
                prop_assert!(!message.is_empty());
                prop_assert_eq!(game.position(), &position);
                prop_assert_eq!(game.ply(), 0);
            }
        }
    }
}
