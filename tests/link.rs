//! Game links (src/link/): every game round-trips, the size of a long
//! Giuthi game, and links cut short, altered, from the future or not links
//! at all are refused with the game kept as far as it could be read.

use mancala::ai::Level;
use mancala::link::{self, LinkError, Play, MAX_MOVES};
use mancala::rng::Rng;
use mancala::rules::{self, Scratch};
use mancala::{Game, GameRecord, Options, Player, Position, Variant};
use proptest::prelude::*;
use serde_json::Value;

fn every_preset() -> Vec<Position> {
    Variant::every_preset()
        .map(|(variant, options)| Position::new(variant, options).unwrap())
        .collect()
}

/// A random game from `start` of at most `max_moves` moves (Kiothi's
/// openings included), ending early only if the game ends.
fn random_game(start: Position, seed: u64, max_moves: usize) -> Game {
    let mut game = Game::from_position(start);
    let mut rng = Rng::new(seed);
    let mut scratch = Scratch::default();
    while game.ply() < max_moves && game.outcome().is_none() {
        let mut position = *game.position();
        let Some((mv, _)) = rules::play_random(&mut position, &mut rng, &mut scratch) else {
            break;
        };
        game.play(&mv).unwrap();
    }
    game
}

/// The way of playing the round trips write (each reads back as written:
/// `every_way_of_playing_reads_back_as_written`).
const PLAY: Play = Play::Friend;

/// Decodes a link that must read without error.
fn read(text: &str) -> Game {
    let decoded = link::decode(text);
    assert_eq!(decoded.error, None, "{text}");
    decoded.game.expect("a link read without error has a game")
}

fn assert_same_game(a: &Game, b: &Game) {
    assert_eq!(a.record(), b.record());
    assert_eq!(a.position(), b.position());
    assert_eq!(a.outcome(), b.outcome());
}

#[test]
fn every_preset_round_trips_through_random_games() {
    for (index, start) in every_preset().into_iter().enumerate() {
        for seed in 0..20 {
            let game = random_game(start, seed * 31 + index as u64, usize::MAX);
            let text = link::encode(&game, PLAY).unwrap();
            let back = read(&text);
            assert_same_game(&game, &back);
            assert_eq!(
                link::encode(&back, PLAY).unwrap(),
                text,
                "the encoding is canonical"
            );
        }
    }
}

#[test]
fn every_prefix_of_a_game_round_trips() {
    // Kiothi's two openings, then harvests, and the game at every ply.
    let start = Position::new(Variant::Kiothi, Options::default()).unwrap();
    let game = random_game(start, 7, usize::MAX);
    for ply in 0..=game.ply() {
        let mut part = game.clone();
        for _ in ply..game.ply() {
            part.undo().unwrap();
        }
        let back = read(&link::encode(&part, PLAY).unwrap());
        assert_same_game(&part, &back);
        assert_eq!(back.ply(), ply);
    }
}

#[test]
fn undone_moves_are_left_out() {
    let start = Position::new(Variant::Hus, Options::default()).unwrap();
    let mut game = random_game(start, 3, 12);
    game.undo().unwrap();
    game.undo().unwrap();
    let back = read(&link::encode(&game, PLAY).unwrap());
    assert_eq!(back.ply(), 10);
    assert!(!back.can_redo());
    assert_same_game(&game, &back);
}

#[test]
fn north_starting_and_edited_starts_round_trip() {
    for start in every_preset() {
        // The game's own start with North to move first.
        let mut doc = mancala::PositionDoc::from(&start);
        doc.to_move = 1;
        let north_first = Position::try_from(doc).unwrap();
        let game = random_game(north_first, 5, 40);
        assert_eq!(game.start().to_move(), Player::North);
        assert_same_game(&game, &read(&link::encode(&game, PLAY).unwrap()));

        // A position from the middle of a game, as a puzzle start: a start
        // the link must write out pit by pit, with captures and marks.
        let middle = *random_game(start, 11, 30).position();
        let puzzle = random_game(middle, 13, 40);
        let text = link::encode(&puzzle, PLAY).unwrap();
        let back = read(&text);
        assert_same_game(&puzzle, &back);
        assert_eq!(back.start(), &middle);
    }
}

#[test]
fn an_edited_position_keeps_large_counts_and_kiothi_marks() {
    let doc = mancala::PositionDoc {
        game: "kiothi".into(),
        holes: 10,
        pits: vec![0, 17, 0, 3, 0, 0, 1, 0, 0, 2, 4, 0, 0, 0, 9, 0, 0, 0, 0, 1],
        captured: [300, 12],
        to_move: 1,
        phase: Some(mancala::Phase::Play),
        nki: Some(vec![3, 14]),
        lifted: Some(vec![1, 10, 19]),
        setup: Some(5),
    };
    let start = Position::try_from(doc).unwrap();
    let back = read(&link::encode(&Game::from_position(start), PLAY).unwrap());
    assert_eq!(back.start(), &start);
}

/// A Giuthi game of exactly 150 moves on the traditional 2 x 8 board of 8
/// seeds, and the longest board, 2 x 10.
fn giuthi_game_of_150_moves(holes: usize, seeds: u16) -> Game {
    let options = Options {
        holes,
        seeds,
        setup: None,
    };
    let start = Position::new(Variant::Giuthi, options).unwrap();
    (0..)
        .map(|seed| random_game(start, seed, 150))
        .find(|game| game.ply() == 150)
        .unwrap()
}

#[test]
fn a_150_move_giuthi_game_fits_in_under_600_characters() {
    for (holes, seeds) in [(8, 8), (10, 9)] {
        let game = giuthi_game_of_150_moves(holes, seeds);
        let text = link::encode(&game, PLAY).unwrap();
        println!(
            "150-move Giuthi game on 2 x {holes}: {} characters",
            text.len()
        );
        assert!(text.len() < 600, "{} characters", text.len());
        assert_same_game(&game, &read(&text));
    }
}

/// The length of whole random games' links on the largest boards, for
/// docs/LINKS.md (printed with --nocapture; no figure is asserted).
#[test]
fn whole_games_on_the_largest_boards() {
    for (variant, holes, seeds) in [
        (Variant::EnGehe, 50, 4),
        (Variant::Hus, 24, 2),
        (Variant::Kiothi, 10, 5),
    ] {
        let options = Options {
            holes,
            seeds,
            setup: None,
        };
        let start = Position::new(variant, options).unwrap();
        let game = random_game(start, 42, usize::MAX);
        let text = link::encode(&game, PLAY).unwrap();
        println!(
            "{} on {holes} pits a row, a whole random game of {} moves: {} characters",
            variant.id(),
            game.ply(),
            text.len()
        );
        assert_same_game(&game, &read(&text));
    }
}

/// Links shared once must read as the same game for good: these were
/// written by an earlier engine (tests/fixtures/links-v1.json, whose commit
/// says which), from every preset's start, North-first and edited starts,
/// Kiothi in and past its opening, and games of 0 to 400 moves, finished or
/// not.
#[test]
fn links_written_by_an_earlier_engine_read_as_the_same_games() {
    let fixtures: Vec<Value> =
        serde_json::from_str(include_str!("fixtures/links-v1.json")).unwrap();
    assert!(fixtures.len() >= 40);
    let mut presets_met = Vec::new();
    for fixture in &fixtures {
        let about = &fixture["about"];
        let text = fixture["link"].as_str().unwrap();
        let record: GameRecord = serde_json::from_value(fixture["record"].clone()).unwrap();
        let game = read(text);
        assert_eq!(game.record(), record, "{about}");
        // A link of version 1 says nothing of who plays, and is its game's
        // link in that version.
        assert_eq!(link::decode(text).play, None, "{about}");
        assert_eq!(link::encode_as_read(&game, None).unwrap(), text, "{about}");
        // Written today it is a link of version 2 of the same game.
        let today = link::encode_record(&record, PLAY).unwrap();
        assert!(today.starts_with("2."), "{about}");
        assert_same_game(&game, &read(&today));
        if let Some(options) = link::standard_options(game.start()) {
            presets_met.push((game.start().variant(), options));
        }
    }
    for preset in Variant::every_preset() {
        assert!(presets_met.contains(&preset), "no fixture of {preset:?}");
    }
}

#[test]
fn every_way_of_playing_reads_back_as_written() {
    let game = random_game(every_preset()[0], 3, 12);
    let mut plays = vec![Play::Look, Play::Friend];
    for side in Player::BOTH {
        for level in Level::ALL {
            plays.push(Play::Computer { side, level });
        }
    }
    let mut texts = Vec::new();
    for play in plays {
        let text = link::encode(&game, play).unwrap();
        let decoded = link::decode(&text);
        assert_eq!(decoded.error, None, "{play:?}");
        assert_eq!(decoded.play, Some(play));
        assert_same_game(&game, decoded.game.as_ref().unwrap());
        texts.push(text);
    }
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), 10, "each way of playing has its own link");
}

#[test]
fn links_are_fragment_safe_text() {
    let game = random_game(every_preset()[0], 1, 60);
    let text = link::encode(&game, PLAY).unwrap();
    assert!(text.starts_with("2."));
    assert!(text
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)));
}

#[test]
fn a_link_cut_short_keeps_every_whole_move() {
    for start in every_preset() {
        let game = random_game(start, 2, 60);
        let text = link::encode(&game, PLAY).unwrap();
        let moves = game.moves();
        for cut in 0..text.len() {
            let decoded = link::decode(&text[..cut]);
            let error = decoded
                .error
                .expect("a link cut short is never read in full");
            match &decoded.game {
                Some(kept) => {
                    assert_eq!(kept.moves(), &moves[..kept.ply()], "a prefix of the moves");
                    assert!(
                        matches!(error, LinkError::Truncated { read, .. } if read == kept.ply()),
                        "{error:?} at {cut} of {}",
                        text.len()
                    );
                    assert_eq!(kept.start(), game.start());
                }
                None => assert!(
                    matches!(
                        error,
                        LinkError::Truncated { .. } | LinkError::Malformed(_) | LinkError::Empty
                    ),
                    "{error:?} at {cut}"
                ),
            }
        }
    }
}

#[test]
fn the_moves_a_cut_link_promises_are_reported() {
    let game = random_game(every_preset()[0], 4, 100);
    let text = link::encode(&game, PLAY).unwrap();
    let decoded = link::decode(&text[..text.len() - 10]);
    let Some(LinkError::Truncated { expected, read }) = decoded.error else {
        panic!("{:?}", decoded.error);
    };
    assert_eq!(expected, Some(game.ply()));
    assert!(read < game.ply() && read > game.ply() - 20);
}

#[test]
fn every_altered_character_is_noticed() {
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for start in [every_preset()[0], every_preset()[7]] {
        let game = random_game(start, 9, 80);
        let text = link::encode(&game, PLAY).unwrap();
        for at in 2..text.len() {
            for replacement in ALPHABET.chars() {
                let mut altered: Vec<char> = text.chars().collect();
                if altered[at] == replacement {
                    continue;
                }
                altered[at] = replacement;
                let altered: String = altered.into_iter().collect();
                let decoded = link::decode(&altered);
                let error = decoded
                    .error
                    .unwrap_or_else(|| panic!("{altered} read as a game"));
                assert!(
                    matches!(
                        error,
                        LinkError::Tampered { .. }
                            | LinkError::Truncated { .. }
                            | LinkError::Malformed(_)
                    ),
                    "{error:?}"
                );
                if let Some(kept) = decoded.game {
                    // What was kept is a game in its own right.
                    assert_same_game(&kept, &read(&link::encode(&kept, PLAY).unwrap()));
                }
            }
        }
    }
}

#[test]
fn a_tampered_link_names_the_move_that_cannot_be_played() {
    // Alter move bits until one alteration makes a move unplayable.
    let game = random_game(every_preset()[0], 21, 60);
    let text = link::encode(&game, PLAY).unwrap();
    let found = (text.len() / 2..text.len()).find_map(|at| {
        let mut altered = text.clone().into_bytes();
        altered[at] = if altered[at] == b'_' { b'A' } else { b'_' };
        let decoded = link::decode(std::str::from_utf8(&altered).unwrap());
        match decoded.error {
            Some(LinkError::Tampered {
                bad_move: Some(index),
            }) => Some((index, decoded.game.unwrap())),
            _ => None,
        }
    });
    let (index, kept) = found.expect("some alteration makes a move unplayable");
    assert_eq!(kept.ply(), index, "the moves before the bad one are kept");
}

#[test]
fn links_of_later_versions_are_refused_as_such() {
    let game = random_game(every_preset()[0], 1, 10);
    let text = link::encode(&game, PLAY).unwrap();
    let later = text.replacen("2.", "3.", 1);
    let decoded = link::decode(&later);
    assert_eq!(decoded.error, Some(LinkError::FutureVersion(3)));
    assert!(decoded.game.is_none());
    assert_eq!(
        link::decode("17.AAAA").error,
        Some(LinkError::FutureVersion(17))
    );
}

#[test]
fn text_that_is_no_link_is_refused_without_a_game() {
    for text in [
        "",
        "hello",
        "1",
        ".AAAA",
        "01.AAAA",
        "0.AAAA",
        "x1.AAAA",
        "1.AAA=",
        "1.AA AA",
        "1.<script>",
        "1.é",
    ] {
        let decoded = link::decode(text);
        assert!(decoded.game.is_none(), "{text}");
        let error = decoded.error.expect(text);
        assert!(
            matches!(
                error,
                LinkError::Empty | LinkError::Malformed(_) | LinkError::Truncated { .. }
            ),
            "{text}: {error:?}"
        );
        assert!(!error.to_string().is_empty());
    }
    assert_eq!(link::decode("").error, Some(LinkError::Empty));
    let huge = format!("1.{}", "A".repeat(link::MAX_LINK_CHARS));
    assert!(matches!(
        link::decode(&huge).error,
        Some(LinkError::Malformed(_))
    ));
}

#[test]
fn records_encode_as_their_games_and_bad_records_are_refused() {
    let game = random_game(every_preset()[3], 8, 30);
    assert_eq!(
        link::encode_record(&game.record(), PLAY),
        link::encode(&game, PLAY)
    );
    let mut record = game.record();
    record.moves[4] = record.moves[3].clone();
    match link::encode_record(&record, PLAY) {
        Err(LinkError::BadMove { index, .. }) => assert!(index <= 4),
        other => panic!("{other:?}"),
    }
    let mut record = game.record();
    record.start.holes = 3;
    assert!(matches!(
        link::encode_record(&record, PLAY),
        Err(LinkError::BadStart(_))
    ));
}

#[test]
fn every_error_has_a_kind_and_words() {
    let errors = [
        LinkError::Empty,
        LinkError::Malformed("x".into()),
        LinkError::FutureVersion(3),
        LinkError::Truncated {
            expected: Some(5),
            read: 2,
        },
        LinkError::Truncated {
            expected: None,
            read: 0,
        },
        LinkError::Tampered { bad_move: Some(2) },
        LinkError::Tampered { bad_move: None },
        LinkError::TooLong {
            moves: MAX_MOVES + 1,
        },
    ];
    let kinds: std::collections::BTreeSet<&str> = errors.iter().map(LinkError::kind).collect();
    assert_eq!(kinds.len(), 6);
    assert!(errors.iter().all(|e| !e.to_string().is_empty()));
    assert!(LinkError::Tampered { bad_move: Some(2) }
        .to_string()
        .contains("move 3"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Whatever the text: no panic; a link read without error is exactly
    /// the link of its game; a game kept from a bad link is a good link's.
    #[test]
    fn any_text_decodes_to_an_equivalent_link(text in "[0-9]{0,2}\\.?[A-Za-z0-9_-]{0,80}") {
        check_equivalence(&text);
    }

    /// Changes to good links (the checksum mostly catches them, which this
    /// does not rely on).
    #[test]
    fn altered_links_decode_to_equivalent_links(
        preset in 0usize..21,
        seed in 0u64..1000,
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..64), 1..4),
        cut in any::<prop::sample::Index>(),
        cut_it in any::<bool>(),
    ) {
        let presets = every_preset();
        let game = random_game(presets[preset % presets.len()], seed, 120);
        let text = link::encode(&game, PLAY).unwrap();
        let mut bytes = text.into_bytes();
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        for (at, value) in edits {
            let at = 2 + at.index(bytes.len() - 2);
            bytes[at] = ALPHABET[usize::from(value)];
        }
        if cut_it {
            bytes.truncate(cut.index(bytes.len() + 1));
        }
        check_equivalence(std::str::from_utf8(&bytes).unwrap());
    }
}

fn check_equivalence(text: &str) {
    let decoded = link::decode(text);
    match (&decoded.game, &decoded.error) {
        (Some(game), None) => {
            assert_eq!(link::encode_as_read(game, decoded.play).unwrap(), text)
        }
        (Some(game), Some(_)) => {
            let again = link::encode(game, PLAY).unwrap();
            assert_same_game(game, &read(&again));
        }
        (None, error) => assert!(error.is_some()),
    }
}

/// A crafted link (found by comparing the decoders): an edited En Gehé
/// 2 x 8 start of about 8,000 seeds with a move whose sowing goes on for
/// ever. Reading it took minutes under exact cycle detection; under the
/// million-lap rule that move is refused as endless, and the link reads as
/// the game up to it.
#[test]
fn a_link_with_an_endless_move_reads_up_to_it() {
    let decoded = link::decode("1.sr_ZpGrEmX2wO5v9A2Vi3jPIJsarX_YnfVfjXJYHSfIkEkNy--Zvkg");
    let game = decoded.game.expect("its start is a position");
    let error = decoded
        .error
        .expect("the endless move is refused")
        .to_string();
    assert!(error.contains("endless"), "{error}");
    assert_eq!(game.ply(), 14);
}
