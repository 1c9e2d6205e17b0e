//! Moves of the four games and their JSON shapes. Each game reads its own
//! (`Move::from_doc`, in `rules`: `Rules::read_move`).

use serde::{Deserialize, Serialize};

use crate::player::Direction;

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
