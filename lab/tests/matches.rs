//! The lab's players: the yardstick (plain UCT) finds what wins at once, and
//! matches count their games, settle and balance their starts, and give the
//! same games however many are played at a time.

use std::collections::HashSet;

use mancala::ai::proof::{prove_win, ProofVerdict};
use mancala::ai::{FrozenClock, Level};
use mancala::{Game, GameRecord, Move, Options, Player, Position, Variant};
use mancala_lab::matches::{
    pair_opening, play_match, settle, Contender, MatchReport, MatchSettings, Score, StartVerdict,
};
use mancala_lab::yardstick::{self, UctLimits};

use mancala_testing::positions;

/// The yardstick's move, bounded by iterations rather than time.
fn uct(game: &Game, seed: u64) -> Move {
    let limits = UctLimits {
        ms: None,
        iterations: Some(2000),
    };
    yardstick::choose(game, limits, seed, &FrozenClock)
        .expect("the game is not over")
        .mv
}

#[test]
fn the_yardstick_finds_the_decisive_capture_in_every_game() {
    for (position, winning) in positions::decisive_captures() {
        let position = Position::from_json(position).unwrap();
        let winning = Move::from_json(winning, &position).unwrap();
        let game = Game::from_position(position);
        for seed in 0..6 {
            assert_eq!(uct(&game, seed), winning, "{} uct", position.to_json());
        }
    }
}

/// The yardstick credits each node to the player who moved into it, so the
/// extra move's win counts for South, who keeps the turn, not North.
#[test]
fn the_yardstick_values_an_extra_move_for_the_player_who_keeps_the_turn() {
    let position = Position::from_json(positions::EXTRA_MOVE).unwrap();
    let extra = Move::from_json(positions::EXTRA_MOVE_PLAYED, &position).unwrap();
    let game = Game::from_position(position);
    for seed in 0..6 {
        assert_eq!(uct(&game, seed), extra, "uct, seed {seed}");
    }
}

#[test]
fn a_match_counts_every_game_once_from_as_side() {
    let settings = MatchSettings {
        variant: Variant::Hus,
        options: Options::default(),
        a: Level::Beginner.into(),
        b: Level::Random.into(),
        games: 6,
        seed: 3,
        budget_ms: None,
        nodes: [None; 2],
        opening_plies: 0,
        depths: [None; 2],
        settle_nodes: None,
        proof_nodes: None,
        balanced_within: None,
    };
    let mut reported = Vec::new();
    let report = play_match(&settings, 1, &FrozenClock, |_, game| {
        reported.push(game.index)
    })
    .unwrap();
    assert_eq!(reported, (0..6).collect::<Vec<_>>());
    assert_eq!(report.a_wins + report.draws + report.a_losses, 6);
    assert!(report.a_time.moves > 0 && report.b_time.moves > 0);
    // Beginner against random: six different games.
    assert_eq!(report.distinct_games, 6);
    // Hus has no draws short of a third repetition; one side won each game.
    assert_eq!(report.draws, report.repetition_draws + report.capped);
}

/// Settling a start: the search proves a won start won for its side, and
/// says nothing of one it cannot see to the end of (Hus's own start, which
/// is North's, but only by a proof dozens of plies deep).
#[test]
fn settling_proves_a_won_start_and_leaves_an_open_one_unsettled() {
    let (won, _) = positions::decisive_captures()[3];
    let won = Game::from_position(Position::from_json(won).unwrap());
    assert_eq!(
        settle(&won, 10_000).unwrap().verdict,
        StartVerdict::WonFor(Player::South)
    );
    let start = Game::new(Variant::Hus, Options::default()).unwrap();
    let open = settle(&start, 10_000).unwrap();
    assert_eq!(open.verdict, StartVerdict::Unsettled);
    assert!(open.value_for_south.abs() < 90_000_000, "{open:?}");
}

/// A start whose mover has a single move is answered without a search, so
/// settling looks past it: here South's one move (pit 7) leaves North a
/// capture after which South cannot move, a start lost by force (a random
/// Hus opening once passed it as even, valued 0).
#[test]
fn settling_looks_past_a_forced_move() {
    let forced = Position::from_json(
        r#"{"game":"hus","holes":8,"pits":[0,0,0,0,0,0,0,3,0,0,0,0,1,0,0,0,0,4,4,2,1,1,1,5,2,5,2,5,3,3,3,3],"captured":[0,0],"to_move":0}"#,
    )
    .unwrap();
    let game = Game::from_position(forced);
    assert_eq!(game.legal_moves().len(), 1);
    let settled = settle(&game, 10_000).unwrap();
    assert_eq!(settled.verdict, StartVerdict::WonFor(Player::North));
    assert!(settled.value_for_south < -90_000_000, "{settled:?}");
}

/// Ten moves into a game of strong (South) against the yardstick from Hus
/// 4 x 8's start: North wins by force, but 28 plies from the end, beyond
/// what 10,000 nodes of alpha-beta prove; the proof-number search proves it
/// in some 14,000 positions.
const HUS_WON_FOR_NORTH: &str = r#"{"game":"hus","holes":8,"pits":[1,0,0,2,1,2,0,1,1,0,0,1,0,0,2,2,3,3,3,1,1,2,0,2,1,5,2,1,1,4,3,3],"captured":[0,0],"to_move":0}"#;

#[test]
fn settling_with_a_proof_proves_what_the_search_leaves_open() {
    let game = Game::from_position(Position::from_json(HUS_WON_FOR_NORTH).unwrap());
    let searched = settle(&game, 10_000).unwrap();
    assert_eq!(searched.verdict, StartVerdict::Unsettled);
    let proved = searched.with_proof(&game, 100_000).unwrap();
    assert_eq!(proved.verdict, StartVerdict::WonFor(Player::North));
    assert_eq!(proved.value_for_south, searched.value_for_south);
    // Too few positions for the proof: still open, not a guess.
    let short = searched.with_proof(&game, 1_000).unwrap();
    assert_eq!(short.verdict, StartVerdict::Unsettled);
    for (prover, verdict) in [
        (Player::South, ProofVerdict::NotWon),
        (Player::North, ProofVerdict::Won),
    ] {
        assert_eq!(prove_win(&game, prover, 100_000).unwrap().verdict, verdict);
    }
}

/// Where the proof-number search proves no win but proves a side unable to
/// win, settling says so, and that side can be sure of a draw at most.
#[test]
fn settling_with_a_proof_tells_a_start_its_side_cannot_win() {
    const START: &str = r#"{"moves":[{"dir":"cw","pit":12},{"dir":"cw","pit":0},{"dir":"cw","pit":8},{"dir":"cw","pit":1}],"start":{"captured":[0,0],"game":"giuthi","holes":8,"pits":[8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8],"to_move":0}}"#;
    let start = Game::from_record(&GameRecord::from_json(START).unwrap()).unwrap();
    let searched = settle(&start, 1_000).unwrap();
    assert_eq!(searched.verdict, StartVerdict::Unsettled);
    let proved = searched.with_proof(&start, 100_000).unwrap();
    assert_eq!(proved.verdict, StartVerdict::NotWonFor(Player::South));
    assert_eq!(proved.verdict.most_for(Player::South), 0.5);
    assert_eq!(proved.verdict.most_for(Player::North), 1.0);
    assert_eq!(
        StartVerdict::WonFor(Player::North).most_for(Player::South),
        0.0
    );
    assert_eq!(StartVerdict::Drawn.most_for(Player::North), 0.5);
}

/// A Giuthi match whose starts the proof-number search sorts: A's games
/// fall into exactly one group each, and its score against what the starts
/// allow is, game by game, its points up to the most its side can be sure
/// of, over those mosts (lost starts left out).
#[test]
fn a_match_scores_a_against_what_each_start_allows() {
    let settings = MatchSettings {
        variant: Variant::Giuthi,
        options: Options::default(),
        a: Level::Beginner.into(),
        b: Level::Random.into(),
        games: 12,
        seed: 2026,
        budget_ms: None,
        nodes: [Some(2_000), None],
        opening_plies: 4,
        depths: [None; 2],
        settle_nodes: Some(10_000),
        proof_nodes: Some(200_000),
        balanced_within: None,
    };
    let report = play_match(&settings, 1, &FrozenClock, |_, _| {}).unwrap();
    let starts = report.starts.clone().expect("the starts were settled");
    assert_eq!(starts.verdicts.len(), 6);
    assert_eq!(
        starts.proven_pairs + starts.not_won_pairs + starts.unsettled_pairs,
        6
    );
    assert!(starts.not_won_pairs >= 1, "{starts:?}");
    let games = |score: &Score| score.won + score.drawn + score.lost;
    let (mut got, mut allowed, mut not_won_games) = (0.0, 0.0, 0);
    for (game, result) in report.a_results.chars().enumerate() {
        let a_side = if game % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        let most = starts.verdicts[game / 2].most_for(a_side);
        let points = match result {
            'W' => 1.0,
            'D' => 0.5,
            _ => 0.0,
        };
        if most > 0.0 {
            got += f64::min(points, most);
            allowed += most;
        }
        if most == 0.5 {
            not_won_games += 1;
        }
    }
    assert_eq!(games(&starts.a_from_not_won), not_won_games, "{report:?}");
    assert_eq!(starts.a_against_what_the_start_allows, got / allowed);
    assert_eq!(
        games(&starts.a_from_won)
            + games(&starts.a_from_lost)
            + games(&starts.a_from_not_won)
            + games(&starts.a_from_unsettled),
        12
    );
}

/// A match that settles its starts sorts A's games by them. In Hus 4 x 8
/// four random moves often leave a start that one side wins by force; A
/// (strong) holds the winning side in one game of each such pair, and
/// against random it wins every start it can.
#[test]
fn a_match_sorts_as_games_by_what_their_starts_are_worth() {
    let settings = MatchSettings {
        variant: Variant::Hus,
        options: Options::default(),
        a: Level::Strong.into(),
        b: Level::Random.into(),
        games: 8,
        seed: 2026,
        budget_ms: None,
        nodes: [Some(20_000), None],
        opening_plies: 4,
        depths: [None; 2],
        settle_nodes: Some(300_000),
        proof_nodes: None,
        balanced_within: None,
    };
    let report = play_match(&settings, 1, &FrozenClock, |_, _| {}).unwrap();
    let starts = report.starts.expect("the starts were settled");
    assert_eq!(starts.proven_pairs + starts.unsettled_pairs, 4);
    assert!(starts.proven_pairs >= 1, "{starts:?}");
    let games = |score: &Score| score.won + score.drawn + score.lost;
    assert_eq!(games(&starts.a_from_won), starts.proven_pairs);
    assert_eq!(games(&starts.a_from_lost), starts.proven_pairs);
    assert_eq!(games(&starts.a_from_unsettled), 2 * starts.unsettled_pairs);
    assert_eq!(
        games(&starts.a_where_the_start_allows),
        8 - starts.proven_pairs
    );
    assert_eq!(starts.a_from_won.score, 1.0, "{starts:?}");
    // Each pair's two games see its start from either side.
    assert_eq!(games(&starts.a_favoured), games(&starts.a_unfavoured));
    assert!(games(&starts.a_favoured) >= starts.proven_pairs);
    let proven = |value: &&i32| value.abs() > 90_000_000;
    assert_eq!(starts.value_for_south.len(), 4);
    assert_eq!(
        starts.value_for_south.iter().filter(proven).count() as u32,
        starts.proven_pairs
    );
    // The proof-number search settles the starts the search left open (all
    // four here), the values staying the search's.
    let proof_settings = MatchSettings {
        proof_nodes: Some(1_000_000),
        ..settings
    };
    let proved = play_match(&proof_settings, 1, &FrozenClock, |_, _| {})
        .unwrap()
        .starts
        .unwrap();
    assert_eq!(proved.value_for_south, starts.value_for_south);
    assert_eq!(
        (proved.proven_pairs, proved.unsettled_pairs),
        (4, 0),
        "{proved:?}"
    );
    assert_eq!(proved.a_from_won.score, 1.0, "{proved:?}");
}

/// Balancing draws further random openings until the settling search
/// values the start near even: in Hus 4 x 8, whose random starts are mostly
/// won by force for one side, every balanced start of these pairs is valued
/// within the bound (one that no start of 40 meets would be the closest),
/// and a start already within it is kept as it was.
#[test]
fn balanced_starts_are_valued_near_even() {
    let settings = |balanced_within| MatchSettings {
        variant: Variant::Hus,
        options: Options::default(),
        a: Level::Strong.into(),
        b: Level::Random.into(),
        games: 12,
        seed: 2026,
        budget_ms: None,
        nodes: [None; 2],
        opening_plies: 4,
        depths: [None; 2],
        settle_nodes: Some(100_000),
        proof_nodes: None,
        balanced_within,
    };
    let start = Game::new(Variant::Hus, Options::default()).unwrap();
    let mut redrawn = 0;
    for pair in 0..6 {
        let (plain, plain_start) =
            pair_opening(&start, &settings(None), pair, &FrozenClock).unwrap();
        let (balanced, balanced_start) =
            pair_opening(&start, &settings(Some(15)), pair, &FrozenClock).unwrap();
        let (plain_value, balanced_value) = (
            plain_start.unwrap().value_for_south,
            balanced_start.unwrap().value_for_south,
        );
        assert!(
            balanced_value.abs() <= 1500,
            "pair {pair}: {balanced_value}"
        );
        if plain_value.abs() <= 1500 {
            assert_eq!(plain.moves(), balanced.moves(), "pair {pair}");
        } else {
            redrawn += 1;
        }
    }
    assert!(redrawn >= 1, "no start needed balancing");
}

/// Nodes given per side replace the time budget (a frozen clock would
/// otherwise let a strong search run to its greatest depth), and the
/// report lists every game's result and the pairs they make.
#[test]
fn a_match_in_nodes_plays_without_a_clock_and_reports_its_pairs() {
    let settings = MatchSettings {
        variant: Variant::Hus,
        options: Options::default(),
        a: Level::Strong.into(),
        b: Contender::Uct,
        games: 6,
        seed: 8,
        budget_ms: Some(5.0),
        nodes: [Some(3000), Some(200)],
        opening_plies: 2,
        depths: [None; 2],
        settle_nodes: None,
        proof_nodes: None,
        balanced_within: None,
    };
    let report = play_match(&settings, 1, &FrozenClock, |_, _| {}).unwrap();
    assert_eq!(report.a_results.len(), 6);
    let wins = report.a_results.matches('W').count() as u32;
    let losses = report.a_results.matches('L').count() as u32;
    assert_eq!((wins, losses), (report.a_wins, report.a_losses));
    let pairs = report.pairs;
    assert_eq!(
        pairs.won_both + pairs.split + pairs.lost_both + pairs.with_a_draw,
        3
    );
    let first_pair = &report.a_results[..2];
    let first_counted = match first_pair {
        "WW" => pairs.won_both,
        "LL" => pairs.lost_both,
        "WL" | "LW" => pairs.split,
        _ => pairs.with_a_draw,
    };
    assert!(
        first_counted >= 1,
        "pair {first_pair} not counted: {pairs:?}"
    );
    assert_eq!(
        play_match(&settings, 1, &FrozenClock, |_, _| {}).unwrap(),
        report,
        "the same games again, short of times"
    );
}

#[test]
fn a_match_on_two_threads_plays_the_games_of_one() {
    let settings = MatchSettings {
        variant: Variant::Giuthi,
        options: Options {
            holes: 5,
            seeds: 4,
            ..Options::default()
        },
        a: Contender::Uct,
        b: Level::Beginner.into(),
        games: 6,
        seed: 11,
        budget_ms: None,
        nodes: [None; 2],
        opening_plies: 2,
        depths: [None; 2],
        settle_nodes: None,
        proof_nodes: None,
        balanced_within: None,
    };
    let without_times = |report: MatchReport| MatchReport {
        a_time: Default::default(),
        b_time: Default::default(),
        ..report
    };
    let mut order = Vec::new();
    let one = play_match(&settings, 1, &FrozenClock, |_, _| {}).unwrap();
    let two = play_match(&settings, 2, &FrozenClock, |_, game| order.push(game.index)).unwrap();
    assert_eq!(order, (0..6).collect::<Vec<_>>(), "progress in game order");
    assert_eq!(one.a_time.moves, two.a_time.moves);
    assert_eq!(without_times(one), without_times(two.clone()));
    assert!(two.a_wins >= 4, "the yardstick beats the beginner: {two:?}");
}

#[test]
fn each_pair_of_match_games_opens_with_the_same_random_moves() {
    for variant in Variant::ALL {
        let start = Game::new(variant, Options::default()).unwrap();
        let settings = |opening_plies| MatchSettings {
            variant,
            options: Options::default(),
            a: Level::Strong.into(),
            b: Level::Intermediate.into(),
            games: 8,
            seed: 5,
            budget_ms: None,
            nodes: [None; 2],
            opening_plies,
            depths: [None; 2],
            settle_nodes: None,
            proof_nodes: None,
            balanced_within: None,
        };
        let opening = |plies, pair| {
            pair_opening(&start, &settings(plies), pair, &FrozenClock)
                .unwrap()
                .0
        };
        assert_eq!(opening(0, 3).moves(), start.moves());
        let openings: Vec<Game> = (0..4).map(|pair| opening(6, pair)).collect();
        for (pair, game) in openings.iter().enumerate() {
            assert_eq!(game.ply(), 6, "{variant:?}");
            assert!(game.outcome().is_none());
            assert_eq!(game.moves(), opening(6, pair as u32).moves());
        }
        let distinct: HashSet<&[Move]> = openings.iter().map(Game::moves).collect();
        assert!(distinct.len() > 1, "{variant:?}: every pair opened alike");
    }
}
