//! The computer opponent: legal moves only, in every game and phase; the
//! decisive capture when there is one; the same move for the same seed;
//! the same move whether the search runs in one go or in slices; and the
//! game's history heeded at the root. (The yardstick and the matches that
//! measure the levels are the lab's: lab/tests/matches.rs.)

use mancala::ai::proof::{certify, prove_win, Goal, ProofVerdict};
use mancala::ai::solve::{GameResult, Limits, Solver};
use mancala::ai::{
    choose_move, Clock, Decision, FrozenClock, Level, Progress, Search, Settings, Slice,
};
use mancala::rng::Rng;
use mancala::rules::{self, EndReason, Scratch};
use mancala::{Game, GameRecord, Move, Options, Player, Position, Variant};

// The positions the lab's yardstick is tested on too.
use mancala_testing::positions;

/// Settings that do not depend on the clock: a node cap instead of time.
fn bounded(level: Level, seed: u64, nodes: u64) -> Settings {
    Settings {
        budget_ms: None,
        max_nodes: Some(nodes),
        ..Settings::new(level, seed)
    }
}

fn decide(game: &Game, settings: Settings) -> Decision {
    choose_move(game, settings, &FrozenClock).expect("the game is not over")
}

/// Games played at random from each preset, sampled every few moves.
fn sampled_games(variant: Variant, games: u64, every: usize, mut visit: impl FnMut(&Game)) {
    let mut scratch = Scratch::default();
    for (preset_index, preset) in variant.presets().iter().enumerate() {
        let options = preset.options();
        for seed in 0..games {
            let mut rng = Rng::new(seed * 31 + preset_index as u64);
            let mut game = Game::new(variant, options).unwrap();
            while game.outcome().is_none() {
                if game.ply().is_multiple_of(every) || game.ply() < 2 {
                    visit(&game);
                }
                let mut position = *game.position();
                let (mv, _) = rules::play_random(&mut position, &mut rng, &mut scratch)
                    .expect("a game not over has a move");
                game.play(&mv).unwrap();
            }
        }
    }
}

#[test]
fn every_level_plays_only_legal_moves_in_every_game_and_phase() {
    for variant in Variant::ALL {
        let mut decisions = 0;
        let mut seed = 0;
        sampled_games(variant, 6, 5, |game| {
            for level in Level::ALL {
                seed += 1;
                let decision = decide(game, bounded(level, seed, 150));
                let mut after = game.clone();
                if let Err(error) = after.play(&decision.mv) {
                    panic!(
                        "{} {:?} chose {:?} in {}: {error}",
                        variant.id(),
                        level,
                        decision.mv,
                        game.position().to_json()
                    );
                }
                decisions += 1;
            }
        });
        assert!(
            decisions >= 400,
            "{} only {decisions} decisions",
            variant.id()
        );
    }
}

#[test]
fn kiothi_openings_are_legal_and_differ_between_seeds() {
    let game = Game::new(Variant::Kiothi, Options::default()).unwrap();
    let mut chosen = Vec::new();
    for level in [Level::Beginner, Level::Intermediate, Level::Strong] {
        for seed in 0..4 {
            let south = decide(&game, bounded(level, seed, 3000));
            assert!(matches!(south.mv, Move::Redistribute(_)));
            let mut game = game.clone();
            game.play(&south.mv).unwrap();
            let north = decide(&game, bounded(level, seed, 3000));
            game.play(&north.mv).unwrap();
            assert_eq!(game.position().phase(), mancala::Phase::Play);
            chosen.push(south.mv);
        }
    }
    chosen.sort_by_key(|mv| format!("{mv:?}"));
    chosen.dedup();
    assert!(
        chosen.len() > 1,
        "every level and seed chose the same opening"
    );
}

/// The 2 x 50 board offers up to 50 moves a turn; the search still plays
/// a legal move within a budget of 2,000 nodes (a count, not a time, so
/// that a loaded machine cannot change the answer).
#[test]
fn plays_on_the_largest_en_gehe_board_within_two_thousand_nodes() {
    let game = Game::new(
        Variant::EnGehe,
        Options {
            holes: 50,
            ..Options::default()
        },
    )
    .unwrap();
    for level in [Level::Intermediate, Level::Strong] {
        let decision = decide(&game, bounded(level, 1, 2000));
        assert!(decision.nodes <= 2000, "{level:?}: {decision:?}");
        assert!(game.clone().play(&decision.mv).is_ok());
    }
}

fn wins_at_once(position: &Position, mv: &Move) -> bool {
    let mut game = Game::from_position(*position);
    game.play(mv).is_ok()
        && game
            .outcome()
            .is_some_and(|outcome| outcome.winner == Some(position.to_move()))
}

#[test]
fn finds_the_decisive_capture_in_every_game() {
    for (position, winning) in positions::decisive_captures() {
        let position = Position::from_json(position).unwrap();
        let winning = Move::from_json(winning, &position).unwrap();
        let moves = rules::legal_moves(&position);
        assert!(moves.len() >= 2, "{}: a choice to make", position.to_json());
        for mv in &moves {
            assert_eq!(wins_at_once(&position, mv), *mv == winning, "{mv:?}");
        }
        let game = Game::from_position(position);
        for seed in 0..6 {
            for level in [Level::Intermediate, Level::Strong] {
                let decision = decide(&game, bounded(level, seed, 5000));
                assert_eq!(decision.mv, winning, "{} {level:?}", position.to_json());
                assert!(decision.value > 90_000_000, "a proven win: {decision:?}");
            }
        }
    }
}

/// Giuthi: a move that keeps the turn (an extra move) is followed by the
/// same player's move, so its value must not be turned round as if the
/// opponent moved next. Here no move wins at once, and only the move that
/// earns an extra move leads to a move that does.
#[test]
fn an_extra_move_is_valued_for_the_player_who_keeps_the_turn() {
    let position = Position::from_json(positions::EXTRA_MOVE).unwrap();
    let extra = Move::from_json(positions::EXTRA_MOVE_PLAYED, &position).unwrap();
    let moves = rules::legal_moves(&position);
    assert!(moves.len() >= 4);
    for mv in &moves {
        assert!(!wins_at_once(&position, mv), "{mv:?} wins at once");
        let mut after = position;
        rules::play_in_place(&mut after, mv).unwrap();
        let keeps_turn_and_wins = after.to_move() == position.to_move()
            && rules::legal_moves(&after)
                .iter()
                .any(|next| wins_at_once(&after, next));
        assert_eq!(keeps_turn_and_wins, *mv == extra, "{mv:?}");
    }
    let game = Game::from_position(position);
    for seed in 0..6 {
        let decision = decide(&game, bounded(Level::Intermediate, seed, 5000));
        assert_eq!(decision.mv, extra, "seed {seed}");
        assert!(decision.value > 90_000_000, "a proven win: {decision:?}");
        // The strong level solves this 12-seed endgame exactly and plays
        // the move the solver proves wins by the most (pit 5 clockwise, by
        // 12; tests/solver_oracle.rs checks the solver), not merely the
        // quickest win.
        let strong = decide(&game, bounded(Level::Strong, seed, 50_000));
        assert_eq!(
            strong.mv,
            Move::from_json(r#"{"pit":5,"dir":"cw"}"#, &position).unwrap()
        );
        assert!(strong.value > 90_000_000, "a proven win: {strong:?}");
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    for variant in Variant::ALL {
        let play = |seed: u64| -> Vec<Move> {
            let mut game = Game::new(variant, Options::default()).unwrap();
            let levels = [Level::Strong, Level::Beginner];
            for ply in 0..12 {
                if game.outcome().is_some() {
                    break;
                }
                let level = levels[ply % 2];
                let decision = decide(&game, bounded(level, seed + ply as u64, 400));
                game.play(&decision.mv).unwrap();
            }
            game.moves().to_vec()
        };
        assert_eq!(play(7), play(7), "{}", variant.id());
        assert!(
            (0..6).any(|seed| play(seed) != play(7)),
            "{}: six other seeds all played the same game",
            variant.id()
        );
    }
}

/// A clock that advances a millisecond each time it is read, so that
/// slices bounded by time end at places fixed by the test.
struct TickingClock(std::cell::Cell<f64>);

impl Clock for TickingClock {
    fn now_ms(&self) -> f64 {
        let now = self.0.get() + 1.0;
        self.0.set(now);
        now
    }
}

#[test]
fn a_search_in_slices_decides_as_one_in_a_single_go() {
    let mut positions = 0;
    for variant in Variant::ALL {
        sampled_games(variant, 1, 9, |game| {
            for level in [Level::Intermediate, Level::Strong] {
                let settings = bounded(level, 3, 1500);
                let whole = decide(game, settings);
                for slice in [Slice::nodes(1), Slice::nodes(37), Slice::ms(5.0)] {
                    let mut search = Search::new(game, settings).unwrap();
                    let clock = TickingClock(std::cell::Cell::new(0.0));
                    let mut slices = 0;
                    let sliced = loop {
                        slices += 1;
                        match search.step(&clock, slice) {
                            Progress::Done(decision) => break decision,
                            Progress::Thinking { nodes, .. } => {
                                assert!(nodes <= 1500);
                            }
                        }
                    };
                    assert_eq!(sliced, whole, "{slice:?} in {}", game.position().to_json());
                    // (A proven endgame is decided before any slice.)
                    if whole.nodes > 100 && whole.depth > 0 && slice == Slice::nodes(1) {
                        assert!(slices > 100, "one node per slice");
                    }
                }
            }
            positions += 1;
        });
    }
    assert!(positions >= 40);
}

#[test]
fn a_search_stops_at_its_time_budget() {
    let game = Game::new(Variant::Giuthi, Options::default()).unwrap();
    let clock = TickingClock(std::cell::Cell::new(0.0));
    let settings = Settings {
        budget_ms: Some(50.0),
        ..Settings::new(Level::Strong, 1)
    };
    let mut search = Search::new(&game, settings).unwrap();
    let start = clock.now_ms();
    let decision = loop {
        if let Progress::Done(decision) = search.step(&clock, Slice::ms(10.0)) {
            break decision;
        }
    };
    // The ticking clock advances one millisecond per reading; the search
    // reads it every couple of nodes.
    assert!(clock.now_ms() - start <= 52.0);
    assert!(decision.nodes > 0 && decision.depth >= 1);
    assert!(game.clone().play(&decision.mv).is_ok());
}

#[test]
fn a_dropped_search_leaves_nothing_behind() {
    let mut game = Game::new(Variant::Hus, Options::default()).unwrap();
    let settings = bounded(Level::Strong, 5, 4000);
    let expected = decide(&game, settings);
    let mut abandoned = Search::new(&game, settings).unwrap();
    assert!(matches!(
        abandoned.step(&FrozenClock, Slice::nodes(50)),
        Progress::Thinking { .. }
    ));
    drop(abandoned);
    assert_eq!(decide(&game, settings), expected);
    game.play(&expected.mv).unwrap();
    assert!(decide(&game, settings).nodes > 0);
}

#[test]
fn finished_games_are_refused() {
    let position = Position::from_json(
        r#"{"game":"hus","holes":8,"pits":[1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"to_move":0}"#,
    )
    .unwrap();
    let game = Game::from_position(position);
    assert!(game.outcome().is_some());
    for level in Level::ALL {
        assert!(Search::new(&game, Settings::new(level, 0)).is_err());
    }
}

/// Whether `mv` draws by repetition: Giuthi ends as soon as a position
/// repeats.
fn repeats(game: &Game, mv: &Move) -> bool {
    let mut after = game.clone();
    after.play(mv).unwrap();
    after
        .outcome()
        .is_some_and(|outcome| outcome.reason == EndReason::Repetition)
}

/// A search given the game knows a move back into an earlier position
/// scores exactly a draw (intermediate's, which values a draw as even;
/// strong's contempt is
/// `in_giuthi_strong_plays_on_rather_than_repeat_a_little_behind`).
#[test]
fn the_games_history_counts_at_the_root() {
    let mut checked = 0;
    let mut history_mattered = 0;
    sampled_games(Variant::Giuthi, 40, 1, |game| {
        if !game.legal_moves().iter().any(|mv| repeats(game, mv)) {
            return;
        }
        let settings = Settings {
            max_depth: Some(1),
            ..bounded(Level::Intermediate, 0, 10_000)
        };
        let with_history = decide(game, settings);
        // A draw is on offer, so the best move is worth at least that.
        assert!(with_history.value >= 0, "{with_history:?}");
        let blind = Search::with_history(game.position(), &[], settings)
            .unwrap()
            .step(&FrozenClock, Slice::whole());
        if let Progress::Done(blind) = blind {
            history_mattered += usize::from(blind.value < 0);
        }
        checked += 1;
    });
    assert!(
        checked >= 5,
        "only {checked} positions offered a repetition"
    );
    assert!(
        history_mattered >= 1,
        "no position where the history changed the value"
    );
}

/// Giuthi, where any repeat draws at once: a side that can only lose
/// otherwise takes the repetition draw, and a side that can win does not
/// settle for one. The solver (tests/solver_oracle.rs checks it) says which
/// positions are which.
#[test]
fn the_strong_level_takes_a_repetition_draw_only_when_losing_otherwise() {
    let (mut seeking, mut avoiding) = (0, 0);
    sampled_games(Variant::Giuthi, 20, 1, |game| {
        let draws_at_once = |mv: &Move| repeats(game, mv);
        if !game.legal_moves().iter().any(draws_at_once) {
            return;
        }
        let limits = Limits {
            ms: None,
            nodes: Some(300_000),
        };
        let Ok(analysis) = Solver::new(1 << 16).analyse(game, limits, &FrozenClock) else {
            return;
        };
        let others_lose = analysis
            .moves
            .iter()
            .filter(|worth| !draws_at_once(&worth.mv))
            .all(|worth| worth.worth.proven && worth.worth.result == GameResult::Loss);
        let chosen = decide(game, bounded(Level::Strong, 0, 100_000)).mv;
        if analysis.proven && analysis.result == GameResult::Draw && others_lose {
            assert!(
                draws_at_once(&chosen),
                "losing, it must take the draw: {chosen:?}"
            );
            seeking += 1;
        } else if analysis.proven && analysis.result == GameResult::Win {
            assert!(
                !draws_at_once(&chosen),
                "winning, it must not draw: {chosen:?}"
            );
            avoiding += 1;
        }
    });
    assert!(
        seeking >= 3 && avoiding >= 3,
        "too few positions: {seeking} to seek a draw, {avoiding} to avoid one"
    );
}

/// Hus 4 x 8's own start is a win for North, the second player (some
/// 3,000,000 positions, 5 s and 0.7 GB in a release build), which is why
/// strong as South lost every game from it to the yardstick.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "3,000,000 positions: run it with --release"
)]
fn the_hus_start_is_won_for_north() {
    let start = Game::new(Variant::Hus, Options::default()).unwrap();
    assert_eq!(start.position().to_move(), Player::South);
    assert_eq!(
        prove_win(&start, Player::North, 5_000_000).unwrap().verdict,
        ProofVerdict::Won
    );
}

/// Giuthi 2 x 5's start with 4 seeds a pit is South's by exactly two
/// seeds: a win by two is proven, one by three refuted (the certificates
/// of both are checked move by move in tests/certificates.rs).
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "2,700,000 positions: run it with --release"
)]
fn giuthi_2x5_start_is_won_by_south_by_exactly_two_seeds() {
    let options = Options {
        holes: 5,
        seeds: 4,
        setup: None,
    };
    let start = Game::new(Variant::Giuthi, options).unwrap();
    let won_by = |seeds| {
        let goal = Goal {
            prover: Player::South,
            by_at_least: seeds,
        };
        certify(&start, goal, 5_000_000).unwrap().map(|c| c.won)
    };
    assert_eq!(won_by(2), Some(true));
    assert_eq!(won_by(3), Some(false));
}

/// The start of games 34 and 35 of the Giuthi match at `--seed 2026
/// --opening-plies 4` (North 8 seeds behind in captures) is proven not won for North
/// in under a hundred positions, because South need never let the game go
/// on: five extra moves inside its own row (no seed enters North's row, the
/// last falls into an empty own pit) bring back the position they started
/// from, and in Giuthi any repeat draws. North, strong in game 35, drew.
#[test]
fn in_giuthi_a_side_can_draw_at_once_by_extra_moves_that_come_back() {
    const START: &str = r#"{"moves":[{"dir":"cw","pit":14},{"dir":"cw","pit":1},{"dir":"ccw","pit":13},{"dir":"ccw","pit":5}],"start":{"captured":[0,0],"game":"giuthi","holes":8,"pits":[8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8],"to_move":0}}"#;
    let start = Game::from_record(&GameRecord::from_json(START).unwrap()).unwrap();
    let proof = prove_win(&start, Player::North, 1_000).unwrap();
    assert_eq!(proof.verdict, ProofVerdict::NotWon);
    assert!(proof.nodes < 100, "{proof:?}");

    let mut game = start.clone();
    let cycle = [(9, "ccw"), (10, "cw"), (9, "ccw"), (10, "ccw"), (11, "cw")];
    for (step, (pit, dir)) in cycle.into_iter().enumerate() {
        let text = format!(r#"{{"pit":{pit},"dir":"{dir}"}}"#);
        let mv = Move::from_json(&text, game.position()).unwrap();
        game.play(&mv).unwrap();
        assert_eq!(game.position().to_move(), Player::South, "move {step}");
        if step + 1 < cycle.len() {
            assert_eq!(game.outcome(), None);
        }
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert_eq!(outcome.winner, None);
    assert_eq!(game.position().captured(), start.position().captured());
}

/// The start of games 28 and 29 of the same match: four random moves left
/// North 56 of the 128 seeds. South cannot force a win, and the proof
/// says so in a few thousand positions because it stops every line where
/// North has taken half the seeds (South can then at best tie); played out
/// to the last seed, 20,000,000 positions left it open.
#[test]
fn a_proof_stops_where_the_scores_already_deny_the_win() {
    const START: &str = r#"{"moves":[{"dir":"cw","pit":12},{"dir":"cw","pit":0},{"dir":"cw","pit":8},{"dir":"cw","pit":1}],"start":{"captured":[0,0],"game":"giuthi","holes":8,"pits":[8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8],"to_move":0}}"#;
    let start = Game::from_record(&GameRecord::from_json(START).unwrap()).unwrap();
    assert_eq!(start.position().captured(), [0, 56]);
    let proof = prove_win(&start, Player::South, 100_000).unwrap();
    assert_eq!(proof.verdict, ProofVerdict::NotWon);
    assert!(proof.nodes < 10_000, "{proof:?}");
}

/// The shapes a browser worker reads (docs/AI.md).
#[test]
fn progress_and_decisions_cross_as_json() {
    let game = Game::new(Variant::EnGehe, Options::default()).unwrap();
    let mut search = Search::new(&game, bounded(Level::Strong, 1, 500)).unwrap();
    let thinking = serde_json::to_value(search.step(&FrozenClock, Slice::nodes(100))).unwrap();
    assert_eq!(thinking["state"], "thinking");
    assert!(thinking["move"]["pit"].is_u64() && thinking["nodes"] == 100);
    let done = loop {
        if let Progress::Done(decision) = search.step(&FrozenClock, Slice::nodes(100)) {
            break serde_json::to_value(Progress::Done(decision)).unwrap();
        }
    };
    assert_eq!(done["state"], "done");
    let mv = Move::from_json(&done["move"].to_string(), game.position()).unwrap();
    assert!(game.clone().play(&mv).is_ok());
    assert!(done["value"].is_i64() && done["depth"].as_u64() >= Some(1));
    assert_eq!(done["nodes"], 500);
}

/// In En Gehé and Hus the search stops only at odd depths (the opponent to
/// move at the horizon), unless capped; in Giuthi and Kiothi it deepens ply
/// by ply.
#[test]
fn en_gehe_and_hus_search_to_odd_depths() {
    for variant in Variant::ALL {
        let game = Game::new(variant, variant.default_options()).unwrap();
        let steps_by_two = matches!(variant, Variant::EnGehe | Variant::Hus);
        let mut depths_reached = Vec::new();
        for nodes in [2_000, 5_000, 10_000, 20_000, 40_000, 80_000] {
            let depth = decide(&game, bounded(Level::Strong, 3, nodes)).depth;
            depths_reached.push(depth);
            assert!(
                !steps_by_two || depth % 2 == 1,
                "{variant:?} stopped at depth {depth} after {nodes} nodes"
            );
        }
        if !steps_by_two {
            assert!(
                depths_reached.iter().any(|depth| depth % 2 == 0),
                "{variant:?} reached only {depths_reached:?}"
            );
        }
        for cap in 1..=6 {
            let capped = Settings {
                max_depth: Some(cap),
                ..bounded(Level::Strong, 3, 10_000_000)
            };
            assert_eq!(decide(&game, capped).depth, cap, "{variant:?}");
        }
    }
}

/// Kiothi positions with the same warriors but different marks (here, which
/// boma have been sown from) are different positions for the repetition
/// rule, so the search must not call a move into one of them a draw.
#[test]
fn marks_tell_kiothi_positions_apart_for_the_search() {
    let settings = Settings {
        max_depth: Some(1),
        ..bounded(Level::Strong, 0, 10_000)
    };
    let blind_decision = |position: &Position, history: &[Position]| match Search::with_history(
        position, history, settings,
    )
    .unwrap()
    .step(&FrozenClock, Slice::whole())
    {
        Progress::Done(decision) => decision,
        Progress::Thinking { .. } => unreachable!("a whole slice finishes"),
    };
    let mut checked = 0;
    sampled_games(Variant::Kiothi, 10, 3, |game| {
        let position = game.position();
        if position.phase() != mancala::Phase::Play || game.legal_moves().len() < 2 {
            return;
        }
        let best = blind_decision(position, &[]);
        if best.value <= 0 || best.depth == 0 {
            return;
        }
        let (child, _) = rules::play(position, &best.mv).unwrap();
        // Twice before: a third occurrence would draw.
        let same = [child, child];
        let with_repeat = blind_decision(position, &same);
        assert!(with_repeat.value < best.value || with_repeat.mv != best.mv);

        let mut doc = mancala::PositionDoc::from(&child);
        let lifted = doc.lifted.get_or_insert_with(Vec::new);
        match lifted.iter().position(|&b| b == 0) {
            Some(index) => {
                lifted.remove(index);
            }
            None => lifted.push(0),
        }
        let marked_differently = Position::try_from(doc).unwrap();
        assert_eq!(marked_differently.pits(), child.pits());
        let unlike = [marked_differently, marked_differently];
        let decision = blind_decision(position, &unlike);
        assert_eq!((decision.mv, decision.value), (best.mv, best.value));
        checked += 1;
    });
    assert!(checked >= 5, "only {checked} positions checked");
}
