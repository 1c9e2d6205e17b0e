//! Whole games: repetition draws, undo and redo, game records.

use mancala::{
    EndReason, Error, Game, GameRecord, IllegalMove, Move, Options, Player, Position, Variant,
};

fn position(json: &str) -> Position {
    Position::from_json(json).unwrap()
}

#[test]
fn giuthi_repetition_is_an_immediate_draw() {
    // Player 0's pit 9 (3) ccw: 0, 1, 2; relay cw 2 from pit 2: 1, 0; relay ccw 2
    // from pit 0: 1, 2, ending in player 1's emptied pit 2. Player 1's pit 1 (3)
    // cw: 0, 9, 8; relay ccw 2 from 8: 9, 0; relay cw 2 from 0: 9, 8, ending in
    // player 0's emptied pit 8. The board and the player to move are back to the
    // start: a draw, whatever the score.
    let start = position(
        r#"{"game":"giuthi","holes":5,"pits":[0,0,1,0,1,0,0,1,1,3],"captured":[7,2],"to_move":0}"#,
    );
    let mut game = Game::from_position(start);
    game.play(&Move::Directed {
        pit: 9,
        dir: mancala::Direction::Ccw,
    })
    .unwrap();
    assert_eq!(game.position().pits(), &[0, 3, 1, 0, 1, 0, 0, 1, 1, 0]);
    assert_eq!(game.outcome(), None);
    game.play(&Move::Directed {
        pit: 1,
        dir: mancala::Direction::Cw,
    })
    .unwrap();
    assert_eq!(game.position().pits(), start.pits());
    let outcome = game.outcome().expect("the repetition ends the game");
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert_eq!(outcome.winner, None);
    assert!(game.legal_moves().is_empty());
    let refused = game.play(&Move::Directed {
        pit: 9,
        dir: mancala::Direction::Ccw,
    });
    assert_eq!(
        refused.unwrap_err(),
        Error::IllegalMove(IllegalMove::GameOver)
    );
}

#[test]
fn hus_draws_on_the_third_occurrence_of_a_position() {
    // Each player has a 2 followed by a 1 in their loop: sowing the 2 makes 2,1
    // one hole further on, and never captures (every lap ends in an empty hole).
    // After 16 moves each the board is back where it started: the start position
    // occurs at plies 0, 32 and 64, and the game is drawn at ply 64, not before.
    let mut pits = vec![0u16; 32];
    pits[0] = 2;
    pits[1] = 1;
    pits[16] = 2;
    pits[17] = 1;
    let doc = format!(r#"{{"game":"hus","holes":8,"pits":{pits:?},"captured":[0,0],"to_move":0}}"#);
    let mut game = Game::from_position(position(&doc));
    for ply in 0..64 {
        assert_eq!(game.outcome(), None, "ply {ply}");
        let mover = game.position().to_move();
        let base = mover.index() * 16;
        let two = (0..16)
            .find(|&i| game.position().pits()[base + i] == 2)
            .unwrap();
        game.play(&Move::Pit(two)).unwrap();
    }
    let outcome = game.outcome().expect("third occurrence");
    assert_eq!(outcome.reason, EndReason::ThirdRepetition);
    assert_eq!(outcome.winner, None);
}

#[test]
fn undo_and_redo_walk_the_history_without_losing_it() {
    let mut game = Game::new(Variant::Giuthi, Options::default()).unwrap();
    let start = *game.position();
    let first = game.legal_moves()[0];
    game.play(&first).unwrap();
    let after_first = *game.position();
    let second = game.legal_moves()[3];
    game.play(&second).unwrap();
    let after_second = *game.position();

    game.undo().unwrap();
    assert_eq!(*game.position(), after_first);
    assert!(game.can_redo());
    game.undo().unwrap();
    assert_eq!(*game.position(), start);
    assert!(!game.can_undo());
    assert!(matches!(game.undo(), Err(Error::NoHistory(_))));

    game.redo().unwrap();
    game.redo().unwrap();
    assert_eq!(*game.position(), after_second);
    assert!(matches!(game.redo(), Err(Error::NoHistory(_))));

    // A new move after an undo replaces the undone ones.
    game.undo().unwrap();
    let other = game.legal_moves()[1];
    game.play(&other).unwrap();
    assert!(!game.can_redo());
    assert_eq!(game.moves(), &[first, other]);
}

#[test]
fn a_refused_move_leaves_the_game_unchanged() {
    let mut game = Game::new(Variant::Kiothi, Options::default()).unwrap();
    let before = game.position().to_json();
    let wrong_total = Move::Redistribute(mancala::Redistribution {
        empty: [4, 5],
        place: [1; 20],
    });
    assert!(game.play(&wrong_total).is_err());
    assert!(game.play(&Move::Harvest { pit: 4, count: 2 }).is_err());
    assert_eq!(game.position().to_json(), before);
    assert_eq!(game.ply(), 0);
}

#[test]
fn a_record_replays_to_the_same_game() {
    let mut rng = mancala::rng::Rng::new(5);
    for variant in Variant::ALL {
        let mut game = Game::new(variant, Options::default()).unwrap();
        while game.outcome().is_none() && game.ply() < 60 {
            let moves = game.legal_moves();
            let mv = if moves.is_empty() {
                // Kiothi's opening: a random redistribution.
                let mut position = *game.position();
                let mut scratch = Default::default();
                mancala::rules::play_random(&mut position, &mut rng, &mut scratch)
                    .unwrap()
                    .0
            } else {
                moves[rng.below(moves.len())]
            };
            game.play(&mv).unwrap();
        }
        let text = serde_json::to_string(&game.record()).unwrap();
        let replayed = Game::from_record(&GameRecord::from_json(&text).unwrap()).unwrap();
        assert_eq!(replayed.position(), game.position(), "{variant:?}");
        assert_eq!(replayed.outcome(), game.outcome());
        assert_eq!(replayed.traces(), game.traces());
    }
}

#[test]
fn a_record_with_an_illegal_move_names_the_move() {
    let text = r#"{"start":{"game":"en-gehe","holes":6,"pits":[4,4,4,4,4,4,4,4,4,4,4,4],"captured":[0,0],"to_move":0},
                   "moves":[{"pit":0},{"pit":0}]}"#;
    let error = Game::from_record(&GameRecord::from_json(text).unwrap()).unwrap_err();
    assert!(
        matches!(error, Error::BadRecord { index: 1, .. }),
        "{error}"
    );
    assert!(error.to_string().contains("move 2"), "{error}");
    assert!(
        error
            .to_string()
            .contains("belongs to South and North is to move"),
        "{error}"
    );
}

#[test]
fn giuthi_extra_moves_keep_the_turn_in_the_record() {
    let mut game = Game::from_position(position(
        r#"{"game":"giuthi","holes":5,"pits":[2,0,0,0,0,0,0,2,0,3],"captured":[0,0],"to_move":0}"#,
    ));
    let trace = game
        .play(&Move::Directed {
            pit: 7,
            dir: mancala::Direction::Cw,
        })
        .unwrap();
    assert!(trace.extra_move);
    assert_eq!(game.position().to_move(), Player::South);
}

#[test]
fn a_preview_is_the_trace_play_returns_and_changes_nothing() {
    let kiothi = r#"{"game":"kiothi","holes":10,"pits":[0,0,0,0,5,5,5,5,5,5,0,0,0,0,5,5,5,5,5,5],"phase":"play"}"#;
    let games = [Variant::Giuthi, Variant::EnGehe, Variant::Hus]
        .map(|variant| Game::new(variant, Options::default()).unwrap())
        .into_iter()
        // Kiothi past its opening, where a count is chosen.
        .chain([Game::from_position(position(kiothi))]);
    for mut game in games {
        let variant = game.position().variant();
        for _ in 0..3 {
            let before = *game.position();
            let moves = game.legal_moves();
            for mv in &moves {
                let previewed = game.preview(mv).unwrap();
                assert_eq!(
                    game.position(),
                    &before,
                    "{variant:?}: a preview moved the game"
                );
                assert_eq!(game.ply(), game.record().moves.len());
                let mut copy = game.clone();
                assert_eq!(&previewed, copy.play(mv).unwrap(), "{variant:?} {mv:?}");
            }
            game.play(&moves[moves.len() / 2]).unwrap();
        }
    }
}

#[test]
fn a_preview_refuses_what_play_refuses() {
    let mut game = Game::new(Variant::Giuthi, Options::default()).unwrap();
    let legal = game.legal_moves();
    // A pit no legal move starts from: the opponent's.
    let theirs = (0..game.position().pits().len())
        .map(|pit| Move::Directed {
            pit,
            dir: mancala::Direction::Ccw,
        })
        .find(|mv| !legal.contains(mv))
        .unwrap();
    let ply = game.ply();
    assert_eq!(
        game.preview(&theirs).unwrap_err(),
        game.play(&theirs).unwrap_err()
    );
    assert_eq!(game.ply(), ply);
}
