//! The `mancala-lab` command line: JSON out on success; on bad input,
//! status 2, one line on stderr and nothing on stdout.

use mancala::{Game, GameRecord};
use serde_json::Value;

use mancala_testing::command;

fn lab(args: &[&str], stdin: &str) -> (i32, String, String) {
    command::run(env!("CARGO_BIN_EXE_mancala-lab"), args, stdin)
}

fn json(args: &[&str], stdin: &str) -> Value {
    command::json(env!("CARGO_BIN_EXE_mancala-lab"), args, stdin)
}

#[test]
fn bad_input_exits_2_with_one_line_and_no_output() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &[
                "match",
                "hus",
                "--a",
                "strong",
                "--b",
                "uct",
                "--games",
                "2",
                "--balanced-within",
                "5",
            ],
            "",
            "--balanced-within needs --settle-nodes",
        ),
        (
            &["random-games", "hus", "--games", "many"],
            "",
            "whole number",
        ),
        (&["ratings", "-"], "{not json", "line 1: not a match report"),
        (&["new", "hus"], "", "unknown command"),
        (
            &["soak", "hus", "--games", "1", "--bogus"],
            "",
            "unknown flag --bogus",
        ),
        (
            &["puzzles", "giuthi", "--count"],
            "",
            "--count needs a value",
        ),
    ];
    for (args, stdin, wanted) in cases {
        let (status, stdout, stderr) = lab(args, stdin);
        assert_eq!(status, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(wanted), "{args:?}: {stderr}");
    }
}

#[test]
fn random_games_summarise_results_moves_and_laps() {
    let summary = json(&["random-games", "hus", "--games", "50", "--seed", "4"], "");
    let tally = &summary["tally"];
    assert_eq!(tally["games"], 50);
    let wins = tally["wins"][0].as_u64().unwrap() + tally["wins"][1].as_u64().unwrap();
    assert_eq!(wins + tally["draws"].as_u64().unwrap(), 50);
    assert!(tally["moves"].as_u64().unwrap() >= 50);
    assert!(tally["laps"].as_u64().unwrap() >= tally["moves"].as_u64().unwrap());
    assert_eq!(summary, {
        let mut again = json(&["random-games", "hus", "--games", "50", "--seed", "4"], "");
        again["seconds"] = summary["seconds"].clone();
        again["games_per_second"] = summary["games_per_second"].clone();
        again
    });
}

#[test]
fn puzzles_are_reproducible_proven_and_ordered_from_easy_to_hard() {
    let args = ["puzzles", "kiothi", "--count", "4", "--seed", "7"];
    let (status, first, stderr) = lab(&args, "");
    assert_eq!(status, 0, "{stderr}");
    let (_, again, _) = lab(&args, "");
    assert_eq!(first, again, "the same command writes the same puzzles");
    let collection: mancala_lab::puzzles::Collection = serde_json::from_str(&first).unwrap();
    assert_eq!(
        collection.command,
        args.map(String::from)
            .join(" ")
            .replacen("puzzles", "mancala puzzles", 1)
    );
    assert_eq!(collection.puzzles.len(), 4);
    for (index, puzzle) in collection.puzzles.iter().enumerate() {
        assert_eq!(puzzle.id, format!("kiothi-{}", index + 1));
        mancala_lab::puzzles::check(puzzle)
            .unwrap_or_else(|wrong| panic!("{}: {wrong}", puzzle.id));
    }
    // Easy to hard: by level (which the laps may raise), then by score.
    let order: Vec<_> = collection
        .puzzles
        .iter()
        .map(|p| (p.difficulty.level, p.difficulty.score))
        .collect();
    assert!(order.windows(2).all(|pair| pair[0] <= pair[1]));
    let (status, _, stderr) = lab(&["puzzles", "giuthi"], "");
    assert_eq!((status, stderr.lines().count()), (2, 1));
}

/// `--records` writes every game of a match as a record that replays to
/// the result the report gives A, and depth caps make a match repeatable.
#[test]
fn a_match_writes_each_game_as_a_record_and_caps_depths() {
    let records =
        std::env::temp_dir().join(format!("mancala-records-{}.jsonl", std::process::id()));
    let records_path = records.to_str().unwrap();
    let args = [
        "match",
        "giuthi",
        "--holes",
        "5",
        "--seeds",
        "4",
        "--a",
        "strong",
        "--b",
        "intermediate",
        "--games",
        "6",
        "--seed",
        "3",
        "--opening-plies",
        "2",
        "--a-depth",
        "1",
        "--b-depth",
        "3",
        "--records",
        records_path,
    ];
    let report = json(&args, "");
    let written = std::fs::read_to_string(&records).unwrap();
    std::fs::remove_file(&records).unwrap();
    assert_eq!(report["depths"], serde_json::json!([1, 3]));
    let again = json(&args[..args.len() - 2], "");
    assert_eq!(
        report["a_results"], again["a_results"],
        "the same games without a clock"
    );
    let results = report["a_results"].as_str().unwrap();
    let lines: Vec<Value> = written
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines.len(), 6);
    for (index, (line, result)) in lines.iter().zip(results.chars()).enumerate() {
        assert_eq!(line["game"], index);
        let a_side = if index % 2 == 0 { 0 } else { 1 };
        assert_eq!(line["a"], ["south", "north"][a_side]);
        assert_eq!(line["a_result"], result.to_string());
        let record = GameRecord::from_json(&line["record"].to_string()).unwrap();
        let replayed = Game::from_record(&record).unwrap();
        let winner = replayed
            .outcome()
            .and_then(|outcome| outcome.winner)
            .map(|winner| winner.index());
        let expected = match result {
            'W' => Some(a_side),
            'L' => Some(1 - a_side),
            _ => None,
        };
        assert_eq!(winner, expected, "game {index}");
    }
    // The yardstick has no depth to cap.
    let uct_args: Vec<&str> = args[..args.len() - 2]
        .iter()
        .map(|&arg| if arg == "intermediate" { "uct" } else { arg })
        .collect();
    let (status, stdout, stderr) = lab(&uct_args, "");
    assert_eq!((status, stdout.as_str()), (2, ""));
    assert!(stderr.contains("--b-depth"), "{stderr}");
}

#[test]
fn endgames_by_plies_are_the_last_plies_of_each_game() {
    let (status, out, err) = lab(
        &[
            "endgames",
            "giuthi",
            "--holes",
            "5",
            "--games",
            "1",
            "--seed",
            "1",
            "--max-seeds",
            "3",
            "--by-plies",
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    let records: Vec<GameRecord> = out
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(records.len(), 3, "{out}");
    // One game's positions, one ply apart, the last one move before its end.
    for pair in records.windows(2) {
        assert_eq!(pair[1].moves.len(), pair[0].moves.len() + 1);
        assert_eq!(pair[1].moves[..pair[0].moves.len()], pair[0].moves[..]);
    }
    let last = Game::from_record(records.last().unwrap()).unwrap();
    assert!(last.outcome().is_none());
    let next_moves = last.legal_moves();
    assert!(next_moves.iter().any(|mv| {
        let mut after = last.clone();
        after.play(mv).unwrap();
        after.outcome().is_some()
    }));
}

#[test]
fn help_is_answered_on_every_command() {
    for args in [
        &["--help"][..],
        &["soak", "--help"],
        &["match", "hus", "-h"],
    ] {
        let (status, stdout, stderr) = lab(args, "");
        assert_eq!((status, stderr.as_str()), (0, ""), "{args:?}");
        assert!(
            stdout.contains("mancala-lab soak GAME"),
            "{args:?}: {stdout}"
        );
    }
}
