//! The hand-worked cases of `tests/fixtures/engine_cases.json`, each derived
//! from the rule texts, played through the native engine. The browser tests
//! run the same file through the WebAssembly build.

use mancala::rules::opening_choices;
use mancala::{Error, Game, Move, Phase, Position, PositionDoc, Variant};
use serde_json::Value;

/// Whether `expected` is contained in `actual`: objects by their listed keys,
/// arrays element by element (same length), other values equal.
fn contains(actual: &Value, expected: &Value) -> bool {
    match (actual, expected) {
        (Value::Object(actual), Value::Object(expected)) => expected
            .iter()
            .all(|(key, value)| actual.get(key).is_some_and(|found| contains(found, value))),
        (Value::Array(actual), Value::Array(expected)) => {
            actual.len() == expected.len()
                && actual.iter().zip(expected).all(|(a, e)| contains(a, e))
        }
        _ => actual == expected,
    }
}

fn run_case(case: &Value) -> Result<(), String> {
    let expect = &case["expect"];
    let outcome = (|| -> Result<Value, Error> {
        let doc: PositionDoc = serde_json::from_value(case["position"].clone())
            .map_err(|e| Error::Json(e.to_string()))?;
        let mut game = Game::from_position(Position::try_from(doc)?);
        let mut actual = serde_json::json!({});
        let position = game.position();
        actual["moves"] =
            if position.variant() == Variant::Kiothi && position.phase() == Phase::Opening {
                serde_json::to_value(opening_choices(position)).unwrap()
            } else {
                serde_json::to_value(game.legal_moves()).unwrap()
            };
        if let Some(mv) = case.get("move") {
            let mv = Move::from_json(&mv.to_string(), game.position())?;
            actual["trace"] = serde_json::to_value(game.play(&mv)?).unwrap();
        }
        actual["position"] = serde_json::to_value(game.position()).unwrap();
        actual["result"] = serde_json::to_value(game.outcome()).unwrap();
        Ok(actual)
    })();
    match (outcome, expect.get("error")) {
        (Err(error), Some(Value::String(wanted)))
            if error.to_string().contains(wanted.as_str()) =>
        {
            Ok(())
        }
        (Err(error), _) => Err(format!("unexpected error: {error}")),
        (Ok(_), Some(wanted)) => Err(format!(
            "expected an error containing {wanted}, but the move was played"
        )),
        (Ok(actual), None) => {
            for key in ["position", "moves", "trace", "result"] {
                if let Some(wanted) = expect.get(key) {
                    let found = &actual[key];
                    let equal = if key == "position" {
                        found == wanted
                    } else {
                        contains(found, wanted)
                    };
                    if !equal {
                        return Err(format!("{key}:\n  expected {wanted}\n  actual   {found}"));
                    }
                }
            }
            Ok(())
        }
    }
}

#[test]
fn hand_worked_cases() {
    let cases: Vec<Value> =
        serde_json::from_str(include_str!("fixtures/engine_cases.json")).unwrap();
    assert!(cases.len() > 50);
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            run_case(case)
                .err()
                .map(|why| format!("{}: {why}", case["name"]))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
