//! The page's values read straight from JavaScript, in the shapes of
//! docs/FORMAT.md, with the checks serde's derived readers make (unknown
//! fields refused, whole numbers only) and messages in the same words.
//!
//! Why not `serde_wasm_bindgen::from_value`: any serde reader can report "invalid type:
//! floating point `1.5`", and formatting a floating-point number is 14 KB
//! of code on its own; with the derived readers, deserialising cost about
//! a quarter of the page's wasm (docs/PERFORMANCE.md, "WebAssembly size").
//! Natively, the command line still reads the same documents with serde.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use crate::game::GameRecord;
use crate::moves::MoveDoc;
use crate::player::Direction;
use crate::position::{Phase, PositionDoc};
use crate::variant::Options;

type Read<T> = Result<T, String>;

/// A value the page hands to the engine.
pub(super) trait FromJs: Sized {
    fn from_js(value: &JsValue) -> Read<Self>;
}

/// A plain object whose fields are all among `known`.
fn object(value: &JsValue, known: &[&str]) -> Read<Object> {
    if !value.is_object() || Array::is_array(value) {
        return Err(format!("invalid type: {}, expected an object", kind(value)));
    }
    let object: Object = value.clone().unchecked_into();
    for key in Object::keys(&object).iter() {
        let key = key.as_string().unwrap_or_default();
        if !known.contains(&key.as_str()) {
            return Err(format!(
                "unknown field `{key}`, expected one of `{}`",
                known.join("`, `")
            ));
        }
    }
    Ok(object)
}

/// A field's value; None when it is left out (or undefined).
fn field(object: &Object, name: &str) -> Option<JsValue> {
    Reflect::get(object, &JsValue::from_str(name))
        .ok()
        .filter(|value| !value.is_undefined())
}

fn required(object: &Object, name: &str) -> Read<JsValue> {
    field(object, name).ok_or_else(|| format!("missing field `{name}`"))
}

/// An optional field: left out, undefined or null is None.
fn optional<T>(object: &Object, name: &str, read: impl Fn(&JsValue) -> Read<T>) -> Read<Option<T>> {
    match field(object, name) {
        Some(value) if !value.is_null() => read(&value).map(Some),
        _ => Ok(None),
    }
}

/// Names a field in an error from reading its value.
fn within<T>(name: &str, read: Read<T>) -> Read<T> {
    read.map_err(|error| format!("{name}: {error}"))
}

/// What kind of value was found instead, for an error message.
fn kind(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if value.is_undefined() {
        "undefined".into()
    } else if Array::is_array(value) {
        "sequence".into()
    } else if let Some(text) = value.as_string() {
        format!("string `{text}`")
    } else if let Some(truth) = value.as_bool() {
        format!("boolean `{truth}`")
    } else if value.as_f64().is_some() {
        "a number that is not a whole number".into()
    } else {
        "a value that is not JSON".into()
    }
}

/// A whole number (as JavaScript numbers hold them exactly).
fn integer(value: &JsValue) -> Read<i64> {
    const EXACT: f64 = 9_007_199_254_740_991.0;
    match value.as_f64() {
        Some(n) if n.trunc() == n && n.abs() <= EXACT => Ok(n as i64),
        _ => Err(format!(
            "invalid type: {}, expected a whole number",
            kind(value)
        )),
    }
}

/// A whole number from 0 to `max`.
fn unsigned(value: &JsValue, max: u64) -> Read<u64> {
    let n = integer(value)?;
    u64::try_from(n)
        .ok()
        .filter(|&n| n <= max)
        .ok_or_else(|| format!("invalid value: {n}, expected a whole number from 0 to {max}"))
}

fn string(value: &JsValue) -> Read<String> {
    value
        .as_string()
        .ok_or_else(|| format!("invalid type: {}, expected a string", kind(value)))
}

fn array(value: &JsValue) -> Read<Array> {
    if Array::is_array(value) {
        Ok(value.clone().unchecked_into())
    } else {
        Err(format!(
            "invalid type: {}, expected a sequence",
            kind(value)
        ))
    }
}

fn integers(value: &JsValue) -> Read<Vec<i64>> {
    array(value)?.iter().map(|item| integer(&item)).collect()
}

/// One of the names `names`, read as its index.
fn one_of(value: &JsValue, names: &[&str]) -> Read<usize> {
    let text = string(value)?;
    names.iter().position(|&name| name == text).ok_or_else(|| {
        format!(
            "unknown variant `{text}`, expected one of `{}`",
            names.join("`, `")
        )
    })
}

impl FromJs for Options {
    fn from_js(value: &JsValue) -> Read<Options> {
        let object = object(value, &["holes", "seeds", "setup"])?;
        let number = |name: &str, max: u64| {
            within(name, optional(&object, name, |value| unsigned(value, max)))
        };
        Ok(Options {
            holes: number("holes", u64::from(u32::MAX))?.unwrap_or(0) as usize,
            seeds: number("seeds", u64::from(u16::MAX))?.unwrap_or(0) as u16,
            setup: number("setup", u64::from(u8::MAX))?.map(|setup| setup as u8),
        })
    }
}

impl FromJs for PositionDoc {
    fn from_js(value: &JsValue) -> Read<PositionDoc> {
        let object = object(
            value,
            &[
                "game", "holes", "pits", "captured", "to_move", "phase", "nki", "lifted", "setup",
            ],
        )?;
        let captured = match field(&object, "captured") {
            None => [0, 0],
            Some(value) => within("captured", {
                let counts = integers(&value)?;
                <[i64; 2]>::try_from(counts.as_slice()).map_err(|_| {
                    format!(
                        "invalid length {}, expected an array of length 2",
                        counts.len()
                    )
                })
            })?,
        };
        let marks = |name: &str| within(name, optional(&object, name, integers));
        Ok(PositionDoc {
            game: within("game", string(&required(&object, "game")?))?,
            holes: within("holes", integer(&required(&object, "holes")?))?,
            pits: within("pits", integers(&required(&object, "pits")?))?,
            captured,
            to_move: within(
                "to_move",
                field(&object, "to_move").map_or(Ok(0), |v| integer(&v)),
            )?,
            phase: within(
                "phase",
                optional(&object, "phase", |value| {
                    Ok([Phase::Opening, Phase::Play][one_of(value, &["opening", "play"])?])
                }),
            )?,
            nki: marks("nki")?,
            lifted: marks("lifted")?,
            setup: within("setup", optional(&object, "setup", integer))?,
        })
    }
}

impl FromJs for MoveDoc {
    fn from_js(value: &JsValue) -> Read<MoveDoc> {
        let object = object(value, &["pit", "dir", "count", "empty", "place"])?;
        let number = |name: &str| within(name, optional(&object, name, integer));
        let list = |name: &str| within(name, optional(&object, name, integers));
        Ok(MoveDoc {
            pit: number("pit")?,
            dir: within(
                "dir",
                optional(&object, "dir", |value| {
                    Ok([Direction::Ccw, Direction::Cw][one_of(value, &["ccw", "cw"])?])
                }),
            )?,
            count: number("count")?,
            empty: list("empty")?,
            place: list("place")?,
        })
    }
}

impl FromJs for GameRecord {
    fn from_js(value: &JsValue) -> Read<GameRecord> {
        let object = object(value, &["start", "moves"])?;
        let start = within("start", PositionDoc::from_js(&required(&object, "start")?))?;
        let moves = within("moves", array(&required(&object, "moves")?))?
            .iter()
            .enumerate()
            .map(|(index, mv)| within(&format!("moves[{index}]"), MoveDoc::from_js(&mv)))
            .collect::<Read<_>>()?;
        Ok(GameRecord { start, moves })
    }
}
