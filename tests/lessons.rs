//! Every step of every lesson (`www/learn/lessons/*.json`) walked with the
//! engine: each task can be done, the moves it names are legal, and what
//! its text says the move does (captures so many, ends in that pit, the
//! relay turns back, the game ends so) is what the engine's trace and
//! result say. The page judges a learner's move with the same claims
//! (`www/learn/judge.js`), so a lesson that passes here cannot ask for a
//! move that does not exist or praise one for what it does not do.

use std::path::Path;

use mancala::{Game, GameRecord, Move, MoveDoc, Options, Position, Variant};
use serde_json::{json, Value};

const GAMES: [&str; 4] = ["giuthi", "kiothi", "en-gehe", "hus"];
// Steps of a lesson, its closing game included (issue 14).
const STEPS: std::ops::RangeInclusive<usize> = 6..=12;
const CLAIMS: [&str; 20] = [
    "move",
    "extraMove",
    "pass",
    "captures",
    "capturesAtLeast",
    "rule",
    "lands",
    "end",
    "laps",
    "from",
    "lifts",
    "landsIn",
    "dropsIn",
    "reverses",
    "resow",
    "resows",
    "clearsNki",
    "sweep",
    "nkiMarked",
    "result",
];

fn lesson(game: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("www/learn/lessons/{game}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The game a step starts from: its position, or its record's end.
fn start(step: &Value) -> Game {
    if let Some(record) = step.get("record") {
        let record: GameRecord = serde_json::from_value(record.clone()).expect("a game record");
        Game::from_record(&record).expect("the record replays")
    } else {
        let position: Position =
            Position::from_json(&step["position"].to_string()).expect("a position");
        Game::from_position(position)
    }
}

fn parse_move(game: &Game, doc: &Value) -> Move {
    let doc: MoveDoc = serde_json::from_value(doc.clone()).expect("a move document");
    Move::from_doc(&doc, game.position()).expect("a well-formed move")
}

/// Plays `doc` from the step's start: the move as JSON, its trace and the
/// result after it (null while the game goes on).
fn play(step: &Value, doc: &Value) -> (Value, Value, Value) {
    let mut game = start(step);
    let mv = parse_move(&game, doc);
    let trace = game
        .play(&mv)
        .unwrap_or_else(|e| panic!("{doc} is refused: {e}"))
        .clone();
    let outcome = game.outcome();
    (
        serde_json::to_value(mv.to_doc()).unwrap(),
        serde_json::to_value(&trace).unwrap(),
        serde_json::to_value(outcome).unwrap(),
    )
}

fn taken(trace: &Value) -> Vec<&Value> {
    trace["laps"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|lap| lap["end"]["taken"].as_array().into_iter().flatten())
        .collect()
}

fn seeds_taken(trace: &Value) -> u64 {
    taken(trace)
        .iter()
        .map(|t| t["count"].as_u64().unwrap())
        .sum()
}

fn laps(trace: &Value) -> &Vec<Value> {
    trace["laps"].as_array().unwrap()
}

fn landing(trace: &Value) -> Value {
    laps(trace)
        .last()
        .map(|lap| lap["drops"].as_array().unwrap().last().unwrap().clone())
        .unwrap_or(Value::Null)
}

/// Whether the move document `a` is the move `b` (a missing field is null).
fn same_move(a: &Value, b: &Value) -> bool {
    ["pit", "dir", "count", "empty", "place"]
        .iter()
        .all(|key| a.get(key) == b.get(key))
}

/// One claim about a move, checked on the engine's trace and result.
fn claim_holds(name: &str, want: &Value, mv: &Value, trace: &Value, outcome: &Value) -> bool {
    let laps = laps(trace);
    match name {
        "move" => same_move(want, mv),
        "extraMove" => &trace["extra_move"] == want,
        "pass" => &trace["pass"] == want,
        "captures" => json!(seeds_taken(trace)) == *want,
        "capturesAtLeast" => seeds_taken(trace) >= want.as_u64().unwrap(),
        "rule" => taken(trace).iter().any(|t| &t["rule"] == want),
        "lands" => landing(trace) == *want,
        "end" => laps.last().map(|lap| &lap["end"]["type"]) == Some(want),
        "laps" => json!(laps.len()) == *want,
        "from" => laps.first().map(|lap| &lap["from"]) == Some(want),
        "lifts" => laps.first().map(|lap| &lap["hand"]) == Some(want),
        "landsIn" => want.as_array().unwrap().contains(&landing(trace)),
        "dropsIn" => laps.iter().any(|lap| {
            lap["drops"]
                .as_array()
                .unwrap()
                .iter()
                .any(|pit| want.as_array().unwrap().contains(pit))
        }),
        "reverses" => json!(laps.windows(2).any(|w| w[0]["dir"] != w[1]["dir"])) == *want,
        "resow" => json!(laps.iter().any(|lap| lap["start"] == "resow")) == *want,
        "resows" => json!(laps.iter().filter(|lap| lap["start"] == "resow").count()) == *want,
        "clearsNki" => json!(laps.iter().any(|lap| lap["cleared_nki"] == true)) == *want,
        "sweep" => &trace["sweep"]["to"] == want,
        "nkiMarked" => {
            trace["opening"]["nki_marked"]
                .as_array()
                .map(|m| json!(m.len()))
                == Some(want.clone())
        }
        "result" => {
            !outcome.is_null()
                && outcome["reason"] == want["reason"]
                && outcome["winner"] == want["winner"]
                && want.get("scores").is_none_or(|s| &outcome["scores"] == s)
                && want
                    .get("oneWarrior")
                    .is_none_or(|w| &outcome["one_warrior_victory"] == w)
        }
        _ => panic!("unknown claim {name}"),
    }
}

fn holds(claims: &Value, mv: &Value, trace: &Value, outcome: &Value) -> bool {
    claims
        .as_object()
        .map(|claims| {
            claims
                .iter()
                .all(|(name, want)| claim_holds(name, want, mv, trace, outcome))
        })
        .unwrap_or(true)
}

fn check_claims_known(claims: &Value, at: &str) {
    for name in claims.as_object().into_iter().flat_map(|c| c.keys()) {
        assert!(
            CLAIMS.contains(&name.as_str()),
            "{at}: unknown claim {name}"
        );
    }
}

/// A "move" step: the legal moves that do what the task asks are exactly
/// the step's answers (for Kiothi's opening, whose placements are too many
/// to list, its example is one), and each answer does what the text says.
fn check_move_task(step: &Value, at: &str) {
    let goal = &step["goal"];
    let game = start(step);
    if let Some(example) = step.get("example") {
        let (mv, trace, outcome) = play(step, example);
        assert!(
            holds(goal, &mv, &trace, &outcome),
            "{at}: the example does not do the task"
        );
        assert!(
            holds(&step["check"], &mv, &trace, &outcome),
            "{at}: the example does not do what the text says"
        );
        return;
    }
    let legal = game.legal_moves();
    assert!(!legal.is_empty(), "{at}: the learner has no move");
    let right: Vec<Value> = legal
        .iter()
        .map(|mv| serde_json::to_value(mv.to_doc()).unwrap())
        .filter(|doc| {
            let (mv, trace, outcome) = play(step, doc);
            holds(goal, &mv, &trace, &outcome)
        })
        .collect();
    let answers = step["answers"]
        .as_array()
        .unwrap_or_else(|| panic!("{at}: no answers"));
    assert_eq!(
        right.len(),
        answers.len(),
        "{at}: the moves that do the task are {right:?}"
    );
    for answer in answers {
        assert!(
            right.iter().any(|doc| same_move(doc, answer)),
            "{at}: {answer} does not do the task; {right:?} do"
        );
        let (mv, trace, outcome) = play(step, answer);
        assert!(
            holds(&step["check"], &mv, &trace, &outcome),
            "{at}: {answer} does not do what the text says: {trace}"
        );
    }
    check_wrong_moves(step, &legal, at);
    for refused in step["refused"].as_array().into_iter().flatten() {
        let mv = parse_move(&game, refused);
        assert!(
            !legal.contains(&mv),
            "{at}: {refused} is legal, though the text says it is not"
        );
    }
}

/// The step's explanations of a wrong move (`wrong`: [{if, key}]), the
/// first whose claims hold being the one the page gives.
fn wrong_cases(step: &Value) -> Vec<&Value> {
    step["wrong"].as_array().into_iter().flatten().collect()
}

fn reason_for<'a>(
    step: &'a Value,
    mv: &Value,
    trace: &Value,
    outcome: &Value,
) -> Option<&'a Value> {
    wrong_cases(step)
        .into_iter()
        .find(|case| holds(&case["if"], mv, trace, outcome))
}

/// Every legal move that does not do the task is anticipated: an
/// explanation of its own (claims that its trace bears out, not a catch-all)
/// says why it is wrong; and every explanation is some wrong move's.
fn check_wrong_moves(step: &Value, legal: &[Move], at: &str) {
    let mut used = vec![false; wrong_cases(step).len()];
    for legal_move in legal {
        let doc = serde_json::to_value(legal_move.to_doc()).unwrap();
        let (mv, trace, outcome) = play(step, &doc);
        if holds(&step["goal"], &mv, &trace, &outcome) {
            continue;
        }
        let case = reason_for(step, &mv, &trace, &outcome)
            .unwrap_or_else(|| panic!("{at}: nothing explains the wrong move {doc}: {trace}"));
        assert!(
            case["if"]
                .as_object()
                .is_some_and(|claims| !claims.is_empty()),
            "{at}: {doc} is explained by a catch-all"
        );
        let index = wrong_cases(step)
            .iter()
            .position(|other| std::ptr::eq(*other, case))
            .unwrap();
        used[index] = true;
    }
    for (case, used) in wrong_cases(step).iter().zip(used) {
        assert!(used, "{at}: no wrong move is explained by {case}");
    }
}

fn check_step(game: &str, step: &Value) {
    let at = format!("{game} step {}", step["id"]);
    check_claims_known(&step["goal"], &at);
    check_claims_known(&step["check"], &at);
    for case in wrong_cases(step) {
        check_claims_known(&case["if"], &at);
    }
    match step["task"].as_str() {
        Some("move") => check_move_task(step, &at),
        Some("landing") => {
            let (mv, trace, outcome) = play(step, &step["move"]);
            assert_eq!(
                landing(&trace),
                step["answer"],
                "{at}: the last seed lands elsewhere: {trace}"
            );
            assert!(
                holds(&step["check"], &mv, &trace, &outcome),
                "{at}: the move does not do what the text says"
            );
            // A wrong pit is told about the step's move: its explanation's
            // claims are the move's.
            let cases = wrong_cases(step);
            assert!(!cases.is_empty(), "{at}: no explanation of a wrong pit");
            for case in cases {
                assert!(
                    holds(&case["if"], &mv, &trace, &outcome),
                    "{at}: {case} is not what the move does"
                );
            }
        }
        Some("watch") => {
            let game_at_start = start(step);
            assert_eq!(
                game_at_start.outcome(),
                None,
                "{at}: the game is over already"
            );
            if let Some(doc) = step.get("move") {
                let (mv, trace, outcome) = play(step, doc);
                assert!(
                    holds(&step["check"], &mv, &trace, &outcome),
                    "{at}: the move shown does not do what the text says"
                );
            }
        }
        Some("game") => {
            let variant = Variant::from_id(game).unwrap();
            let options: Options =
                serde_json::from_value(step["options"].clone()).expect("board options");
            Game::new(variant, options).unwrap_or_else(|e| panic!("{at}: no such board: {e}"));
        }
        other => panic!("{at}: unknown task {other:?}"),
    }
    if step["task"] != "game" {
        assert_eq!(
            start(step).position().variant().id(),
            game,
            "{at}: a position of another game"
        );
    }
}

#[test]
fn every_lesson_step_does_what_it_says() {
    for game in GAMES {
        let lesson = lesson(game);
        assert_eq!(lesson["game"], game);
        let steps = lesson["steps"].as_array().unwrap();
        assert!(
            STEPS.contains(&steps.len()),
            "{game}: {} steps",
            steps.len()
        );
        assert_eq!(
            steps.last().unwrap()["task"],
            "game",
            "{game}: the lesson ends with a game"
        );
        let mut ids: Vec<&str> = steps.iter().map(|s| s["id"].as_str().unwrap()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), steps.len(), "{game}: step ids repeat");
        for step in steps {
            check_step(game, step);
        }
    }
}

#[test]
fn a_wrong_claim_is_caught() {
    // The walk above would pass vacuously if claims always held: a lesson
    // claiming one seed too many captured must fail.
    let mut lesson = lesson("giuthi");
    let step = lesson["steps"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|s| s["id"] == "capture")
        .unwrap();
    let (mv, trace, outcome) = play(step, &step["answers"][0]);
    assert!(holds(&step["check"], &mv, &trace, &outcome));
    let claimed = step["check"]["captures"].as_u64().unwrap();
    step["check"]["captures"] = json!(claimed + 1);
    assert!(!holds(&step["check"], &mv, &trace, &outcome));
    assert!(!claim_holds("lands", &json!(99), &mv, &trace, &outcome));
}

/// The move a watch step shows after the learner's own (`after`): the step's
/// move, with the warriors its emptied boma hold beyond the lesson's example
/// placed on `placeRest` (www/learn/lesson.js, `shownMove`).
fn answer_to(step: &Value, game: &Game) -> Value {
    let mut shown = step["move"].clone();
    let pits = game.position().pits();
    let lifted: u64 = shown["empty"]
        .as_array()
        .unwrap()
        .iter()
        .map(|pit| u64::from(pits[pit.as_u64().unwrap() as usize]))
        .sum();
    let place = shown["place"].as_array_mut().unwrap();
    let placed: u64 = place.iter().map(|n| n.as_u64().unwrap()).sum();
    let rest = step["placeRest"].as_u64().unwrap() as usize;
    place[rest] = json!(place[rest].as_u64().unwrap() + lifted - placed);
    shown
}

#[test]
fn north_answers_whatever_opening_the_learner_made() {
    // Kiothi's second step goes on from the learner's own opening: North's
    // answer must be legal after any of them, those that put warriors on
    // North's two boma included, and mark every occupied boma nki.
    let lesson = lesson("kiothi");
    let steps = lesson["steps"].as_array().unwrap();
    let step = steps.iter().find(|s| s.get("after").is_some()).unwrap();
    let opening = steps.iter().find(|s| s["id"] == step["after"]).unwrap();
    let mut placed_on_north = vec![0; 20];
    placed_on_north[18] = 6;
    placed_on_north[19] = 4;
    // One warrior on each of North's ten boma.
    let spread: Vec<u16> = (0..20).map(|pit| u16::from(pit >= 10)).collect();
    let learners = [
        opening["example"].clone(),
        json!({"empty": [8, 9], "place": placed_on_north}),
        json!({"empty": [4, 7], "place": spread}),
    ];
    for learner in learners {
        let mut game = start(opening);
        let mv = parse_move(&game, &learner);
        game.play(&mv)
            .unwrap_or_else(|e| panic!("{learner}: not an opening: {e}"));
        let answer = answer_to(step, &game);
        let mv = parse_move(&game, &answer);
        let trace = game
            .play(&mv)
            .unwrap_or_else(|e| panic!("after {learner}, North's {answer} is refused: {e}"))
            .clone();
        let occupied = game.position().pits().iter().filter(|&&n| n > 0).count();
        let marked = trace.opening.as_ref().unwrap().nki_marked.len();
        assert_eq!(marked, occupied, "after {learner}");
    }
}
