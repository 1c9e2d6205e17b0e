//! A game in progress: its start, the moves played, undo and redo, the
//! repetition rules that depend on history, and the game record.

use serde::{Deserialize, Serialize};

use crate::error::{Error, IllegalMove};
use crate::moves::{Move, MoveDoc};
use crate::position::{Position, PositionDoc};
use crate::rules::{self, Outcome};
use crate::trace::Trace;
use crate::variant::{Options, Variant};

/// A whole game as JSON carries it: the start position and the moves
/// played from it. Replaying it gives the same game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub start: PositionDoc,
    pub moves: Vec<MoveDoc>,
}

impl GameRecord {
    pub fn from_json(text: &str) -> Result<GameRecord, Error> {
        serde_json::from_str(text).map_err(|e| Error::Json(e.to_string()))
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves.
    positions: Vec<Position>,
    moves: Vec<Move>,
    traces: Vec<Trace>,
    /// How many of `moves` are in effect; the rest can be redone.
    current: usize,
}

impl Game {
    pub fn new(variant: Variant, options: Options) -> Result<Game, Error> {
        Ok(Game::from_position(Position::new(variant, options)?))
    }

    pub fn from_position(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            traces: Vec::new(),
            current: 0,
        }
    }

    /// Replays a record; a move that cannot be played is reported with its
    /// number.
    pub fn from_record(record: &GameRecord) -> Result<Game, Error> {
        let start = Position::try_from(record.start.clone())?;
        let mut game = Game::from_position(start);
        for (index, doc) in record.moves.iter().enumerate() {
            Move::from_doc(doc, game.position())
                .and_then(|mv| game.play(&mv).map(|_| ()))
                .map_err(|error| Error::BadRecord {
                    index,
                    error: Box::new(error),
                })?;
        }
        Ok(game)
    }

    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    pub fn position(&self) -> &Position {
        &self.positions[self.current]
    }

    /// The position after the first `ply` moves in effect.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions[..=self.current].get(ply)
    }

    /// The moves in effect, oldest first.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.current]
    }

    /// The traces of the moves in effect.
    pub fn traces(&self) -> &[Trace] {
        &self.traces[..self.current]
    }

    pub fn ply(&self) -> usize {
        self.current
    }

    pub fn can_undo(&self) -> bool {
        self.current > 0
    }

    pub fn can_redo(&self) -> bool {
        self.current < self.moves.len()
    }

    pub fn record(&self) -> GameRecord {
        GameRecord {
            start: PositionDoc::from(self.start()),
            moves: self.moves().iter().map(Move::to_doc).collect(),
        }
    }

    /// The result, if the game is over: by the game's own end rule or by a
    /// repetition (Giuthi: any repeat; the others: a third occurrence).
    pub fn outcome(&self) -> Option<Outcome> {
        let position = self.position();
        let (limit, reason) = rules::repetition_rule(position.variant());
        let earlier = &self.positions[..self.current];
        if earlier
            .iter()
            .filter(|p| p.same_placement(position))
            .count()
            >= limit
        {
            return Some(Outcome::draw(rules::outcome_scores(position), reason));
        }
        rules::outcome(position)
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        rules::legal_moves(self.position())
    }

    /// The moves known to be legal when each may sow at most `max_laps`
    /// laps, and whether that settled them all (see
    /// `rules::legal_moves_within`).
    pub fn legal_moves_within(&self, max_laps: u64) -> (Vec<Move>, bool) {
        if self.outcome().is_some() {
            return (Vec::new(), true);
        }
        rules::legal_moves_within(self.position(), max_laps)
    }

    /// Why no move may start from board pit `pit` now, or None.
    pub fn pit_refusal(&self, pit: usize) -> Option<IllegalMove> {
        if self.outcome().is_some() {
            return Some(IllegalMove::GameOver);
        }
        rules::pit_refusal(self.position(), pit)
    }

    /// Plays a move after the current one (dropping any moves that could
    /// have been redone). A refused move changes nothing.
    pub fn play(&mut self, mv: &Move) -> Result<&Trace, Error> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver.into());
        }
        let (next, trace) = rules::play(self.position(), mv)?;
        self.moves.truncate(self.current);
        self.traces.truncate(self.current);
        self.positions.truncate(self.current + 1);
        self.moves.push(*mv);
        self.traces.push(trace);
        self.positions.push(next);
        self.current += 1;
        Ok(&self.traces[self.current - 1])
    }

    pub fn undo(&mut self) -> Result<(), Error> {
        if !self.can_undo() {
            return Err(Error::NoHistory("there is no move to undo"));
        }
        self.current -= 1;
        Ok(())
    }

    /// Replays the next undone move; returns its trace.
    pub fn redo(&mut self) -> Result<&Trace, Error> {
        if !self.can_redo() {
            return Err(Error::NoHistory("there is no move to redo"));
        }
        self.current += 1;
        Ok(&self.traces[self.current - 1])
    }
}
