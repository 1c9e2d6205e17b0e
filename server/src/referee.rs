//! The referee: one live game as plain data, without sockets or a store.
//!
//! A game is its settings (`GameMeta`) and the numbered events that changed
//! it (`Event`). `Referee::decide` checks a player's message against the
//! game as it stands and answers with the events it makes, the game
//! untouched; only `Referee::apply` changes the game, and the server applies
//! an event only after the store has kept it. Replaying the stored events
//! gives the same game, so a restarted server or a second instance holds
//! exactly the game the first one held.

use mancala::link::{self, LinkError};
use mancala::{Game, Move, MoveDoc, Outcome};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::protocol::{ClientMessage, Code, OfferKind, Refusal, Seat};

/// The bounds of a game's clock settings (docs/LIVE.md).
pub const MIN_INITIAL_MS: u64 = 1_000;
pub const MAX_INITIAL_MS: u64 = 3 * 60 * 60 * 1000;
pub const MAX_INCREMENT_MS: u64 = 180_000;
/// A live game's start is refused unless the engine settles every one of
/// its first moves within this many laps each (the rule's own limit is a
/// million, about a tenth of a second for one move): a start crafted to
/// make the first moves cost the most is turned away when it is made.
pub const START_LAPS: u64 = 10_000;
/// Offers of one kind a seat may make at one ply (each may be withdrawn or
/// declined): enough to change one's mind, not enough to fill the store.
pub const OFFERS_PER_PLY: u8 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockSettings {
    pub initial_ms: u64,
    pub increment_ms: u64,
}

/// Both seats' values, in the protocol's shape `{"south": .., "north": ..}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seats<T> {
    pub south: T,
    pub north: T,
}

impl<T> Seats<T> {
    pub fn get(&self, seat: Seat) -> &T {
        match seat {
            Seat::South => &self.south,
            Seat::North => &self.north,
        }
    }

    pub fn get_mut(&mut self, seat: Seat) -> &mut T {
        match seat {
            Seat::South => &mut self.south,
            Seat::North => &mut self.north,
        }
    }
}

/// What a game is made with; never changes after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameMeta {
    pub id: String,
    /// The start as the engine's link text, with no moves.
    pub start: String,
    pub clock: Option<ClockSettings>,
    pub creator: Seat,
    pub tokens: Seats<String>,
}

/// A request to make a game (`POST /live/games`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateRequest {
    pub start: String,
    pub clock: Option<ClockSettings>,
    pub creator: Value,
}

impl CreateRequest {
    /// Checks the request: the creator's seat, or the refusal's code
    /// (docs/LIVE.md, "POST /live/games") and message.
    pub fn check(&self) -> Result<Seat, (&'static str, String)> {
        let creator = match self.creator.as_str() {
            Some("south") => Seat::South,
            Some("north") => Seat::North,
            _ => return Err(("bad-seat", "creator is \"south\" or \"north\"".to_string())),
        };
        if let Some(clock) = self.clock {
            let initial = MIN_INITIAL_MS..=MAX_INITIAL_MS;
            if !initial.contains(&clock.initial_ms) || clock.increment_ms > MAX_INCREMENT_MS {
                return Err((
                    "bad-clock",
                    format!(
                        "a clock has {MIN_INITIAL_MS} to {MAX_INITIAL_MS} ms and an increment \
                         of at most {MAX_INCREMENT_MS} ms"
                    ),
                ));
            }
        }
        let game =
            read_start(&self.start).map_err(|refusal| (refusal.code(), refusal.to_string()))?;
        if !game.status_within(START_LAPS).settled {
            let refusal = StartRefusal::Costly;
            return Err((refusal.code(), refusal.to_string()));
        }
        Ok(creator)
    }
}

/// Why a start link is refused, for the HTTP answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartRefusal {
    BadLink(LinkError),
    HasMoves(usize),
    GameOver,
    /// Its first moves are not settled within `START_LAPS` laps each.
    Costly,
}

/// The game a start link gives: read in full by the engine, with no moves,
/// not already over.
pub fn read_start(text: &str) -> Result<Game, StartRefusal> {
    let decoded = link::decode(text);
    if let Some(error) = decoded.error {
        return Err(StartRefusal::BadLink(error));
    }
    let Some(game) = decoded.game else {
        return Err(StartRefusal::BadLink(LinkError::Empty));
    };
    if game.ply() > 0 {
        return Err(StartRefusal::HasMoves(game.ply()));
    }
    if game.outcome().is_some() {
        return Err(StartRefusal::GameOver);
    }
    Ok(game)
}

impl StartRefusal {
    pub fn code(&self) -> &'static str {
        match self {
            StartRefusal::BadLink(_) => "bad-link",
            StartRefusal::HasMoves(_) => "link-has-moves",
            StartRefusal::GameOver => "game-over",
            StartRefusal::Costly => "costly-start",
        }
    }
}

impl std::fmt::Display for StartRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartRefusal::BadLink(error) => write!(f, "the start link cannot be read: {error}"),
            StartRefusal::HasMoves(moves) => write!(
                f,
                "the start link holds {moves} moves; a live game starts from a start position"
            ),
            StartRefusal::GameOver => write!(f, "the start position is already finished"),
            StartRefusal::Costly => write!(
                f,
                "the start's first moves sow for too long to be checked at once \
                 (over {START_LAPS} laps); choose another start"
            ),
        }
    }
}

/// Why a game ended, beyond its own rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EndReason {
    Rules,
    Resign,
    Agreed,
    Flag,
    Abandoned,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LiveResult {
    pub winner: Option<Seat>,
    pub reason: EndReason,
    /// The engine's result, when the rules ended the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

/// A change of a game, as the store keeps it. Times are the server's clock
/// (ms), so that replaying the events gives the same clocks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "camelCase", deny_unknown_fields)]
pub enum Event {
    /// Both seats have been held: from now on an away seat may abandon.
    Begun {
        at: u64,
    },
    Move {
        ply: u64,
        #[serde(rename = "move")]
        mv: MoveDoc,
        at: u64,
    },
    Offer {
        kind: OfferKind,
        by: Seat,
    },
    Withdraw {
        kind: OfferKind,
        by: Seat,
    },
    Decline {
        kind: OfferKind,
        by: Seat,
    },
    TakeBack {
        to_ply: u64,
        at: u64,
    },
    Resign {
        by: Seat,
        at: u64,
    },
    DrawAgreed {
        at: u64,
    },
    Flag {
        loser: Seat,
        at: u64,
    },
    Abandon {
        loser: Option<Seat>,
        at: u64,
    },
    RematchAsk {
        by: Seat,
    },
    Rematch {
        game: String,
    },
}

/// A player's message, as the referee decides it.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Move {
        ply: u64,
        mv: MoveDoc,
    },
    Resign,
    Offer {
        kind: OfferKind,
        ply: u64,
    },
    Answer {
        kind: OfferKind,
        ply: u64,
        accept: bool,
    },
    Withdraw {
        kind: OfferKind,
    },
    Rematch,
}

impl Command {
    /// The command a player's message asks the referee for, or None for a
    /// message the socket answers itself (join, ping).
    pub fn of_message(message: ClientMessage) -> Option<Command> {
        Some(match message {
            ClientMessage::Move { ply, mv } => Command::Move { ply, mv },
            ClientMessage::Resign {} => Command::Resign,
            ClientMessage::Offer { kind, ply } => Command::Offer { kind, ply },
            ClientMessage::Answer { kind, ply, accept } => Command::Answer { kind, ply, accept },
            ClientMessage::Withdraw { kind } => Command::Withdraw { kind },
            ClientMessage::Rematch {} => Command::Rematch,
            ClientMessage::Join { .. } | ClientMessage::Ping {} => return None,
        })
    }
}

/// What a decided command makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub events: Vec<Event>,
    /// Both players have now asked for a rematch: the server makes the new
    /// game and adds its `Event::Rematch`.
    pub make_rematch: bool,
}

impl Decision {
    fn of(events: Vec<Event>) -> Decision {
        Decision {
            events,
            make_rematch: false,
        }
    }
}

/// What an applied event changed, for the server to tell the sockets.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    Begun,
    Moved { ply: u64, mv: Value, trace: Value },
    TakenBack { ply: u64 },
    Offers { declined: Option<(OfferKind, Seat)> },
    Over,
    Rematch { game: String },
}

/// The clock while a game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ClockState {
    settings: ClockSettings,
    remaining: [u64; 2],
    /// The seat whose clock runs and since when.
    running: Option<(Seat, u64)>,
}

impl ClockState {
    /// Charges the running clock up to `at` and stops it.
    fn stop(&mut self, at: u64) {
        if let Some((seat, since)) = self.running.take() {
            let used = at.saturating_sub(since);
            let left = &mut self.remaining[seat.index()];
            *left = left.saturating_sub(used);
        }
    }

    fn remaining_at(&self, seat: Seat, now: u64) -> u64 {
        let left = self.remaining[seat.index()];
        match self.running {
            Some((running, since)) if running == seat => {
                left.saturating_sub(now.saturating_sub(since))
            }
            _ => left,
        }
    }
}

/// A live game.
#[derive(Clone, Debug)]
pub struct Referee {
    meta: GameMeta,
    game: Game,
    /// How many events have been applied: the number the next one gets.
    events: u64,
    clock: Option<ClockState>,
    /// The seat that made the pending draw and take-back offers.
    offers: [Option<Seat>; 2],
    /// Offers made since the last move or take-back, by seat and kind.
    offers_at_ply: [[u8; 2]; 2],
    rematch_asks: [bool; 2],
    rematch_game: Option<String>,
    result: Option<LiveResult>,
    begun: bool,
}

fn offer_index(kind: OfferKind) -> usize {
    match kind {
        OfferKind::Draw => 0,
        OfferKind::Takeback => 1,
    }
}

impl Referee {
    /// A game as its settings make it, before any event. The start was
    /// checked when the game was made; a stored one that no longer reads is
    /// refused here.
    pub fn new(meta: GameMeta) -> Result<Referee, String> {
        let game = read_start(&meta.start).map_err(|refusal| refusal.to_string())?;
        let clock = meta.clock.map(|settings| ClockState {
            settings,
            remaining: [settings.initial_ms; 2],
            running: None,
        });
        Ok(Referee {
            meta,
            game,
            events: 0,
            clock,
            offers: [None; 2],
            offers_at_ply: [[0; 2]; 2],
            rematch_asks: [false; 2],
            rematch_game: None,
            result: None,
            begun: false,
        })
    }

    /// A game from its settings and stored events.
    pub fn replay(meta: GameMeta, events: &[Event]) -> Result<Referee, String> {
        let mut referee = Referee::new(meta)?;
        for event in events {
            referee.apply(event)?;
        }
        Ok(referee)
    }

    pub fn meta(&self) -> &GameMeta {
        &self.meta
    }

    pub fn id(&self) -> &str {
        &self.meta.id
    }

    /// The number of events applied.
    pub fn event_count(&self) -> u64 {
        self.events
    }

    pub fn ply(&self) -> u64 {
        self.game.ply() as u64
    }

    pub fn result(&self) -> Option<&LiveResult> {
        self.result.as_ref()
    }

    pub fn has_begun(&self) -> bool {
        self.begun
    }

    pub fn rematch_game(&self) -> Option<&str> {
        self.rematch_game.as_deref()
    }

    /// The seat a token holds, compared in constant time.
    pub fn seat_of(&self, token: &str) -> Option<Seat> {
        Seat::BOTH
            .into_iter()
            .find(|&seat| same_secret(self.meta.tokens.get(seat), token))
    }

    /// The seat to move, or None once the game is over.
    pub fn to_move(&self) -> Option<Seat> {
        if self.result.is_some() {
            None
        } else {
            Some(Seat::of_player(self.game.position().to_move()))
        }
    }

    /// The settings of a rematch: the same start and clock, seats swapped.
    pub fn rematch_meta(&self, id: String, tokens: Seats<String>) -> GameMeta {
        GameMeta {
            id,
            start: self.meta.start.clone(),
            clock: self.meta.clock,
            creator: self.meta.creator.other(),
            tokens,
        }
    }

    /// Checks a message of `seat` (None: a watcher) at `now`; the events it
    /// makes, or why it is refused. The game is not changed.
    pub fn decide(
        &self,
        seat: Option<Seat>,
        command: &Command,
        now: u64,
    ) -> Result<Decision, Refusal> {
        let seat = seat.ok_or_else(|| Refusal::new(Code::Watcher, "a watcher cannot play"))?;
        if *command != Command::Rematch && self.result.is_some() {
            return Err(Refusal::new(Code::GameOver, "the game is over"));
        }
        match *command {
            Command::Rematch => self.decide_rematch(seat),
            Command::Move { ply, ref mv } => {
                self.check_ply(ply)?;
                if self.to_move() != Some(seat) {
                    return Err(Refusal::new(Code::NotYourTurn, "it is not your turn"));
                }
                let mv = Move::from_doc(mv, self.game.position())
                    .map_err(|error| Refusal::new(Code::BadMove, error.to_string()))?;
                self.game
                    .preview(&mv)
                    .map_err(|error| Refusal::new(Code::IllegalMove, error.to_string()))?;
                Ok(Decision::of(vec![Event::Move {
                    ply,
                    mv: mv.to_doc(),
                    at: now,
                }]))
            }
            Command::Resign => Ok(Decision::of(vec![Event::Resign { by: seat, at: now }])),
            Command::Offer { kind, ply } => {
                self.check_ply(ply)?;
                if let Some(by) = self.offers[offer_index(kind)] {
                    return Err(Refusal::new(
                        Code::OfferPending,
                        format!("{} already offered", by.name()),
                    ));
                }
                if self.offers_at_ply[seat.index()][offer_index(kind)] >= OFFERS_PER_PLY {
                    return Err(Refusal::new(
                        Code::OfferLimit,
                        format!("at most {OFFERS_PER_PLY} offers of a kind at one move"),
                    ));
                }
                if kind == OfferKind::Takeback && self.last_move_of(seat).is_none() {
                    return Err(Refusal::new(
                        Code::NothingToTakeBack,
                        "you have no move to take back",
                    ));
                }
                Ok(Decision::of(vec![Event::Offer { kind, by: seat }]))
            }
            Command::Answer { kind, ply, accept } => {
                let offerer = seat.other();
                if self.offers[offer_index(kind)] != Some(offerer) {
                    return Err(Refusal::new(
                        Code::NoOffer,
                        "the opponent made no such offer",
                    ));
                }
                self.check_ply(ply)?;
                let event = match (accept, kind) {
                    (false, _) => Event::Decline { kind, by: seat },
                    (true, OfferKind::Draw) => Event::DrawAgreed { at: now },
                    (true, OfferKind::Takeback) => Event::TakeBack {
                        to_ply: self
                            .last_move_of(offerer)
                            .expect("a take-back is offered only after the offerer's move"),
                        at: now,
                    },
                };
                Ok(Decision::of(vec![event]))
            }
            Command::Withdraw { kind } => {
                if self.offers[offer_index(kind)] != Some(seat) {
                    return Err(Refusal::new(Code::NoOffer, "you made no such offer"));
                }
                Ok(Decision::of(vec![Event::Withdraw { kind, by: seat }]))
            }
        }
    }

    fn decide_rematch(&self, seat: Seat) -> Result<Decision, Refusal> {
        if self.result.is_none() {
            return Err(Refusal::new(Code::NotOver, "the game is not over"));
        }
        if self.rematch_asks[seat.index()] || self.rematch_game.is_some() {
            return Err(Refusal::new(
                Code::OfferPending,
                "you have already asked for a rematch",
            ));
        }
        Ok(Decision {
            events: vec![Event::RematchAsk { by: seat }],
            make_rematch: self.rematch_asks[seat.other().index()],
        })
    }

    fn check_ply(&self, ply: u64) -> Result<(), Refusal> {
        if ply == self.ply() {
            Ok(())
        } else {
            Err(Refusal::new(
                Code::StalePly,
                format!("the game is at ply {}, not {ply}", self.ply()),
            ))
        }
    }

    /// The ply of `seat`'s most recent move in effect.
    fn last_move_of(&self, seat: Seat) -> Option<u64> {
        self.game
            .traces()
            .iter()
            .rposition(|trace| Seat::of_player(trace.player) == seat)
            .map(|ply| ply as u64)
    }

    /// The events that time makes at `now`: a clock run out, an abandoned
    /// seat, or the start of the game once both seats have been held.
    /// `away_since[seat]` is None while a socket holds the seat.
    pub fn due(&self, now: u64, away_since: Seats<Option<u64>>, abandon_ms: u64) -> Vec<Event> {
        if self.result.is_some() {
            return Vec::new();
        }
        if let Some((seat, since)) = self.clock.and_then(|clock| clock.running) {
            let left = self.clock.map_or(0, |clock| clock.remaining[seat.index()]);
            let fall = since.saturating_add(left);
            if now >= fall {
                return vec![Event::Flag {
                    loser: seat,
                    at: fall,
                }];
            }
        }
        if !self.begun {
            if away_since.south.is_none() && away_since.north.is_none() {
                return vec![Event::Begun { at: now }];
            }
            return Vec::new();
        }
        let gone = |seat: Seat| {
            away_since
                .get(seat)
                .is_some_and(|since| now >= since.saturating_add(abandon_ms))
        };
        match (gone(Seat::South), gone(Seat::North)) {
            (true, true) => vec![Event::Abandon {
                loser: None,
                at: now,
            }],
            (true, false) => vec![Event::Abandon {
                loser: Some(Seat::South),
                at: now,
            }],
            (false, true) => vec![Event::Abandon {
                loser: Some(Seat::North),
                at: now,
            }],
            (false, false) => Vec::new(),
        }
    }

    /// Applies a kept event. Events that `decide` and `due` made always
    /// apply; one that does not (a damaged store) is refused, the game
    /// unchanged.
    pub fn apply(&mut self, event: &Event) -> Result<Change, String> {
        let change = match *event {
            Event::Begun { .. } => {
                self.begun = true;
                Change::Begun
            }
            Event::Move { ply, ref mv, at } => {
                if ply != self.ply() || self.result.is_some() {
                    return Err(format!("a move at ply {ply} of a game at {}", self.ply()));
                }
                let mv = Move::from_doc(mv, self.game.position()).map_err(|e| e.to_string())?;
                let mover = Seat::of_player(self.game.position().to_move());
                let trace = self.game.play(&mv).map_err(|e| e.to_string())?;
                let trace = serde_json::to_value(trace).map_err(|e| e.to_string())?;
                self.offers = [None; 2];
                self.offers_at_ply = [[0; 2]; 2];
                if let Some(clock) = &mut self.clock {
                    clock.stop(at);
                    let left = &mut clock.remaining[mover.index()];
                    *left = left.saturating_add(clock.settings.increment_ms);
                }
                self.settle_rules_end(at);
                Change::Moved {
                    ply,
                    mv: json!(mv),
                    trace,
                }
            }
            Event::Offer { kind, by } => {
                self.offers[offer_index(kind)] = Some(by);
                let made = &mut self.offers_at_ply[by.index()][offer_index(kind)];
                *made = made.saturating_add(1);
                Change::Offers { declined: None }
            }
            Event::Withdraw { kind, .. } => {
                self.offers[offer_index(kind)] = None;
                Change::Offers { declined: None }
            }
            Event::Decline { kind, by } => {
                self.offers[offer_index(kind)] = None;
                Change::Offers {
                    declined: Some((kind, by)),
                }
            }
            Event::TakeBack { to_ply, at } => {
                if to_ply >= self.ply() {
                    return Err(format!("a take-back to ply {to_ply} at {}", self.ply()));
                }
                while self.ply() > to_ply {
                    self.game.undo().map_err(|e| e.to_string())?;
                }
                self.offers = [None; 2];
                self.offers_at_ply = [[0; 2]; 2];
                self.restart_clock(at);
                Change::TakenBack { ply: to_ply }
            }
            Event::Resign { by, at } => self.end(Some(by.other()), EndReason::Resign, at),
            Event::DrawAgreed { at } => self.end(None, EndReason::Agreed, at),
            Event::Flag { loser, at } => self.end(Some(loser.other()), EndReason::Flag, at),
            Event::Abandon { loser, at } => {
                self.end(loser.map(Seat::other), EndReason::Abandoned, at)
            }
            Event::RematchAsk { by } => {
                self.rematch_asks[by.index()] = true;
                Change::Offers { declined: None }
            }
            Event::Rematch { ref game } => {
                self.rematch_game = Some(game.clone());
                Change::Rematch { game: game.clone() }
            }
        };
        self.events += 1;
        Ok(change)
    }

    /// After a move: the rules' end stops the clock; else the clock of the
    /// seat now to move runs.
    fn settle_rules_end(&mut self, at: u64) {
        match self.game.outcome() {
            Some(outcome) => {
                self.result = Some(LiveResult {
                    winner: outcome.winner.map(Seat::of_player),
                    reason: EndReason::Rules,
                    outcome: Some(outcome),
                });
            }
            None => self.restart_clock(at),
        }
    }

    fn restart_clock(&mut self, at: u64) {
        let to_move = Seat::of_player(self.game.position().to_move());
        let started = self.ply() > 0;
        if let Some(clock) = &mut self.clock {
            clock.stop(at);
            clock.running = started.then_some((to_move, at));
        }
    }

    fn end(&mut self, winner: Option<Seat>, reason: EndReason, at: u64) -> Change {
        if let Some(clock) = &mut self.clock {
            if reason == EndReason::Flag {
                if let Some((seat, _)) = clock.running {
                    clock.remaining[seat.index()] = 0;
                }
                clock.running = None;
            } else {
                clock.stop(at);
            }
        }
        self.offers = [None; 2];
        self.result = Some(LiveResult {
            winner,
            reason,
            outcome: None,
        });
        Change::Over
    }

    /// The clock as of `now`, as docs/LIVE.md shows it; null without one.
    pub fn clock_json(&self, now: u64) -> Value {
        match &self.clock {
            None => Value::Null,
            Some(clock) => json!({
                "initialMs": clock.settings.initial_ms,
                "incrementMs": clock.settings.increment_ms,
                "remainingMs": {
                    "south": clock.remaining_at(Seat::South, now),
                    "north": clock.remaining_at(Seat::North, now),
                },
                "running": clock.running.map(|(seat, _)| seat),
            }),
        }
    }

    pub fn offers_json(&self) -> Value {
        let rematch: Vec<Seat> = Seat::BOTH
            .into_iter()
            .filter(|seat| self.rematch_asks[seat.index()])
            .collect();
        json!({
            "draw": self.offers[offer_index(OfferKind::Draw)],
            "takeback": self.offers[offer_index(OfferKind::Takeback)],
            "rematch": rematch,
        })
    }

    /// The moves in effect with their traces.
    pub fn moves_json(&self) -> Value {
        let moves: Vec<Value> = self
            .game
            .moves()
            .iter()
            .zip(self.game.traces())
            .enumerate()
            .map(|(ply, (mv, trace))| json!({"ply": ply, "move": mv, "trace": trace}))
            .collect();
        Value::Array(moves)
    }

    pub fn result_json(&self) -> Value {
        json!(self.result)
    }
}

/// Compares two secrets in time that depends only on their lengths.
fn same_secret(expected: &str, given: &str) -> bool {
    let (expected, given) = (expected.as_bytes(), given.as_bytes());
    expected.len() == given.len()
        && expected
            .iter()
            .zip(given)
            .fold(0u8, |differ, (a, b)| differ | (a ^ b))
            == 0
}

/// Reads `text` as a socket message and decides it for each seat and a
/// watcher on a Hus game three plies in; panics if a refused message
/// changed the game or an accepted one does not apply. For the fuzz target
/// (fuzz/fuzz_targets/live_message.rs) and its regression test.
pub fn check_message(text: &str) {
    use crate::protocol::parse;
    let Ok(message) = parse(text) else {
        return;
    };
    let Some(command) = Command::of_message(message) else {
        return;
    };
    let referee = fuzz_game();
    // A refusal changes nothing by construction (`decide` only reads the
    // referee); what is checked is that what it decides applies, each
    // event counted once.
    for seat in [Some(Seat::South), Some(Seat::North), None] {
        let Ok(decision) = referee.decide(seat, &command, 2_000) else {
            continue;
        };
        let mut copy = referee.clone();
        for event in &decision.events {
            copy.apply(event).expect("a decided event applies");
        }
        assert_eq!(
            copy.event_count(),
            referee.event_count() + decision.events.len() as u64
        );
    }
}

fn fuzz_game() -> Referee {
    let game = Game::new(mancala::Variant::Hus, mancala::Options::default())
        .expect("Hus's standard start");
    let meta = GameMeta {
        id: "fuzz".into(),
        start: link::encode(&game, link::Play::Look).expect("a start encodes"),
        clock: Some(ClockSettings {
            initial_ms: 60_000,
            increment_ms: 1_000,
        }),
        creator: Seat::South,
        tokens: Seats {
            south: "s".into(),
            north: "n".into(),
        },
    };
    let mut referee = Referee::new(meta).expect("the start reads");
    referee
        .apply(&Event::Begun { at: 0 })
        .expect("a game begins");
    for at in [1, 2, 3] {
        let mv = referee.game.legal_moves()[0];
        let ply = referee.ply();
        referee
            .apply(&Event::Move {
                ply,
                mv: mv.to_doc(),
                at,
            })
            .expect("a legal move applies");
    }
    referee
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_games_standard_start_is_within_the_start_budget() {
        for variant in mancala::Variant::ALL {
            let game = Game::new(variant, mancala::Options::default()).unwrap();
            let request = CreateRequest {
                start: link::encode(&game, link::Play::Look).unwrap(),
                clock: None,
                creator: json!("south"),
            };
            assert_eq!(request.check(), Ok(Seat::South), "{variant:?}");
        }
    }
}
