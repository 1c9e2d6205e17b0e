//! Moves of the four games and their JSON shapes.

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::player::Direction;
use crate::position::{Phase, Position};
use crate::variant::Variant;

/// Kiothi's 20 boma.
pub const KIOTHI_BOMA: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// En Gehé: a pit index. Hus: an index of the mover's own loop.
    Pit(usize),
    /// Giuthi: a pit and the direction of the first lap.
    Directed { pit: usize, dir: Direction },
    /// Kiothi: lift `count` warriors of a boma.
    Harvest { pit: usize, count: u32 },
    /// Kiothi's opening: empty two own boma and place their warriors.
    Redistribute(Redistribution),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Redistribution {
    pub empty: [usize; 2],
    /// Warriors added to each boma.
    pub place: [u16; KIOTHI_BOMA],
}

impl Move {
    /// The pit a sowing move starts from (none for the opening).
    pub fn pit(&self) -> Option<usize> {
        match *self {
            Move::Pit(pit) | Move::Directed { pit, .. } | Move::Harvest { pit, .. } => Some(pit),
            Move::Redistribute(_) => None,
        }
    }

    /// Reads a move document as a move of the game in `position`, checking its
    /// shape (not yet its legality).
    pub fn from_doc(doc: &MoveDoc, position: &Position) -> Result<Move, Error> {
        let bad = |message: &str| Err(Error::BadMove(message.to_string()));
        let index = |value: i64, what: &str| {
            usize::try_from(value)
                .map_err(|_| Error::BadMove(format!("{what} must not be negative, not {value}")))
        };
        let only = |allowed: &[&str]| -> Result<(), Error> {
            let present = [
                ("pit", doc.pit.is_some()),
                ("dir", doc.dir.is_some()),
                ("count", doc.count.is_some()),
                ("empty", doc.empty.is_some()),
                ("place", doc.place.is_some()),
            ];
            match present
                .iter()
                .find(|(name, here)| *here && !allowed.contains(name))
            {
                Some((name, _)) => Err(Error::BadMove(format!(
                    "a {} move has no field \"{name}\"",
                    position.variant().id()
                ))),
                None => Ok(()),
            }
        };
        match position.variant() {
            Variant::EnGehe | Variant::Hus => {
                only(&["pit"])?;
                match doc.pit {
                    Some(pit) => Ok(Move::Pit(index(pit, "pit")?)),
                    None => bad("expected {\"pit\": N}"),
                }
            }
            Variant::Giuthi => {
                only(&["pit", "dir"])?;
                match (doc.pit, doc.dir) {
                    (Some(pit), Some(dir)) => Ok(Move::Directed { pit: index(pit, "pit")?, dir }),
                    (Some(_), None) => bad("a Giuthi move names the direction of its first lap: \"dir\": \"ccw\" or \"cw\""),
                    _ => bad("expected {\"pit\": N, \"dir\": \"ccw\" or \"cw\"}"),
                }
            }
            Variant::Kiothi if doc.empty.is_some() || doc.place.is_some() => {
                only(&["empty", "place"])?;
                let (Some(empty), Some(place)) = (&doc.empty, &doc.place) else {
                    return bad(
                        "an opening move has both \"empty\" (two boma) and \"place\" (20 counts)",
                    );
                };
                let [first, second] = empty[..] else {
                    return bad("an opening move empties exactly two boma");
                };
                if place.len() != KIOTHI_BOMA {
                    return bad("\"place\" gives a count for each of the 20 boma");
                }
                let mut counts = [0u16; KIOTHI_BOMA];
                for (boma, &count) in place.iter().enumerate() {
                    counts[boma] = u16::try_from(count).map_err(|_| {
                        Error::BadMove(format!("cannot place {count} warriors on boma {boma}"))
                    })?;
                }
                Ok(Move::Redistribute(Redistribution {
                    empty: [index(first, "empty")?, index(second, "empty")?],
                    place: counts,
                }))
            }
            Variant::Kiothi => {
                only(&["pit", "count"])?;
                let Some(pit) = doc.pit else {
                    return bad(if position.phase() == Phase::Opening {
                        "the opening expects {\"empty\": [a, b], \"place\": [20 counts]}"
                    } else {
                        "expected {\"pit\": N, \"count\": K}"
                    });
                };
                let pit = index(pit, "pit")?;
                // Without a count, the whole boma is lifted, the usual harvest.
                let count = match doc.count {
                    Some(count) => u32::try_from(count).map_err(|_| {
                        Error::BadMove(format!("count must not be negative, not {count}"))
                    })?,
                    None => position.pits().get(pit).map_or(0, |&c| u32::from(c)),
                };
                Ok(Move::Harvest { pit, count })
            }
        }
    }

    pub fn from_json(text: &str, position: &Position) -> Result<Move, Error> {
        let doc: MoveDoc = serde_json::from_str(text).map_err(|e| Error::Json(e.to_string()))?;
        Move::from_doc(&doc, position)
    }

    pub fn to_doc(&self) -> MoveDoc {
        let mut doc = MoveDoc::default();
        match *self {
            Move::Pit(pit) => doc.pit = Some(pit as i64),
            Move::Directed { pit, dir } => {
                doc.pit = Some(pit as i64);
                doc.dir = Some(dir);
            }
            Move::Harvest { pit, count } => {
                doc.pit = Some(pit as i64);
                doc.count = Some(i64::from(count));
            }
            Move::Redistribute(r) => {
                doc.empty = Some(r.empty.iter().map(|&pit| pit as i64).collect());
                doc.place = Some(r.place.iter().map(|&count| i64::from(count)).collect());
            }
        }
        doc
    }
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_doc().serialize(serializer)
    }
}

/// A move as JSON carries it; which fields it has depends on the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveDoc {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pit: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dir: Option<Direction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empty: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<Vec<i64>>,
}
