//! The shape of a board: its rows as drawn from South's seat, which pits
//! each player owns, the loop each player sows around, which pits face each
//! other, and how a move names a pit. Each game describes its own board
//! (`topology` in `rules/<game>.rs`); positions, links, the evaluator, the
//! soak and the page all read it from there.

use std::ops::Range;

use serde::Serialize;

use crate::player::{Direction, Player};
use crate::variant::MAX_PITS;

/// A row of pits as the board is drawn, seen from South's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// The board pit drawn leftmost.
    pub first: usize,
    /// Whether board numbers rise from left to right along the row.
    pub rising: bool,
    pub owner: Player,
    pub kind: RowKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RowKind {
    /// The one row of a player on a two-row board.
    Only,
    /// Hus: the row at the player's edge of the board.
    Outer,
    /// Hus: the row next to the opponent's.
    Inner,
}

/// Which loop a move is sown around.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loops {
    /// Every pit of the board, counter-clockwise.
    Board,
    /// Each player's own pits only (Hus).
    Own,
}

/// Where captured seeds go, for drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Stores {
    /// A pile beside the board, on the capturer's side.
    Piles,
    /// A prison at each end of the board (Kiothi).
    Ends,
    /// None: captured seeds are sown again at once (Hus).
    None,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topology {
    holes: usize,
    /// From the top of the drawing (North's edge) down.
    rows: [Row; 4],
    row_count: usize,
    /// Each player's board pits, `start..end`.
    own: [(usize, usize); 2],
    loops: Loops,
    pub(crate) stores: Stores,
    /// `facing` and `behind` worked out once per board (captures look them
    /// up on every move); `NONE` where a pit has none.
    facing: [u8; MAX_PITS],
    behind: [u8; MAX_PITS],
}

const NONE: u8 = u8::MAX;

/// The loop of pits a move travels: the pits `base .. base + len` of the
/// board, counter-clockwise being the direction of rising index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ring {
    pub base: usize,
    pub len: usize,
}

impl Ring {
    /// The pit `steps` pits after `pit` in direction `dir`.
    pub fn step(self, pit: usize, dir: Direction, steps: usize) -> usize {
        let offset = pit - self.base;
        let steps = steps % self.len;
        self.base
            + match dir {
                Direction::Ccw => (offset + steps) % self.len,
                Direction::Cw => (offset + self.len - steps) % self.len,
            }
    }

    /// How many drops a lap from `from` in `dir` makes before its first seed
    /// falls into a pit of `range` (a stretch of the ring shorter than it).
    pub fn drops_to_reach(self, from: usize, dir: Direction, range: &Range<usize>) -> usize {
        let next = self.step(from, dir, 1);
        if range.contains(&next) {
            return 1;
        }
        let entry = match dir {
            Direction::Ccw => range.start,
            Direction::Cw => range.end - 1,
        };
        let len = self.len;
        match dir {
            Direction::Ccw => (entry + len - from) % len,
            Direction::Cw => (from + len - entry) % len,
        }
    }
}

impl Topology {
    /// A board of `rows` of `holes` pits each, listed from the top of the
    /// drawing; each player's rows must cover one stretch of board numbers.
    // Once per board size: not worth its code at every caller.
    #[inline(never)]
    pub(crate) fn new(holes: usize, rows: &[Row], loops: Loops, stores: Stores) -> Topology {
        let mut padded = [rows[0]; 4];
        padded[..rows.len()].copy_from_slice(rows);
        let own = Player::BOTH.map(|player| {
            let pits = rows
                .iter()
                .filter(|row| row.owner == player)
                .flat_map(|row| [row.first, row.pit_at(holes - 1)]);
            let (low, high) = pits.fold((usize::MAX, 0), |(low, high), pit| {
                (low.min(pit), high.max(pit))
            });
            (low, high + 1)
        });
        let mut topology = Topology {
            holes,
            rows: padded,
            row_count: rows.len(),
            own,
            loops,
            stores,
            facing: [NONE; MAX_PITS],
            behind: [NONE; MAX_PITS],
        };
        for pit in 0..topology.len().min(MAX_PITS) {
            let across = |found: Option<usize>| found.map_or(NONE, |pit| pit as u8);
            topology.facing[pit] = across(topology.find_facing(pit));
            topology.behind[pit] = across(topology.find_behind(pit));
        }
        topology
    }

    pub(crate) fn len(&self) -> usize {
        self.row_count * self.holes
    }

    pub fn rows(&self) -> &[Row] {
        &self.rows[..self.row_count]
    }

    /// The board pits a player owns.
    pub fn own_pits(&self, player: Player) -> Range<usize> {
        let (start, end) = self.own[player.index()];
        start..end
    }

    pub fn owner(&self, pit: usize) -> Player {
        let (start, end) = self.own[0];
        if (start..end).contains(&pit) {
            Player::South
        } else {
            Player::North
        }
    }

    /// The loop a player's moves are sown around.
    pub(crate) fn ring(&self, player: Player) -> Ring {
        self.ring_of(self.loops, player)
    }

    /// `ring` for a game that names its loops as a constant (`Rules::LOOPS`),
    /// so that the sowing is compiled for a known start of the loop (pit 0
    /// for a whole board): a tenth of a random Giuthi game's instructions.
    #[inline(always)]
    pub(crate) fn ring_of(&self, loops: Loops, player: Player) -> Ring {
        debug_assert_eq!(loops, self.loops);
        let pits = match loops {
            Loops::Board => 0..self.len(),
            Loops::Own => self.own_pits(player),
        };
        Ring {
            base: pits.start,
            len: pits.len(),
        }
    }

    /// The first pit a sowing from `pit` in direction `dir` reaches, around
    /// the loop that the pit's owner sows (so that a page can show which way
    /// a direction goes).
    pub fn first_reached(&self, pit: usize, dir: Direction) -> usize {
        self.ring(self.owner(pit)).step(pit, dir, 1)
    }

    /// The number a move of `player` gives board pit `pit` (Hus: its index
    /// in the player's own loop; the others: the board pit), if it is theirs.
    pub fn move_number(&self, player: Player, pit: usize) -> Option<usize> {
        let own = self.own_pits(player);
        own.contains(&pit).then(|| match self.loops {
            Loops::Board => pit,
            Loops::Own => pit - own.start,
        })
    }

    /// The row (from the top) and column (from the left) where a pit is drawn.
    pub fn cell(&self, pit: usize) -> Option<(usize, usize)> {
        self.rows().iter().enumerate().find_map(|(index, row)| {
            let column = if row.rising {
                pit.checked_sub(row.first)
            } else {
                row.first.checked_sub(pit)
            };
            column.filter(|&c| c < self.holes).map(|c| (index, c))
        })
    }

    fn pit_in(&self, row: usize, column: usize) -> usize {
        self.rows[row].pit_at(column)
    }

    /// The pit across the middle of the board from `pit`, for pits of the
    /// two middle rows (on two rows: every pit).
    pub fn facing(&self, pit: usize) -> Option<usize> {
        Self::lookup(&self.facing, pit)
    }

    /// Four rows: the pit behind the middle-row pit `pit`, in the same
    /// column at its owner's edge of the board.
    pub fn behind(&self, pit: usize) -> Option<usize> {
        Self::lookup(&self.behind, pit)
    }

    fn lookup(table: &[u8; MAX_PITS], pit: usize) -> Option<usize> {
        table
            .get(pit)
            .filter(|&&found| found != NONE)
            .map(|&found| usize::from(found))
    }

    fn find_facing(&self, pit: usize) -> Option<usize> {
        let (row, column) = self.cell(pit)?;
        let middle = self.row_count / 2;
        match row + 1 {
            r if r == middle => Some(self.pit_in(middle, column)),
            r if r == middle + 1 => Some(self.pit_in(middle - 1, column)),
            _ => None,
        }
    }

    fn find_behind(&self, pit: usize) -> Option<usize> {
        let (row, column) = self.cell(pit)?;
        if self.row_count != 4 {
            return None;
        }
        match row {
            1 => Some(self.pit_in(0, column)),
            2 => Some(self.pit_in(3, column)),
            _ => None,
        }
    }

    /// How the owner of a pit counts it: from their own left, from 1.
    pub fn number_from_owners_left(&self, pit: usize) -> Option<usize> {
        let (_, column) = self.cell(pit)?;
        Some(match self.owner(pit) {
            Player::South => column + 1,
            Player::North => self.holes - column,
        })
    }

    /// Every pit with where it is drawn and how it is named, in pit order,
    /// for a front end to draw and number the board without knowing a rule.
    pub fn cells(&self) -> Vec<Cell> {
        (0..self.len())
            .map(|pit| {
                let (row, col) = self.cell(pit).expect("the rows cover the board");
                let owner = self.owner(pit);
                Cell {
                    pit,
                    row,
                    col,
                    side: owner,
                    ring: match self.rows[row].kind {
                        RowKind::Only => None,
                        kind => Some(kind),
                    },
                    number: self
                        .number_from_owners_left(pit)
                        .expect("every pit is drawn"),
                    move_number: self.move_number(owner, pit).expect("its owner's pit"),
                }
            })
            .collect()
    }
}

impl Row {
    fn pit_at(&self, column: usize) -> usize {
        if self.rising {
            self.first + column
        } else {
            self.first - column
        }
    }
}

/// One pit of a board as the page draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub pit: usize,
    /// From the top of the drawing (North's edge), seen from South's seat.
    pub row: usize,
    /// From the left, seen from South's seat.
    pub col: usize,
    pub side: Player,
    /// Hus: which of the owner's two rows; none on a two-row board.
    pub ring: Option<RowKind>,
    /// The owner's name for it: counted from their own left, from 1.
    pub number: usize,
    /// The number a move from this pit gives it.
    pub move_number: usize,
}

/// A board as the page receives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TopologyDoc {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<Cell>,
    pub stores: Stores,
}

impl From<&Topology> for TopologyDoc {
    fn from(topology: &Topology) -> Self {
        TopologyDoc {
            rows: topology.row_count,
            cols: topology.holes,
            cells: topology.cells(),
            stores: topology.stores,
        }
    }
}
