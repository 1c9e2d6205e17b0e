//! The engine's answers to the questions the page used to answer itself
//! (issue 12: the front end implements no rule): who may begin, what a move
//! names, where a sowing first goes, what a Kiothi opening being composed
//! does to the board.

use mancala::rules::{self, MoveShape};
use mancala::{Direction, Error, IllegalMove, Move, Options, Player, Position, Variant};

#[test]
fn only_kiothi_fixes_who_begins() {
    for variant in Variant::ALL {
        let description = rules::describe(variant);
        let start = rules::new_start(variant, Options::default(), Player::North).unwrap();
        let kiothi = variant == Variant::Kiothi;
        assert_eq!(description.starter_choice, !kiothi, "{variant:?}");
        assert_eq!(description.marks, kiothi, "{variant:?}");
        // "Opening (turn 1 South, turn 2 North)".
        let expected = if kiothi { Player::South } else { Player::North };
        assert_eq!(start.to_move(), expected, "{variant:?}");
        let mut same = Position::new(variant, Options::default()).unwrap();
        assert_eq!(
            rules::new_start(variant, Options::default(), Player::South).unwrap(),
            same
        );
        if !kiothi {
            same = rules::new_start(variant, Options::default(), Player::North).unwrap();
            assert_eq!(
                same.pits(),
                Position::new(variant, Options::default()).unwrap().pits()
            );
        }
    }
}

#[test]
fn each_game_says_what_its_moves_name() {
    let shape = |variant| rules::describe(variant).move_shape;
    assert_eq!(shape(Variant::Giuthi), MoveShape::Direction);
    assert_eq!(shape(Variant::Kiothi), MoveShape::Count);
    assert_eq!(shape(Variant::EnGehe), MoveShape::Pit);
    assert_eq!(shape(Variant::Hus), MoveShape::Pit);
}

/// The first pit a sowing reaches is the next of its owner's loop: around
/// the whole board, or (Hus) the owner's own two rows.
#[test]
fn a_sowing_first_reaches_the_next_pit_of_its_loop() {
    let giuthi = rules::topology(Variant::Giuthi, 8);
    assert_eq!(giuthi.first_reached(15, Direction::Ccw), 0);
    assert_eq!(giuthi.first_reached(0, Direction::Cw), 15);
    assert_eq!(giuthi.first_reached(8, Direction::Cw), 7);
    let hus = rules::topology(Variant::Hus, 8);
    assert_eq!(hus.first_reached(15, Direction::Ccw), 0);
    assert_eq!(hus.first_reached(16, Direction::Cw), 31);
    assert_eq!(hus.first_reached(31, Direction::Ccw), 16);
}

#[test]
fn a_kiothi_opening_is_previewed_as_it_is_composed() {
    let start = Position::new(Variant::Kiothi, Options::default()).unwrap();
    // South's six rightmost boma (4..9) hold five warriors each.
    let nothing = rules::opening_preview(&start, &[], &[]).unwrap();
    assert!(nothing.choosing);
    assert_eq!(nothing.pickable, vec![4, 5, 6, 7, 8, 9]);
    assert_eq!((nothing.lifted, nothing.left), (0, 0));
    assert_eq!(&nothing.pits[..], start.pits());
    assert_eq!(nothing.complete, None);

    let one = rules::opening_preview(&start, &[6], &[]).unwrap();
    assert!(one.choosing);
    assert_eq!(one.pickable, vec![4, 5, 6, 7, 8, 9]);
    assert_eq!((one.lifted, one.pits[6]), (5, 0));

    let mut place = [0u32; 20];
    place[0] = 3;
    place[14] = 4;
    let placing = rules::opening_preview(&start, &[6, 9], &place).unwrap();
    assert!(!placing.choosing);
    assert_eq!(placing.pickable, (0..20).collect::<Vec<_>>());
    assert_eq!((placing.lifted, placing.left), (10, 3));
    assert_eq!(
        (
            placing.pits[0],
            placing.pits[6],
            placing.pits[9],
            placing.pits[14]
        ),
        (3, 0, 0, 9)
    );
    assert_eq!(placing.complete, None);

    place[9] = 3;
    let done = rules::opening_preview(&start, &[6, 9], &place).unwrap();
    assert_eq!(done.left, 0);
    let mv = Move::Redistribute(done.complete.expect("every warrior is placed"));
    let (after, _) = rules::play(&start, &mv).unwrap();
    assert_eq!(after.pits(), &done.pits[..]);

    let refused =
        |empty: &[usize], place: &[u32]| rules::opening_preview(&start, empty, place).unwrap_err();
    assert_eq!(
        refused(&[0], &[]),
        Error::IllegalMove(IllegalMove::OpeningPitNotOccupied { pit: 0 })
    );
    assert_eq!(
        refused(&[14], &[]),
        Error::IllegalMove(IllegalMove::OpeningPitNotOccupied { pit: 14 })
    );
    assert_eq!(
        refused(&[5, 5], &[]),
        Error::IllegalMove(IllegalMove::OpeningPitsNotDistinct)
    );
    assert!(matches!(refused(&[4, 5, 6], &[]), Error::BadMove(_)));
    assert_eq!(
        refused(&[4], &[6]),
        Error::IllegalMove(IllegalMove::OpeningWrongTotal {
            placed: 6,
            lifted: 5
        })
    );
    let (played, _) = rules::play(&start, &mv).unwrap();
    let (north_done, _) = {
        let mut place = [0u32; 20];
        // Boma 14 holds the four South placed besides its own five.
        place[19] = 14;
        let north = rules::opening_preview(&played, &[14, 15], &place).unwrap();
        rules::play(&played, &Move::Redistribute(north.complete.unwrap())).unwrap()
    };
    assert_eq!(
        rules::opening_preview(&north_done, &[], &[]).unwrap_err(),
        Error::IllegalMove(IllegalMove::NotInOpening)
    );
}
