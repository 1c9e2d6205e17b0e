//! The WebAssembly interface: a thin layer over `Game` for the browser.
//! Values cross in the shapes of docs/FORMAT.md; every error becomes a
//! JavaScript exception with a clear message and leaves the game unchanged.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::error::{Error, IllegalMove, PositionError};
use crate::game::{Game, GameRecord};
use crate::link::{self, LinkError};
use crate::moves::{Move, MoveDoc};
use crate::player::Direction;
use crate::position::{Position, PositionDoc};
use crate::rules;
use crate::topology::{RowKind, Stores, TopologyDoc};
use crate::variant::{Options, Variant};

fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    // Plain objects rather than Maps, so the page can read fields directly.
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

mod read;

/// Reads a value the page passes in (`read`: without serde's readers).
fn from_js<T: read::FromJs>(value: JsValue, what: &str) -> Result<T, Error> {
    T::from_js(&value).map_err(|e| Error::Json(format!("{what}: {e}")))
}

/// A plain object of `fields`, those undefined left out, built by hand:
/// far less code in the page's wasm than a serde-derived shape.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (name, value) in fields.iter().filter(|(_, value)| !value.is_undefined()) {
        // Setting a property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(name), value);
    }
    object.into()
}

/// An array of whole numbers.
fn numbers(values: impl IntoIterator<Item = usize>) -> JsValue {
    values
        .into_iter()
        .map(|n| JsValue::from_f64(n as f64))
        .collect::<js_sys::Array>()
        .into()
}

fn js_error(error: Error) -> JsError {
    JsError::new(&error.to_string())
}

/// A game in the browser, with its history.
#[wasm_bindgen]
pub struct WasmGame {
    game: Game,
}

#[wasm_bindgen]
impl WasmGame {
    /// A new game: `game` is "giuthi", "kiothi", "en-gehe" or "hus";
    /// `options` is `{holes, seeds, setup}` with any field left out;
    /// `starter` (0 or 1, default 0) the side to move first where the game
    /// lets the players choose (`describeGame`), else ignored: the game's
    /// own first mover begins.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &str, options: JsValue, starter: Option<u32>) -> Result<WasmGame, JsError> {
        let variant = Variant::from_id(game).map_err(js_error)?;
        let options: Options = if options.is_undefined() || options.is_null() {
            Options::default()
        } else {
            from_js(options, "options").map_err(js_error)?
        };
        match starter.map(|side| crate::player::Player::from_index(side as usize)) {
            None | Some(Some(crate::player::Player::South)) => Game::new(variant, options),
            Some(Some(starter)) => {
                rules::new_start(variant, options, starter).map(Game::from_position)
            }
            Some(None) => Err(Error::BadOption(format!(
                "the starter is 0 (South) or 1 (North), not {}",
                starter.unwrap_or_default()
            ))),
        }
        .map(|game| WasmGame { game })
        .map_err(js_error)
    }

    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(position: JsValue) -> Result<WasmGame, JsError> {
        let doc: PositionDoc = from_js(position, "position").map_err(js_error)?;
        let position = Position::try_from(doc).map_err(js_error)?;
        Ok(WasmGame {
            game: Game::from_position(position),
        })
    }

    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue) -> Result<WasmGame, JsError> {
        let record: GameRecord = from_js(record, "game record").map_err(js_error)?;
        Game::from_record(&record)
            .map(|game| WasmGame { game })
            .map_err(js_error)
    }

    pub fn position(&self) -> JsValue {
        to_js(self.game.position())
    }

    /// The position after the first `ply` moves in effect, or null.
    #[wasm_bindgen(js_name = positionAt)]
    pub fn position_at(&self, ply: usize) -> JsValue {
        self.game.position_at(ply).map_or(JsValue::NULL, to_js)
    }

    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> JsValue {
        to_js(&self.game.legal_moves())
    }

    /// Everything a page shows of the game at once, in one call: the
    /// position (and the one after `view_ply` moves, if given), the status
    /// as far as candidate moves of at most `allowance` laps decide it
    /// (`Game::status_within`: a few milliseconds' work for 100,000; when
    /// `settled` is false, `legalMoves` in a worker gives the full answer),
    /// Kiothi's opening choices,
    /// the scores, the ply, whether undo and redo are possible, the record.
    pub fn snapshot(&self, allowance: f64, view_ply: Option<usize>) -> JsValue {
        let game = &self.game;
        let position = game.position();
        let view_ply = view_ply.filter(|&ply| ply != game.ply() && ply <= game.ply());
        let shown = view_ply
            .and_then(|ply| game.position_at(ply))
            .unwrap_or(position);
        let status = game.status_within(allowance as u64);
        let opening = if status.outcome.is_some() {
            Vec::new()
        } else {
            rules::opening_choices(position)
        };
        let ply = |ply: usize| JsValue::from_f64(ply as f64);
        object(&[
            ("position", to_js(position)),
            ("shown", to_js(shown)),
            ("viewPly", view_ply.map_or(JsValue::NULL, ply)),
            ("outcome", to_js(&status.outcome)),
            ("legal", to_js(&status.moves)),
            ("settled", status.settled.into()),
            ("opening", to_js(&opening)),
            ("scores", to_js(&rules::outcome_scores(position))),
            ("shownScores", to_js(&rules::outcome_scores(shown))),
            ("ply", ply(game.ply())),
            ("canUndo", game.can_undo().into()),
            ("canRedo", game.can_redo().into()),
            ("record", to_js(&game.record())),
        ])
    }

    /// Kiothi's opening: the pairs of boma that may be emptied, with the
    /// warriors each pair lifts.
    #[wasm_bindgen(js_name = openingChoices)]
    pub fn opening_choices(&self) -> JsValue {
        let choices = if self.game.outcome().is_some() {
            Vec::new()
        } else {
            rules::opening_choices(self.game.position())
        };
        to_js(&choices)
    }

    /// Kiothi's opening as the player composes it, for the page to show
    /// before the move is made: the boma `empty` chosen so far (at most
    /// two) and `place[b]` warriors placed on boma `b`. Returns `{pits,
    /// lifted, left, choosing, pickable, move}`: the boma as they would
    /// stand, the warriors lifted and those not yet placed, whether boma to
    /// empty are still being chosen, the boma that may be picked now, and
    /// the move once complete (else null). Throws outside the opening and
    /// for a choice no opening has.
    #[wasm_bindgen(js_name = openingPreview)]
    pub fn opening_preview(&self, empty: Vec<u32>, place: Vec<u32>) -> Result<JsValue, JsError> {
        let empty: Vec<usize> = empty.into_iter().map(|b| b as usize).collect();
        let preview =
            rules::opening_preview(self.game.position(), &empty, &place).map_err(js_error)?;
        Ok(object(&[
            (
                "pits",
                numbers(preview.pits.iter().map(|&n| usize::from(n))),
            ),
            ("lifted", preview.lifted.into()),
            ("left", preview.left.into()),
            ("choosing", preview.choosing.into()),
            ("pickable", numbers(preview.pickable)),
            (
                "move",
                preview
                    .complete
                    .map_or(JsValue::NULL, |r| to_js(&Move::Redistribute(r))),
            ),
        ]))
    }

    /// Why the player to move cannot start a move from board pit `pit`, or
    /// null if they can.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, pit: usize) -> JsValue {
        match self.game.pit_refusal(pit) {
            Some(error) => JsValue::from_str(&error.to_string()),
            None => JsValue::NULL,
        }
    }

    /// Why no move may start from board pit `pit`, as data a page can word
    /// in any language: `{reason, landing?}`, or null if a move can start
    /// there. `reason` names the refusal ("single-seed", "empty-pit", ...);
    /// `landing` is the board pit of Kiothi's first-lap restriction.
    #[wasm_bindgen(js_name = whyNotReason)]
    pub fn why_not_reason(&self, pit: usize) -> JsValue {
        self.game
            .pit_refusal(pit)
            .map_or(JsValue::NULL, |refusal| to_js(&RefusalDoc::from(&refusal)))
    }

    /// Why the move may not be played now, as data like `whyNotReason`
    /// (`{reason, landing?}`), or null if it may: the count picker says
    /// why it skips a count. A document that is no move of this game is
    /// an error.
    #[wasm_bindgen(js_name = whyNotMove)]
    pub fn why_not_move(&self, mv: JsValue) -> Result<JsValue, JsError> {
        let doc: MoveDoc = from_js(mv, "move").map_err(js_error)?;
        let mv = Move::from_doc(&doc, self.game.position()).map_err(js_error)?;
        Ok(match self.game.preview(&mv) {
            Ok(_) => JsValue::NULL,
            Err(Error::IllegalMove(refusal)) => to_js(&RefusalDoc::from(&refusal)),
            Err(error) => return Err(js_error(error)),
        })
    }

    /// Plays a move and returns its trace.
    pub fn play(&mut self, mv: JsValue) -> Result<JsValue, JsError> {
        let doc: MoveDoc = from_js(mv, "move").map_err(js_error)?;
        let mv = Move::from_doc(&doc, self.game.position()).map_err(js_error)?;
        self.game.play(&mv).map(to_js).map_err(js_error)
    }

    /// The trace `play` would return for the move, the game unchanged (a
    /// preview of where it goes); refuses what `play` refuses.
    pub fn preview(&self, mv: JsValue) -> Result<JsValue, JsError> {
        let doc: MoveDoc = from_js(mv, "move").map_err(js_error)?;
        let mv = Move::from_doc(&doc, self.game.position()).map_err(js_error)?;
        self.game
            .preview(&mv)
            .map(|trace| to_js(&trace))
            .map_err(js_error)
    }

    pub fn undo(&mut self) -> Result<(), JsError> {
        self.game.undo().map_err(js_error)
    }

    /// Replays the next undone move and returns its trace.
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        self.game.redo().map(to_js).map_err(js_error)
    }

    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// The result once the game is over, else null.
    pub fn outcome(&self) -> JsValue {
        to_js(&self.game.outcome())
    }

    /// Both players' scores as they stand.
    pub fn scores(&self) -> JsValue {
        to_js(&rules::outcome_scores(self.game.position()))
    }

    /// The game record (start position and moves in effect).
    pub fn record(&self) -> JsValue {
        to_js(&self.game.record())
    }

    /// The moves in effect with their traces, oldest first.
    pub fn history(&self) -> JsValue {
        to_js(self.game.traces())
    }

    pub fn ply(&self) -> usize {
        self.game.ply()
    }

    /// The game as a link (the text after `#`): what it is for, its start
    /// and the moves in effect. `kind` is "look", "friend" or "computer"
    /// (then `side`, the computer's, 0 or 1, and its `level`); omitted, a
    /// friend's game (whoever opens it plays the side to move, as links of
    /// version 1 open). See src/link/.
    pub fn link(
        &self,
        kind: Option<String>,
        side: Option<usize>,
        level: Option<String>,
    ) -> Result<String, JsError> {
        let play = match kind {
            None => link::Play::Friend,
            Some(kind) => link::Play::from_parts(&kind, side, level.as_deref())
                .ok_or_else(|| JsError::new("not a way of playing a link"))?,
        };
        link::encode(&self.game, play).map_err(|error| JsError::new(&error.to_string()))
    }

    /// Reads a link (without the `#`): `{game, options, play, error}`.
    /// `play` is what the game is for, `{kind, side?, level?}` as `link`
    /// takes it, or null for a link of version 1 (which does not say) or one
    /// not read that far. `game` is the game as far as the link could be
    /// read, at its last move, or
    /// undefined when not even its start could be; `options` the board
    /// options `{holes, seeds, setup?}` when the game begins from its own
    /// start, else null (an edited start); `error` is null or `{kind,
    /// message, index?, expected?, read?, version?}` (see `LinkErrorDoc`).
    /// Never throws.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(text: &str) -> JsValue {
        let decoded = link::decode(text);
        let reading = js_sys::Object::new();
        let options = decoded
            .game
            .as_ref()
            .and_then(|game| link::standard_options(game.start()))
            .map_or(JsValue::NULL, |options| to_js(&options));
        let _ = js_sys::Reflect::set(&reading, &"options".into(), &options);
        let play = decoded.play.map_or(JsValue::NULL, play_to_js);
        let _ = js_sys::Reflect::set(&reading, &"play".into(), &play);
        let game = decoded.game.map(|game| JsValue::from(WasmGame { game }));
        let error = decoded
            .error
            .as_ref()
            .map_or(JsValue::NULL, |error| to_js(&LinkErrorDoc::from(error)));
        // Setting a property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(
            &reading,
            &"game".into(),
            &game.unwrap_or(JsValue::UNDEFINED),
        );
        let _ = js_sys::Reflect::set(&reading, &"error".into(), &error);
        reading.into()
    }
}

/// A link's `Play` for the page: `{kind}`, and for "computer" `side` and
/// `level`.
fn play_to_js(play: link::Play) -> JsValue {
    let doc = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&doc, &"kind".into(), &play.kind().into());
    if let link::Play::Computer { side, level } = play {
        let _ = js_sys::Reflect::set(&doc, &"side".into(), &(side.index() as u32).into());
        let _ = js_sys::Reflect::set(&doc, &"level".into(), &level.id().into());
    }
    doc.into()
}

/// Why a link could not be read in full, as data a page words in its own
/// language: `kind` (`LinkError::kind`), the English `message`, and for
/// some kinds `index` (the move, from 0, that cannot be played), `expected`
/// and `read` (moves promised and moves present), `version`.
#[derive(Serialize)]
struct LinkErrorDoc {
    kind: &'static str,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    expected: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    read: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    version: Option<u32>,
}

impl From<&LinkError> for LinkErrorDoc {
    fn from(error: &LinkError) -> Self {
        let mut doc = LinkErrorDoc {
            kind: error.kind(),
            message: error.to_string(),
            index: None,
            expected: None,
            read: None,
            version: None,
        };
        match *error {
            LinkError::BadMove { index, .. }
            | LinkError::Tampered {
                bad_move: Some(index),
            } => doc.index = Some(index),
            LinkError::Truncated { expected, read } => {
                doc.expected = expected;
                doc.read = Some(read);
            }
            LinkError::FutureVersion(version) => doc.version = Some(version),
            _ => {}
        }
        doc
    }
}

/// Checks a position document as the engine reads it, for a position
/// editor: `{ok: true, position, over}` with the position as the engine
/// will play it (`over`: the game is already over there), or `{ok: false,
/// message, problem?}`, `problem` (`problem_doc`) when the position itself
/// is wrong (not its JSON). Never throws.
#[wasm_bindgen(js_name = checkPosition)]
pub fn check_position(doc: JsValue) -> JsValue {
    match from_js::<PositionDoc>(doc, "position").and_then(Position::try_from) {
        Ok(position) => {
            let game = Game::from_position(position);
            object(&[
                ("ok", true.into()),
                ("position", to_js(game.start())),
                ("over", game.outcome().is_some().into()),
            ])
        }
        Err(error) => {
            let problem = match &error {
                Error::BadPosition(problem) => problem_doc(problem),
                _ => JsValue::UNDEFINED,
            };
            object(&[
                ("ok", false.into()),
                ("message", error.to_string().into()),
                ("problem", problem),
            ])
        }
    }
}

/// A position's problem as the page words it: `{kind, ...}` with the
/// numbers and names the words need (docs/FORMAT.md, "Position errors").
fn problem_doc(problem: &PositionError) -> JsValue {
    let n = |n: usize| JsValue::from_f64(n as f64);
    let i = |n: i64| JsValue::from_f64(n as f64);
    let (kind, fields): (&str, Vec<(&str, JsValue)>) = match *problem {
        PositionError::Holes { rule, holes } => {
            ("holes", vec![("rule", rule.into()), ("holes", i(holes))])
        }
        PositionError::PitCount { rows, holes, given } => (
            "pit-count",
            vec![("rows", n(rows)), ("holes", n(holes)), ("given", n(given))],
        ),
        PositionError::NegativePit { pit, count } => {
            ("negative-pit", vec![("pit", n(pit)), ("count", i(count))])
        }
        PositionError::NegativeCaptured { player, count } => (
            "negative-captured",
            vec![("player", n(player)), ("count", i(count))],
        ),
        PositionError::TooManySeeds { max } => ("too-many-seeds", vec![("max", max.into())]),
        PositionError::HusCaptured => ("hus-captured", vec![]),
        PositionError::ToMove { given } => ("to-move", vec![("given", i(given))]),
        PositionError::KiothiFields { game } => ("kiothi-fields", vec![("name", game.into())]),
        PositionError::MarkOffBoard { list, boma } => (
            "mark-off-board",
            vec![("name", list.into()), ("boma", i(boma))],
        ),
        PositionError::Setup { given } => ("setup", vec![("given", i(given))]),
        PositionError::MarksInOpening => ("marks-in-opening", vec![]),
    };
    let doc = object(&fields);
    // Setting a property on a fresh plain object cannot fail.
    let _ = js_sys::Reflect::set(&doc, &"kind".into(), &kind.into());
    doc
}

#[derive(Serialize)]
struct RefusalDoc {
    reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    landing: Option<usize>,
}

impl From<&IllegalMove> for RefusalDoc {
    fn from(refusal: &IllegalMove) -> Self {
        let reason = match refusal {
            IllegalMove::GameOver => "game-over",
            IllegalMove::NotThisGame => "not-this-game",
            IllegalMove::PitOutOfRange { .. } => "out-of-range",
            IllegalMove::NotOwnPit { .. } => "not-own-pit",
            IllegalMove::EmptyPit { .. } => "empty-pit",
            IllegalMove::SingleSeed { .. } => "single-seed",
            IllegalMove::ZeroCount => "zero-count",
            IllegalMove::CountTooLarge { .. } => "count-too-large",
            IllegalMove::FirstLapEndsInOwnOccupied { .. } => "first-lap-own-occupied",
            IllegalMove::Endless => "endless",
            IllegalMove::NotInOpening => "not-in-opening",
            IllegalMove::InOpening => "in-opening",
            IllegalMove::OpeningPitsNotDistinct => "opening-not-distinct",
            IllegalMove::OpeningPitNotOccupied { .. } => "opening-not-occupied",
            IllegalMove::OpeningWrongTotal { .. } => "opening-wrong-total",
        };
        let landing = match refusal {
            IllegalMove::FirstLapEndsInOwnOccupied { landing, .. } => Some(*landing),
            _ => None,
        };
        RefusalDoc { reason, landing }
    }
}

/// The board sizes and seed counts a game accepts, as the engine checks
/// them: `{holes: [..], seeds: [..]}` for a new-game form.
#[wasm_bindgen(js_name = boardSizes)]
pub fn board_sizes(game: &str) -> Result<JsValue, JsError> {
    let variant = Variant::from_id(game).map_err(js_error)?;
    let default = variant.default_options();
    let holes = (1..=crate::variant::MAX_PITS / 2).filter(|&holes| variant.holes_allowed(holes));
    let seeds = (1..=32).filter(|&seeds| Options { seeds, ..default }.resolve(variant).is_ok());
    Ok(object(&[
        ("holes", numbers(holes)),
        ("seeds", numbers(seeds.map(usize::from))),
    ]))
}

/// What a page needs to know of a game to start it and offer its moves,
/// from the game's own definition (`Rules::DESCRIPTION`): `{chooseStarter,
/// move, marks}`: whether the players may choose who begins; what a move
/// names besides its pit, `"pit"` (nothing), `"direction"` or `"count"`;
/// whether its positions carry Kiothi's marks (docs/FORMAT.md).
#[wasm_bindgen(js_name = describeGame)]
pub fn describe_game(game: &str) -> Result<JsValue, JsError> {
    let description = rules::describe(Variant::from_id(game).map_err(js_error)?);
    Ok(object(&[
        ("chooseStarter", description.starter_choice.into()),
        ("move", description.move_shape.id().into()),
        ("marks", description.marks.into()),
    ]))
}

/// How a board of `holes` pits a row is drawn and numbered, from the
/// game's own definition: `{rows, cols, stores, cells: [{pit, row, col,
/// side, ring, number, move_number, ccw, cw}]}`, cells in pit order, rows
/// from the top of the drawing as South sees it; `ccw` and `cw` are the
/// first pits a sowing from the pit reaches each way. The page draws from
/// this and knows no board of its own.
#[wasm_bindgen(js_name = boardTopology)]
pub fn board_topology(game: &str, holes: usize) -> Result<JsValue, JsError> {
    let variant = Variant::from_id(game).map_err(js_error)?;
    if !variant.holes_allowed(holes) {
        return Err(JsError::new(variant.holes_rule()));
    }
    let topology = rules::topology(variant, holes);
    let doc = TopologyDoc::from(topology);
    let cells: js_sys::Array = doc
        .cells
        .iter()
        .map(|cell| {
            let ring = match cell.ring {
                Some(RowKind::Outer) => "outer".into(),
                Some(RowKind::Inner) => "inner".into(),
                _ => JsValue::NULL,
            };
            let reached = |dir| (topology.first_reached(cell.pit, dir) as f64).into();
            object(&[
                ("pit", (cell.pit as f64).into()),
                ("row", (cell.row as f64).into()),
                ("col", (cell.col as f64).into()),
                ("side", (cell.side as u8).into()),
                ("ring", ring),
                ("number", (cell.number as f64).into()),
                ("move_number", (cell.move_number as f64).into()),
                ("ccw", reached(Direction::Ccw)),
                ("cw", reached(Direction::Cw)),
            ])
        })
        .collect();
    let stores = match doc.stores {
        Stores::Piles => "piles",
        Stores::Ends => "ends",
        Stores::None => "none",
    };
    Ok(object(&[
        ("rows", (doc.rows as f64).into()),
        ("cols", (doc.cols as f64).into()),
        ("stores", stores.into()),
        ("cells", cells.into()),
    ]))
}

/// The presets of every game: `{game: [{holes, seeds, setup?, traditional}]}`.
#[wasm_bindgen]
pub fn presets() -> JsValue {
    let all: Vec<(&str, JsValue)> = Variant::ALL
        .iter()
        .map(|variant| {
            let list: js_sys::Array = variant
                .presets()
                .iter()
                .map(|preset| {
                    object(&[
                        ("holes", (preset.holes as f64).into()),
                        ("seeds", preset.seeds.into()),
                        (
                            "setup",
                            preset.setup.map_or(JsValue::UNDEFINED, JsValue::from),
                        ),
                        ("traditional", preset.traditional.into()),
                    ])
                })
                .collect();
            (variant.id(), list.into())
        })
        .collect();
    object(&all)
}

/// The computer opponent, for the page's worker (www/engine/worker.js).
/// Built only with the `computer` feature, into the worker's own
/// WebAssembly (www/pkg/computer/): the search adds 26 KB gzipped, which
/// the page's first load has no room for. A wasm call cannot be interrupted, so the
/// worker thinks in slices and reads its messages between them; cancelling
/// is freeing the search.
#[cfg(feature = "computer")]
mod computer {
    use wasm_bindgen::prelude::*;

    use super::{from_js, js_error, to_js};
    use crate::ai::solve::{Limits, Solver};
    use crate::ai::{Clock, Level, Search, Settings, Slice};
    use crate::game::{Game, GameRecord};
    use crate::rng::Rng;
    use wasm_bindgen::JsCast;

    /// The browser's monotonic clock: `performance.now()`, in a window or a
    /// worker alike. The search itself never touches the web.
    struct PerformanceClock(Option<web_sys::Performance>);

    impl PerformanceClock {
        fn new() -> PerformanceClock {
            let global = js_sys::global();
            let performance = match global.dyn_into::<web_sys::Window>() {
                Ok(window) => window.performance(),
                Err(global) => global
                    .dyn_into::<web_sys::WorkerGlobalScope>()
                    .ok()
                    .and_then(|worker| worker.performance()),
            };
            PerformanceClock(performance)
        }
    }

    impl Clock for PerformanceClock {
        /// Without a clock (no such browser is known) time stands still and
        /// the search stops at its depth or node limits instead.
        fn now_ms(&self) -> f64 {
            self.0.as_ref().map_or(0.0, |performance| performance.now())
        }
    }

    /// One decision of the computer in the making (`ai::Search`).
    #[wasm_bindgen]
    pub struct WasmSearch {
        search: Search,
        clock: PerformanceClock,
    }

    #[wasm_bindgen]
    impl WasmSearch {
        /// A decision for the player to move in `record` (a game record
        /// `{start, moves}`, so that the repetition rules see the game's
        /// history). `level` is "random", "beginner", "intermediate" or
        /// "strong"; `budget_ms` is the thinking time for the whole
        /// decision, counted from the first step (0: the engine's default,
        /// `ai::DEFAULT_BUDGET_MS`); `seed` (a whole number, for tests that
        /// need a decision to repeat) chooses among equal moves, and without
        /// it the engine seeds itself from the browser's randomness.
        /// Throws for a bad record or level and for a finished game.
        #[wasm_bindgen(constructor)]
        pub fn new(
            record: JsValue,
            level: &str,
            budget_ms: f64,
            seed: Option<f64>,
        ) -> Result<WasmSearch, JsError> {
            let level = Level::from_id(level)
                .ok_or_else(|| JsError::new(&format!("unknown computer level {level:?}")))?;
            let record: GameRecord = from_js(record, "game record").map_err(js_error)?;
            let game = Game::from_record(&record).map_err(js_error)?;
            let seed = seed.map_or_else(Rng::entropy_seed, |seed| seed as u64);
            let mut settings = Settings::new(level, seed);
            if budget_ms.is_finite() && budget_ms > 0.0 {
                settings.budget_ms = Some(budget_ms);
            }
            Search::new(&game, settings)
                .map(|search| WasmSearch {
                    search,
                    clock: PerformanceClock::new(),
                })
                .map_err(js_error)
        }

        /// Thinks for at most `slice_ms` and says where the search stands:
        /// `{state: "thinking", move, depth, nodes}` or `{state: "done", move,
        /// value, depth, nodes}` (docs/AI.md), moves as in docs/FORMAT.md.
        pub fn step(&mut self, slice_ms: f64) -> JsValue {
            let slice_ms = if slice_ms.is_finite() && slice_ms > 0.0 {
                slice_ms
            } else {
                MIN_SLICE_MS
            };
            to_js(&self.search.step(&self.clock, Slice::ms(slice_ms)))
        }
    }

    /// What every move of a position in a game is worth (`ai::solve`):
    /// a solver whose table lasts from one call to the next, so that a
    /// page analysing one game asks again with more time and gets deeper.
    #[wasm_bindgen]
    pub struct WasmSolver {
        solver: Solver,
        clock: PerformanceClock,
    }

    /// The worker's solver table: about 100 bytes an entry.
    const SOLVER_ENTRIES: usize = 1 << 18;

    #[wasm_bindgen]
    impl WasmSolver {
        #[wasm_bindgen(constructor)]
        pub fn new() -> WasmSolver {
            WasmSolver {
                solver: Solver::new(SOLVER_ENTRIES),
                clock: PerformanceClock::new(),
            }
        }

        /// Analyses the position after the first `ply` moves of `record`
        /// (all of them when absent) for about `ms` milliseconds:
        /// `{proven, result, margin, depth, best, line, moves: [{move,
        /// result, margin, proven, depth}], nodes}` (docs/SOLVER.md). Throws
        /// for a bad record or ply and for Kiothi's opening.
        pub fn analyse(
            &mut self,
            record: JsValue,
            ply: Option<u32>,
            ms: f64,
        ) -> Result<JsValue, JsError> {
            let record: GameRecord = from_js(record, "game record").map_err(js_error)?;
            let mut game = Game::from_record(&record).map_err(js_error)?;
            let ply = ply.map_or(game.ply(), |ply| ply as usize);
            if ply > game.ply() {
                return Err(JsError::new(&format!(
                    "ply {ply} is past the game's {} moves",
                    game.ply()
                )));
            }
            while game.ply() > ply {
                game.undo().map_err(js_error)?;
            }
            let limits = Limits {
                ms: Some(if ms.is_finite() && ms > 0.0 {
                    ms
                } else {
                    MIN_SLICE_MS
                }),
                nodes: None,
            };
            self.solver
                .analyse(&game, limits, &self.clock)
                .map(|analysis| to_js(&analysis))
                .map_err(js_error)
        }
    }

    impl Default for WasmSolver {
        fn default() -> Self {
            WasmSolver::new()
        }
    }

    /// The slice a step takes when given no usable length.
    const MIN_SLICE_MS: f64 = 1.0;
}
