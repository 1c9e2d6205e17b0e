//! A game in progress: its start, the moves played, undo and redo, the
//! repetition rules that depend on history, and the game record.

use std::cell::OnceCell;

use serde::{Deserialize, Serialize};

use crate::error::{Error, IllegalMove};
use crate::moves::{Move, MoveDoc};
use crate::position::{Position, PositionDoc};
use crate::repetition::Repetitions;
use crate::rules::{self, Choices, Outcome};
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
    /// The positions before the current one (`positions[..current]`), for
    /// the repetition rule.
    earlier: Repetitions,
    /// The current position's result and legal moves, each worked out once.
    outcome: OnceCell<Option<Outcome>>,
    legal: OnceCell<Vec<Move>>,
}

/// Where a game stands: its result, or the moves the player to move has.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Status {
    /// None while the game goes on, and while it is not yet known.
    pub outcome: Option<Outcome>,
    /// The legal moves (none once the game is over, none in Kiothi's
    /// opening), or those known so far when `settled` is false.
    pub moves: Vec<Move>,
    /// False when some candidate moves were not decided within the laps
    /// allowed (see `Game::status_within`).
    pub settled: bool,
}

impl Game {
    pub fn new(variant: Variant, options: Options) -> Result<Game, Error> {
        Ok(Game::from_position(Position::new(variant, options)?))
    }

    /// A game from a position. Giuthi: if the player to move has no legal
    /// move but the other has, the game starts with that player's pass.
    pub fn from_position(mut start: Position) -> Game {
        rules::settle_pass(&mut start);
        Game {
            positions: vec![start],
            moves: Vec::new(),
            traces: Vec::new(),
            current: 0,
            earlier: Repetitions::default(),
            outcome: OnceCell::new(),
            legal: OnceCell::new(),
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
        *self.outcome.get_or_init(|| {
            self.repetition_draw()
                .or_else(|| rules::outcome(self.position()))
        })
    }

    fn repetition_draw(&self) -> Option<Outcome> {
        let position = self.position();
        let reason = self.earlier.draw(position)?;
        Some(Outcome::draw(rules::outcome_scores(position), reason))
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.legal().to_vec()
    }

    /// Every choice now, the opening's redistributions included
    /// (`rules::Choices`); no move once the game is over.
    pub fn choices(&self) -> Choices {
        match rules::redistributions(self.position()) {
            Some(redistributions) => Choices::Redistributions(redistributions),
            None => Choices::Moves(self.legal_moves()),
        }
    }

    fn legal(&self) -> &[Move] {
        self.legal.get_or_init(|| {
            if self.outcome().is_some() {
                Vec::new()
            } else {
                rules::legal_moves(self.position())
            }
        })
    }

    /// The result and the legal moves.
    pub fn status(&self) -> Status {
        Status {
            outcome: self.outcome(),
            moves: self.legal_moves(),
            settled: true,
        }
    }

    /// The status as far as candidate moves of at most `allowance` laps
    /// decide it, for a page that must answer at once and leaves the rare
    /// longer checks to a worker (`status`). Every part of it is bounded:
    /// the result is only worked out here when the listing is settled or
    /// has found a move (which means the game goes on).
    pub fn status_within(&self, allowance: u64) -> Status {
        if self.legal.get().is_some() {
            return self.status();
        }
        if let Some(draw) = self.repetition_draw() {
            return Status {
                outcome: Some(draw),
                moves: Vec::new(),
                settled: true,
            };
        }
        let (moves, settled) = rules::legal_moves_within(self.position(), allowance);
        if !moves.is_empty() {
            // A player who can move has not lost the game to the no-move rule.
            let _ = self.outcome.set(None);
        }
        if settled {
            let _ = self.legal.set(moves);
            return self.status();
        }
        Status {
            outcome: None,
            moves,
            settled: false,
        }
    }

    /// Why no move may start from board pit `pit` now, or None.
    pub fn pit_refusal(&self, pit: usize) -> Option<IllegalMove> {
        if self.outcome().is_some() {
            return Some(IllegalMove::GameOver);
        }
        rules::pit_refusal(self.position(), pit, self.legal())
    }

    /// Plays a move after the current one (dropping any moves that could
    /// have been redone). A refused move changes nothing.
    pub fn play(&mut self, mv: &Move) -> Result<&Trace, Error> {
        let (next, trace) = self.try_move(mv)?;
        self.forget_status();
        self.moves.truncate(self.current);
        self.traces.truncate(self.current);
        self.positions.truncate(self.current + 1);
        self.moves.push(*mv);
        self.traces.push(trace);
        self.positions.push(next);
        self.earlier.push(&self.positions[self.current]);
        self.current += 1;
        Ok(&self.traces[self.current - 1])
    }

    /// What `play` would do with the move, without playing it: the same
    /// trace, or the same refusal (a page shows where a move would go).
    pub fn preview(&self, mv: &Move) -> Result<Trace, Error> {
        self.try_move(mv).map(|(_, trace)| trace)
    }

    /// The position after the move and its trace, the game unchanged.
    fn try_move(&self, mv: &Move) -> Result<(Position, Trace), Error> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver.into());
        }
        let listed = self.legal.get().is_some_and(|legal| legal.contains(mv));
        Ok(if listed {
            rules::play_legal(self.position(), mv)?
        } else {
            rules::play(self.position(), mv)?
        })
    }

    pub fn undo(&mut self) -> Result<(), Error> {
        if !self.can_undo() {
            return Err(Error::NoHistory("there is no move to undo"));
        }
        self.current -= 1;
        self.earlier.pop();
        self.forget_status();
        Ok(())
    }

    /// Replays the next undone move; returns its trace.
    pub fn redo(&mut self) -> Result<&Trace, Error> {
        if !self.can_redo() {
            return Err(Error::NoHistory("there is no move to redo"));
        }
        self.earlier.push(&self.positions[self.current]);
        self.current += 1;
        self.forget_status();
        Ok(&self.traces[self.current - 1])
    }

    fn forget_status(&mut self) {
        self.outcome = OnceCell::new();
        self.legal = OnceCell::new();
    }
}
