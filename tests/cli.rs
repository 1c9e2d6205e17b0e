//! The `mancala` command line: JSON out on success; on bad input, status 2,
//! one line on stderr and nothing on stdout.

use serde_json::Value;

use mancala_testing::command;

fn mancala(args: &[&str], stdin: &str) -> (i32, String, String) {
    command::run(env!("CARGO_BIN_EXE_mancala"), args, stdin)
}

fn json(args: &[&str], stdin: &str) -> Value {
    command::json(env!("CARGO_BIN_EXE_mancala"), args, stdin)
}

const GIUTHI: &str =
    r#"{"game":"giuthi","holes":5,"pits":[0,0,1,0,1,2,1,0,0,2],"captured":[0,0],"to_move":0}"#;

#[test]
fn new_prints_the_start_position_of_each_game() {
    let giuthi = json(&["new", "giuthi"], "");
    assert_eq!(giuthi["pits"].as_array().unwrap().len(), 16);
    assert!(giuthi["pits"].as_array().unwrap().iter().all(|c| c == 8));
    let kiothi = json(&["new", "kiothi", "--setup", "5"], "");
    assert_eq!(kiothi["phase"], "opening");
    assert_eq!(
        kiothi["pits"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| *c == 5)
            .count(),
        10
    );
    let gehe = json(&["new", "en-gehe", "--holes", "50"], "");
    assert_eq!(gehe["pits"].as_array().unwrap().len(), 100);
    let hus = json(&["new", "hus", "--holes", "24"], "");
    let total: u64 = hus["pits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .sum();
    assert_eq!(total, 2 * 2 * (24 + 12));
}

#[test]
fn a_board_named_by_its_size_has_the_seed_texts_seed_count() {
    let seeds_per_pit = |args: &[&str]| {
        let position = json(args, "");
        let pits = position["pits"].as_array().unwrap().clone();
        let first = pits[0].clone();
        assert!(pits.iter().all(|c| *c == first), "{position}");
        first.as_u64().unwrap()
    };
    assert_eq!(seeds_per_pit(&["new", "giuthi", "--holes", "5"]), 4);
    assert_eq!(seeds_per_pit(&["new", "giuthi", "--holes", "6"]), 4);
    assert_eq!(seeds_per_pit(&["new", "giuthi", "--holes", "7"]), 6);
    assert_eq!(seeds_per_pit(&["new", "giuthi", "--holes", "10"]), 9);
    // A size the seed does not name takes the default board's count.
    assert_eq!(seeds_per_pit(&["new", "giuthi", "--holes", "9"]), 8);
    assert_eq!(
        seeds_per_pit(&["new", "giuthi", "--holes", "5", "--seeds", "7"]),
        7
    );
}

#[test]
fn moves_and_play_read_arguments_or_standard_input() {
    let moves = json(&["moves", "-"], GIUTHI);
    assert_eq!(moves.as_array().unwrap().len(), 4);
    let played = json(&["play", GIUTHI, "-"], r#"{"pit":9,"dir":"ccw"}"#);
    // North is left with singletons only and passes.
    assert_eq!(played["trace"]["pass"], 1);
    assert_eq!(played["position"]["to_move"], 0);
    assert_eq!(
        played["trace"]["laps"][0]["drops"],
        serde_json::json!([0, 1])
    );
    assert!(played["result"].is_null());
}

#[test]
fn kiothi_opening_moves_list_the_boma_pairs() {
    let start = json(&["new", "kiothi"], "").to_string();
    let choices = json(&["moves", &start], "");
    let choices = choices.as_array().unwrap();
    assert_eq!(choices.len(), 15);
    assert_eq!(
        choices[0],
        serde_json::json!({"empty": [4, 5], "lifts": 10})
    );
}

#[test]
fn a_record_is_played_with_its_history() {
    let record = r#"{"start":{"game":"giuthi","holes":5,"pits":[0,0,1,0,1,0,0,1,1,3],"captured":[0,0],"to_move":0},
                    "moves":[{"pit":9,"dir":"ccw"}]}"#;
    let played = json(&["play", record, r#"{"pit":1,"dir":"cw"}"#], "");
    assert_eq!(played["result"]["reason"], "repetition");
    assert_eq!(played["record"]["moves"].as_array().unwrap().len(), 2);
    let replayed = json(&["replay", "-"], &played["record"].to_string());
    assert_eq!(replayed["result"]["reason"], "repetition");
}

#[test]
fn bad_input_exits_2_with_one_line_and_no_output() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["moves", "{not json"], "", "malformed JSON"),
        (
            &["moves", r#"{"game":"oware","holes":6,"pits":[]}"#],
            "",
            "unknown game",
        ),
        (
            &["moves", r#"{"game":"giuthi","holes":5,"pits":[1,2,3]}"#],
            "",
            "need 10 pit counts",
        ),
        (
            &[
                "moves",
                r#"{"game":"giuthi","holes":5,"pits":[1,2,3,4,5,6,7,8,9,-1]}"#,
            ],
            "",
            "cannot be negative",
        ),
        (
            &["play", GIUTHI, r#"{"pit":2,"dir":"ccw"}"#],
            "",
            "belongs to North",
        ),
        (
            &["play", GIUTHI, r#"{"pit":12,"dir":"ccw"}"#],
            "",
            "there is no pit 12",
        ),
        (
            &["play", GIUTHI, r#"{"pit":6,"dir":"ccw"}"#],
            "",
            "single seed",
        ),
        (&["play", GIUTHI, r#"{"pit":5}"#], "", "direction"),
        (
            &[
                "play",
                r#"{"game":"kiothi","holes":10,"pits":[0,0,0,0,5,5,5,5,5,5,0,0,0,0,5,5,5,5,5,5],"phase":"play"}"#,
                r#"{"pit":4,"count":6}"#,
            ],
            "",
            "cannot lift 6 from boma 4",
        ),
        (
            &[
                "play",
                r#"{"game":"kiothi","holes":10,"pits":[0,0,0,0,5,5,5,5,5,5,0,0,0,0,5,5,5,5,5,5],"phase":"opening"}"#,
                r#"{"empty":[4,5],"place":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,9]}"#,
            ],
            "",
            "exactly the 10 warriors",
        ),
        (&["play", "-", "-"], GIUTHI, "only one argument"),
        (&["new", "giuthi", "--holes", "11"], "", "5 to 10"),
        (&["new", "hus", "--holes"], "", "needs a value"),
        (
            &["new", "kiothi", "--bogus", "1"],
            "",
            "unknown flag --bogus",
        ),
        (&["solve", GIUTHI, "--bogus"], "", "unknown flag --bogus"),
        (&["moves", GIUTHI, "--ms", "5"], "", "unknown flag --ms"),
        (
            &["new", "hus", "--holes", "eight"],
            "",
            "--holes needs a whole number",
        ),
        (&["new", "giuthi", "extra"], "", "mancala new --help"),
        (&["match", "hus"], "", "lab command: `mancala-lab match`"),
        (&["dance"], "", "unknown command"),
    ];
    for (args, stdin, wanted) in cases {
        let (status, stdout, stderr) = mancala(args, stdin);
        assert_eq!(status, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(wanted), "{args:?}: {stderr}");
    }
}

/// Giuthi 2x5, South to move with two seeds in pit 5 and nothing else on
/// the board. Counter-clockwise they fall into South's pits 6 and 7: the
/// lap ends in an empty own pit with no seed in North's row, so South moves
/// again, has no pit of two, nor has North: the game ends, South keeping
/// two seeds (wins by 2). Clockwise they fall into North's pits 4 and 3 and
/// the same end leaves them North's (South loses by 2).
const GIUTHI_ENDGAME: &str =
    r#"{"game":"giuthi","holes":5,"pits":[0,0,0,0,0,2,0,0,0,0],"captured":[0,0],"to_move":0}"#;

#[test]
fn solve_proves_a_hand_worked_endgame_and_values_every_move() {
    let solved = json(&["solve", GIUTHI_ENDGAME], "");
    assert_eq!(solved["proven"], true);
    assert_eq!(solved["result"], "win");
    assert_eq!(solved["margin"], 2);
    assert_eq!(solved["best"], serde_json::json!({"pit": 5, "dir": "ccw"}));
    assert_eq!(
        solved["line"],
        serde_json::json!([{"pit": 5, "dir": "ccw"}])
    );
    let moves = solved["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 2);
    let of = |dir: &str| {
        moves
            .iter()
            .find(|m| m["move"]["dir"] == dir)
            .unwrap()
            .clone()
    };
    assert_eq!(
        (of("ccw")["result"].clone(), of("ccw")["margin"].clone()),
        ("win".into(), 2.into())
    );
    assert_eq!(
        (of("cw")["result"].clone(), of("cw")["margin"].clone()),
        ("loss".into(), (-2).into())
    );
    assert!(moves.iter().all(|m| m["proven"] == true));
}

#[test]
fn analyse_values_a_position_inside_a_game_with_its_history() {
    let record = format!(
        r#"{{"start":{},"moves":[{{"pit":5,"dir":"ccw"}}]}}"#,
        GIUTHI_ENDGAME
    );
    let at_start = json(&["analyse", &record, "--ply", "0"], "");
    assert_eq!(at_start["result"], "win");
    assert_eq!(at_start["margin"], 2);
    // After the move the game is over: its result, and no move to value.
    let at_end = json(&["analyse", &record], "");
    assert_eq!(at_end["proven"], true);
    assert_eq!(at_end["result"], "win");
    assert_eq!(at_end["margin"], 2);
    assert_eq!(at_end["moves"], serde_json::json!([]));
}

#[test]
fn solve_without_a_proof_gives_the_estimate_unproven() {
    let start = json(&["new", "giuthi"], "").to_string();
    let estimated = json(&["solve", &start, "--ms", "200"], "");
    assert_eq!(estimated["proven"], false);
    assert!(estimated["depth"].as_u64().unwrap() >= 1);
    let moves = estimated["moves"].as_array().unwrap();
    assert_eq!(
        moves.len(),
        json(&["moves", &start], "").as_array().unwrap().len()
    );
    assert!(moves.iter().all(|m| m["margin"].is_number()));
}

#[test]
fn solve_and_analyse_refuse_bad_input_with_one_line() {
    let kiothi = json(&["new", "kiothi"], "").to_string();
    let cases: [&[&str]; 6] = [
        &["solve", &kiothi],
        &["solve", "{not json"],
        &["solve", GIUTHI_ENDGAME, "--ms", "soon"],
        &["solve", GIUTHI_ENDGAME, "--depth", "3"],
        &["analyse", r#"{"start":{"game":"giuthi"},"moves":[]}"#],
        &["analyse", GIUTHI_ENDGAME, "--ply", "3"],
    ];
    for args in cases {
        let (status, stdout, stderr) = mancala(args, "");
        assert_eq!(status, 2, "{args:?}");
        assert_eq!(stdout, "", "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
    let (_, _, stderr) = mancala(&["solve", &kiothi], "");
    assert!(stderr.contains("opening"), "{stderr}");
}

/// South's one move (pit 7) leaves North a capture after which South cannot
/// move (tests/ai.rs, `settling_looks_past_a_forced_move`).
const HUS_LOST_FOR_SOUTH: &str = r#"{"game":"hus","holes":8,"pits":[0,0,0,0,0,0,0,3,0,0,0,0,1,0,0,0,0,4,4,2,1,1,1,5,2,5,2,5,3,3,3,3],"captured":[0,0],"to_move":0}"#;

#[test]
fn prove_asks_whether_either_side_forces_a_win() {
    let proved = json(&["prove", HUS_LOST_FOR_SOUTH], "");
    assert_eq!(proved["winner"], "North");
    let tried = proved["tried"].as_array().unwrap();
    assert_eq!(tried.len(), 2);
    assert_eq!(tried[0]["prover"], "South");
    assert_eq!(tried[0]["verdict"], "not won");
    assert_eq!(tried[1]["verdict"], "won");
    // Too few positions: neither side proven.
    let start = json(&["new", "hus"], "").to_string();
    let open = json(&["prove", &start, "--nodes", "100"], "");
    assert_eq!(open["winner"], Value::Null);
    assert!(open["tried"]
        .as_array()
        .unwrap()
        .iter()
        .all(|t| t["verdict"] == "unknown"));
    let kiothi = json(&["new", "kiothi"], "").to_string();
    let (status, stdout, stderr) = mancala(&["prove", &kiothi], "");
    assert_eq!((status, stdout.as_str()), (2, ""));
    assert!(stderr.contains("opening"), "{stderr}");
}

/// `--help` (or `-h`) answers with the usage on every command, wherever it
/// stands, instead of being read as a flag that needs a value.
#[test]
fn help_is_answered_on_every_command() {
    let cases: [&[&str]; 8] = [
        &["--help"],
        &["help"],
        &["new", "kiothi", "--help"],
        &["new", "--help"],
        &["moves", "-h"],
        &["solve", GIUTHI, "--ms", "5", "--help"],
        &["analyse", "--help"],
        &["prove", "-", "--help"],
    ];
    for args in cases {
        let (status, stdout, stderr) = mancala(args, "");
        assert_eq!((status, stderr.as_str()), (0, ""), "{args:?}");
        assert!(stdout.starts_with("usage:"), "{args:?}: {stdout}");
        assert!(stdout.contains("mancala new GAME"), "{args:?}");
    }
}
