//! The live games this instance holds and the sockets on them: it loads a
//! game from the store, runs the referee's decisions through the store
//! (kept first, then applied and sent), and keeps the sockets told.
//!
//! Each game is behind its own lock, so its messages are decided one at a
//! time; with a shared store, a decision that lost the race to another
//! instance (`StoreError::Conflict`) catches up and is decided again.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::ws::Utf8Bytes;
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

use crate::clock::Clock;
use crate::engine::{Engine, Slot};
use crate::ids;
use crate::metrics::Metrics;
use crate::protocol::{Code, Refusal, Seat};
use crate::referee::{Change, Command, Event, GameMeta, Referee, Seats};
use crate::store::{Notice, PresenceReport, Store, StoreError};

/// What a socket's writer is given to send.
#[derive(Clone, Debug)]
pub enum Outgoing {
    Text(Utf8Bytes),
    /// Close with this code and reason.
    Close(u16, &'static str),
}

/// The most messages waiting for one socket; a socket that falls this far
/// behind is closed (it reconnects and gets the whole game).
pub const SOCKET_QUEUE: usize = 1024;

/// Another instance's reports are forgotten once it has not been heard from
/// for this long (it died): its sockets no longer count as present.
const REMOTE_PRESENCE_LIFETIME: Duration = Duration::from_secs(15);
/// How often an instance tells the others that it is running.
pub const PRESENCE_HEARTBEAT: Duration = Duration::from_secs(5);

/// How many times a decision is retried after losing a race.
const CONFLICT_RETRIES: usize = 8;
/// Why a game's sockets are closed when its state must be loaded again.
const DAMAGED: &str = "the game is loaded again; join again";
/// Games a sweep visits before it lets the worker run other tasks.
const SWEEP_GROUP: usize = 64;

pub struct Settings {
    pub abandon_ms: u64,
    /// Watchers one game takes on this instance; the next is refused
    /// (`watchers-full`).
    pub watchers_per_game: u32,
    /// Past this many events a game takes only a resignation (and what
    /// time makes: a flag, an abandonment), so that no game grows without
    /// end.
    pub max_events: u64,
    /// How long the store keeps a game that has not begun (both seats not
    /// yet held), and a finished game.
    pub invitation_ms: u64,
    pub finished_ms: u64,
}

struct Member {
    seat: Option<Seat>,
    sender: mpsc::Sender<Outgoing>,
    /// Told when the socket is dropped for falling behind: its full queue
    /// has no room for a close, so its own loop closes it.
    fallen_behind: Arc<Notify>,
}

struct Inner {
    /// Lent to the engine's pool while it decides or plays (`Engine::with`).
    referee: Slot<Referee>,
    members: HashMap<u64, Member>,
    /// Each other instance's last report on this game.
    remotes: HashMap<String, PresenceReport>,
    /// Since when each seat has had no socket, here or elsewhere; None
    /// while one holds it.
    away_since: Seats<Option<u64>>,
    /// The rematch's settings, once made or read.
    rematch: Option<GameMeta>,
    /// Who is here has changed since the sockets were last told: told by
    /// the next sweep, so that a crowd coming and going costs one
    /// `presence` message a sweep, not one per socket per change.
    presence_untold: bool,
    /// This instance's sockets have changed since the other instances were
    /// told (Some), and whether to ask them for theirs.
    report_untold: Option<bool>,
}

pub struct LiveGame {
    id: String,
    inner: tokio::sync::Mutex<Inner>,
}

pub struct Hub {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    settings: Settings,
    engine: Engine,
    metrics: Metrics,
    games: Mutex<HashMap<String, Arc<LiveGame>>>,
    next_socket: AtomicU64,
    /// When each other instance was last heard from (any notice).
    instances_heard: Mutex<HashMap<String, Instant>>,
}

/// What a successful join gives the socket.
pub struct Joined {
    pub game: Arc<LiveGame>,
    pub seat: Option<Seat>,
}

fn text(value: &Value) -> Outgoing {
    Outgoing::Text(Utf8Bytes::from(value.to_string()))
}

/// The `error` message for a refusal, with the current ply when known.
pub fn error_message(refusal: &Refusal, ply: Option<u64>) -> Outgoing {
    let mut message = json!({
        "t": "error",
        "code": refusal.code.as_str(),
        "message": refusal.message,
    });
    if let Some(ply) = ply {
        message["ply"] = json!(ply);
    }
    text(&message)
}

fn store_refusal(error: &StoreError) -> Refusal {
    match error {
        StoreError::Gone => Refusal::new(Code::Expired, "this game has expired"),
        _ => Refusal::new(Code::Store, error.to_string()),
    }
}

/// `ms` in words: whole days, else whole hours, else seconds.
fn duration_words(ms: u64) -> String {
    const HOUR: u64 = 60 * 60 * 1000;
    const DAY: u64 = 24 * HOUR;
    let (count, unit) = if ms >= DAY && ms.is_multiple_of(DAY) {
        (ms / DAY, "day")
    } else if ms >= HOUR && ms.is_multiple_of(HOUR) {
        (ms / HOUR, "hour")
    } else {
        (ms / 1000, "second")
    };
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {unit}{plural}")
}

impl Hub {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>, settings: Settings) -> Arc<Hub> {
        let hub = Arc::new(Hub {
            store,
            clock,
            settings,
            engine: Engine::per_core(),
            metrics: Metrics::new(),
            games: Mutex::new(HashMap::new()),
            next_socket: AtomicU64::new(1),
            instances_heard: Mutex::new(HashMap::new()),
        });
        if let Some(mut notices) = hub.store.notices() {
            let listener = Arc::clone(&hub);
            tokio::spawn(async move {
                while let Some(notice) = notices.recv().await {
                    listener.notice(notice).await;
                }
            });
        }
        hub
    }

    pub fn now(&self) -> u64 {
        self.clock.now_ms()
    }

    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    /// A store's failure, counted and told to the log.
    fn store_failed(&self, game: &str, error: &StoreError) {
        if matches!(error, StoreError::Failed(_)) {
            self.metrics.store_errors.inc();
        }
        eprintln!("mancala-server: game {game}: {error}");
    }

    /// A store's failure, counted, as the refusal a client is sent.
    fn store_refused(&self, error: &StoreError) -> Refusal {
        if matches!(error, StoreError::Failed(_)) {
            self.metrics.store_errors.inc();
        }
        store_refusal(error)
    }

    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    pub fn abandon_ms(&self) -> u64 {
        self.settings.abandon_ms
    }

    pub fn socket_id(&self) -> u64 {
        self.next_socket.fetch_add(1, Ordering::Relaxed)
    }

    /// How many games this instance holds.
    pub fn games_held(&self) -> usize {
        self.games.lock().map_or(0, |games| games.len())
    }

    /// Makes a game: its settings kept in the store, until the invitation
    /// expires unless both players have come.
    pub async fn create(&self, meta: GameMeta) -> Result<(), StoreError> {
        let id = meta.id.clone();
        let made = self.store.create(meta, self.settings.invitation_ms).await;
        if let Err(error) = &made {
            self.store_failed(&id, error);
        }
        made
    }

    /// The refusal of a join of a game the store no longer keeps.
    pub fn expired_refusal(&self) -> Refusal {
        Refusal::new(
            Code::Expired,
            format!(
                "this game has expired: a game nobody joined is kept {}, a finished game {}",
                duration_words(self.settings.invitation_ms),
                duration_words(self.settings.finished_ms)
            ),
        )
    }

    /// Removes from the store the games whose time is up; one held here
    /// (its invitation ran out with its creator still waiting) is let go,
    /// its sockets told and closed. The number removed.
    pub async fn purge(&self) -> Result<usize, StoreError> {
        let mut removed = 0;
        loop {
            let ids = self.store.purge().await?;
            if ids.is_empty() {
                return Ok(removed);
            }
            removed += ids.len();
            for id in ids {
                let Some(game) = self.held(&id) else {
                    continue;
                };
                let inner = game.inner.lock().await;
                let told = error_message(&self.expired_refusal(), None);
                for member in inner.members.values() {
                    let _ = member.sender.try_send(told.clone());
                    let _ = member
                        .sender
                        .try_send(Outgoing::Close(1000, "the game has expired"));
                }
                self.forget(&game);
            }
        }
    }

    /// The game's state, locked; None if its referee was not given back by
    /// the engine's pool (work that failed or was cancelled: a bug). Such a
    /// game is let go from memory and its sockets closed with 1012, so that
    /// the pages join again and the game is loaded from the store, which
    /// holds every kept event; nothing else reads a referee that is not there.
    async fn usable<'g>(
        &self,
        game: &'g Arc<LiveGame>,
    ) -> Option<tokio::sync::MutexGuard<'g, Inner>> {
        let inner = game.inner.lock().await;
        if !inner.referee.is_lent() {
            return Some(inner);
        }
        eprintln!(
            "mancala-server: game {}: its referee was not given back by the engine; loaded again on the next join",
            game.id
        );
        for member in inner.members.values() {
            let _ = member.sender.try_send(Outgoing::Close(1012, DAMAGED));
        }
        if self.is_held(game) {
            self.forget(game);
        }
        None
    }

    fn held(&self, id: &str) -> Option<Arc<LiveGame>> {
        self.games.lock().ok()?.get(id).cloned()
    }

    fn is_held(&self, game: &Arc<LiveGame>) -> bool {
        self.held(&game.id)
            .is_some_and(|held| Arc::ptr_eq(&held, game))
    }

    /// The game, from memory or else from the store.
    async fn game(&self, id: &str) -> Result<Option<Arc<LiveGame>>, Refusal> {
        if let Some(game) = self.held(id) {
            return Ok(Some(game));
        }
        let Some((meta, events)) = self
            .store
            .load(id.to_string())
            .await
            .map_err(|e| self.store_refused(&e))?
        else {
            let expired = self
                .store
                .expired(id.to_string())
                .await
                .map_err(|e| self.store_refused(&e))?;
            return if expired {
                Err(self.expired_refusal())
            } else {
                Ok(None)
            };
        };
        let unreadable = |why: String| {
            Refusal::new(
                Code::Store,
                format!("the stored game cannot be read: {why}"),
            )
        };
        let referee = self
            .engine
            .run(move || Referee::replay(meta, &events))
            .await
            .map_err(|failed| unreadable(failed.to_string()))?
            .map_err(unreadable)?;
        let now = self.now();
        let loaded = Arc::new(LiveGame {
            id: id.to_string(),
            inner: tokio::sync::Mutex::new(Inner {
                referee: Slot::new(referee),
                members: HashMap::new(),
                remotes: HashMap::new(),
                away_since: Seats {
                    south: Some(now),
                    north: Some(now),
                },
                rematch: None,
                presence_untold: false,
                report_untold: None,
            }),
        });
        let mut games = self
            .games
            .lock()
            .map_err(|_| Refusal::new(Code::Store, "the server's game list is unusable"))?;
        Ok(Some(Arc::clone(
            games.entry(id.to_string()).or_insert(loaded),
        )))
    }

    /// Joins a socket to a game: with a token, that seat; without, as a
    /// watcher. The socket gets the whole game.
    pub async fn join(
        &self,
        id: &str,
        token: Option<&str>,
        socket: u64,
        sender: mpsc::Sender<Outgoing>,
        fallen_behind: Arc<Notify>,
    ) -> Result<Joined, Refusal> {
        let no_game = || Refusal::new(Code::NoGame, "no such game");
        if !ids::well_formed(id) {
            return Err(no_game());
        }
        loop {
            let game = self.game(id).await?.ok_or_else(no_game)?;
            let member = Member {
                seat: None,
                sender: sender.clone(),
                fallen_behind: Arc::clone(&fallen_behind),
            };
            if let Some(joined) = self.join_held(game, token, socket, member).await? {
                return Ok(joined);
            }
        }
    }

    /// Joins a socket to a game read from memory or the store; None if it
    /// was let go from memory (by the sweep) meanwhile: the join then loads
    /// it again, so that the instance holds one copy of each game.
    async fn join_held(
        &self,
        game: Arc<LiveGame>,
        token: Option<&str>,
        socket: u64,
        mut member: Member,
    ) -> Result<Option<Joined>, Refusal> {
        let Some(mut inner) = self.usable(&game).await else {
            return Ok(None);
        };
        if !self.is_held(&game) {
            return Ok(None);
        }
        let joined = Arc::clone(&game);
        self.catch_up(&game, &mut inner).await;
        if token.is_none() {
            let (_, watchers) = Self::local_counts(&inner);
            if watchers >= self.settings.watchers_per_game {
                return Err(Refusal::new(
                    Code::WatchersFull,
                    format!(
                        "this game has {watchers} watchers, as many as it takes; try again later"
                    ),
                ));
            }
        }
        let seat = match token {
            None => None,
            Some(token) => Some(
                inner
                    .referee
                    .seat_of(token)
                    .ok_or_else(|| Refusal::new(Code::BadToken, "not a seat of this game"))?,
            ),
        };
        if inner.referee.rematch_game().is_some() && inner.rematch.is_none() {
            inner.rematch = self
                .rematch_meta(inner.referee.rematch_game().map(String::from))
                .await;
        }
        let state = self.state(&inner, seat);
        // The socket's queue is new and far from full.
        let _ = member.sender.try_send(state);
        // One who was away when the rematch was made is sent there now, a
        // player with the seat held for them: the rematch waits for them.
        if let (Some(meta), Some(new_game)) = (&inner.rematch, inner.referee.rematch_game()) {
            let _ = member
                .sender
                .try_send(text(&Self::rematch_message(meta, new_game, seat)));
        }
        member.seat = seat;
        inner.members.insert(socket, member);
        self.presence_changed(&game, &mut inner).await;
        drop(inner);
        Ok(Some(Joined { game: joined, seat }))
    }

    /// A socket is gone.
    pub async fn leave(&self, game: &Arc<LiveGame>, socket: u64) {
        let Some(mut inner) = self.usable(game).await else {
            return;
        };
        inner.members.remove(&socket);
        self.presence_changed(game, &mut inner).await;
        if Self::forgettable(&inner) {
            self.forget(game);
        }
    }

    /// A game nobody here is on that memory need not hold: ended (the store
    /// keeps it), or not yet begun (the store keeps the invitation; a join
    /// loads it again).
    fn forgettable(inner: &Inner) -> bool {
        inner.members.is_empty() && (inner.referee.result().is_some() || !inner.referee.has_begun())
    }

    fn forget(&self, game: &LiveGame) {
        if let Ok(mut games) = self.games.lock() {
            games.remove(&game.id);
        }
    }

    /// A player's message: decided, kept, applied, sent. On refusal, the
    /// current ply too.
    pub async fn command(
        &self,
        game: &Arc<LiveGame>,
        seat: Option<Seat>,
        command: Command,
    ) -> Result<(), (Refusal, u64)> {
        let began = Instant::now();
        let Some(mut inner) = self.usable(game).await else {
            return Err((Refusal::new(Code::Store, DAMAGED), 0));
        };
        self.catch_up(game, &mut inner).await;
        self.settle_due(game, &mut inner).await;
        // A rematch made in the store is the one a retry after a conflict
        // names too: no second game is made for it.
        let mut made_rematch: Option<GameMeta> = None;
        if inner.referee.event_count() >= self.settings.max_events && command != Command::Resign {
            return Err((
                Refusal::new(
                    Code::TooManyEvents,
                    format!(
                        "this game has reached its {} events; it can only be resigned",
                        self.settings.max_events
                    ),
                ),
                inner.referee.ply(),
            ));
        }
        for _ in 0..CONFLICT_RETRIES {
            let now = self.now();
            let ply = inner.referee.ply();
            let asked = command.clone();
            let decision = self
                .engine
                .with(&mut inner.referee, move |referee| {
                    referee.decide(seat, &asked, now)
                })
                .await
                .map_err(|failed| (Refusal::new(Code::Store, failed.to_string()), ply))?
                .map_err(|refusal| (refusal, ply))?;
            let mut events = decision.events;
            if decision.make_rematch {
                let meta = match &made_rematch {
                    Some(meta) => meta.clone(),
                    None => {
                        let meta = inner.referee.rematch_meta(
                            ids::random_id(),
                            Seats {
                                south: ids::random_id(),
                                north: ids::random_id(),
                            },
                        );
                        self.store
                            .create(meta.clone(), self.settings.invitation_ms)
                            .await
                            .map_err(|e| (self.store_refused(&e), ply))?;
                        made_rematch = Some(meta.clone());
                        meta
                    }
                };
                events.push(Event::Rematch {
                    game: meta.id.clone(),
                });
                inner.rematch = Some(meta);
            }
            match self.commit(game, &mut inner, events).await {
                Ok(()) => {
                    if matches!(command, Command::Move { .. }) {
                        self.metrics.moves.inc();
                        self.metrics
                            .move_seconds
                            .observe(began.elapsed().as_secs_f64());
                    }
                    return Ok(());
                }
                Err(StoreError::Conflict) => self.catch_up(game, &mut inner).await,
                Err(error) => return Err((self.store_refused(&error), ply)),
            }
        }
        let ply = inner.referee.ply();
        Err((
            Refusal::new(Code::Store, "the game is changing too fast; send it again"),
            ply,
        ))
    }

    /// Keeps the events, then applies them and tells the sockets.
    async fn commit(
        &self,
        game: &Arc<LiveGame>,
        inner: &mut Inner,
        events: Vec<Event>,
    ) -> Result<(), StoreError> {
        if events.is_empty() {
            return Ok(());
        }
        let expected = inner.referee.event_count();
        self.store
            .append(game.id.clone(), expected, events.clone())
            .await?;
        let was_over = inner.referee.result().is_some();
        self.apply_all(game, inner, &events).await;
        // The game's time in the store: without end once it has begun,
        // then the stated time once it is over.
        let keep = if !was_over && inner.referee.result().is_some() {
            Some(Some(self.settings.finished_ms))
        } else if events
            .iter()
            .any(|event| matches!(event, Event::Begun { .. }))
        {
            Some(None)
        } else {
            None
        };
        if let Some(keep_ms) = keep {
            if let Err(error) = self.store.keep(game.id.clone(), keep_ms).await {
                eprintln!(
                    "mancala-server: game {}: its time not set: {error}",
                    game.id
                );
            }
        }
        Ok(())
    }

    async fn apply_all(&self, game: &Arc<LiveGame>, inner: &mut Inner, events: &[Event]) {
        for event in events {
            let event = event.clone();
            let applied = self
                .engine
                .with(&mut inner.referee, move |referee| referee.apply(&event))
                .await
                .map_err(|failed| failed.to_string())
                .and_then(|applied| applied);
            match applied {
                Ok(change) => self.tell(game, inner, change).await,
                Err(why) => {
                    eprintln!("mancala-server: game {}: event not applied: {why}", game.id);
                    return;
                }
            }
        }
    }

    /// Reads the events other instances added (a shared store only).
    async fn catch_up(&self, game: &Arc<LiveGame>, inner: &mut Inner) {
        if !self.store.shared() {
            return;
        }
        let from = inner.referee.event_count();
        match self.store.events_since(game.id.clone(), from).await {
            Ok(events) => self.apply_all(game, inner, &events).await,
            Err(error) => self.store_failed(&game.id, &error),
        }
    }

    /// Keeps and applies what time has made: a flag, an abandonment, the
    /// game's beginning.
    async fn settle_due(&self, game: &Arc<LiveGame>, inner: &mut Inner) {
        for _ in 0..CONFLICT_RETRIES {
            let due = inner
                .referee
                .due(self.now(), inner.away_since, self.settings.abandon_ms);
            match self.commit(game, inner, due).await {
                Err(StoreError::Conflict) => self.catch_up(game, inner).await,
                Err(error) => {
                    self.store_failed(&game.id, &error);
                    return;
                }
                Ok(()) => return,
            }
        }
    }

    /// Decides every held game's clocks and abandonments now (the server
    /// does this a few times a second; tests after moving their clock).
    pub async fn sweep(&self) {
        let games: Vec<Arc<LiveGame>> = match self.games.lock() {
            Ok(games) => games.values().cloned().collect(),
            Err(_) => return,
        };
        for (visited, game) in games.into_iter().enumerate() {
            // Thousands of games are visited a few times a second: the
            // worker is given back between groups of them, so that no
            // socket waits behind a whole sweep.
            if visited % SWEEP_GROUP == SWEEP_GROUP - 1 {
                tokio::task::yield_now().await;
            }
            let Some(mut inner) = self.usable(&game).await else {
                continue;
            };
            if inner.referee.result().is_none() {
                self.settle_due(&game, &mut inner).await;
            }
            self.tell_presence(&game, &mut inner).await;
            // Ended with nobody here (by a flag or abandonment, after both
            // had gone), or never begun: the store keeps it, memory need not.
            if Self::forgettable(&inner) {
                self.forget(&game);
            }
        }
    }

    /// Tells the other instances that this one is running, and forgets the
    /// reports of those not heard from lately (their sockets are gone with
    /// them: a seat held only there is away from now on).
    pub async fn heartbeat(&self) {
        if !self.store.shared() {
            return;
        }
        let alive = Notice::Alive {
            instance: self.store.instance().to_string(),
        };
        if let Err(error) = self.store.publish(alive).await {
            eprintln!("mancala-server: presence not told to the other instances: {error}");
        }
        let mut gone = Vec::new();
        match self.instances_heard.lock() {
            Ok(mut heard) => heard.retain(|instance, at| {
                let alive = at.elapsed() < REMOTE_PRESENCE_LIFETIME;
                if !alive {
                    gone.push(instance.clone());
                }
                alive
            }),
            Err(_) => return,
        }
        if gone.is_empty() {
            return;
        }
        let games: Vec<Arc<LiveGame>> = match self.games.lock() {
            Ok(games) => games.values().cloned().collect(),
            Err(_) => return,
        };
        for (visited, game) in games.into_iter().enumerate() {
            if visited % SWEEP_GROUP == SWEEP_GROUP - 1 {
                tokio::task::yield_now().await;
            }
            let Some(mut inner) = self.usable(&game).await else {
                continue;
            };
            let before = inner.remotes.len();
            inner.remotes.retain(|instance, _| !gone.contains(instance));
            if inner.remotes.len() != before {
                self.update_away(&mut inner);
                self.presence_changed_locally(&game, &mut inner).await;
            }
        }
    }

    async fn notice(&self, notice: Notice) {
        if let (Some(from), Ok(mut heard)) = (notice.sender(), self.instances_heard.lock()) {
            heard.insert(from.to_string(), Instant::now());
        }
        match notice {
            Notice::Events { game, .. } => {
                if let Some(game) = self.held(&game) {
                    if let Some(mut inner) = self.usable(&game).await {
                        self.catch_up(&game, &mut inner).await;
                    }
                }
            }
            Notice::Resubscribed => self.resubscribed().await,
            Notice::Alive { .. } => {}
            Notice::Presence { game, report } => {
                let Some(game) = self.held(&game) else {
                    return;
                };
                let Some(mut inner) = self.usable(&game).await else {
                    return;
                };
                let ask = report.ask;
                inner.remotes.insert(report.instance.clone(), report);
                self.presence_changed_locally(&game, &mut inner).await;
                if ask && !inner.members.is_empty() {
                    let counts = Self::local_counts(&inner);
                    self.report(&game, counts, false).await;
                }
            }
        }
    }

    /// After the store's subscription was lost and opened again: every game
    /// held here reads the events it may have missed (sent to its sockets as
    /// usual) and asks the other instances for their presence again.
    async fn resubscribed(&self) {
        let games: Vec<Arc<LiveGame>> = match self.games.lock() {
            Ok(games) => games.values().cloned().collect(),
            Err(_) => return,
        };
        for game in games {
            let Some(mut inner) = self.usable(&game).await else {
                continue;
            };
            self.catch_up(&game, &mut inner).await;
            let counts = Self::local_counts(&inner);
            self.report(&game, counts, true).await;
        }
    }

    fn local_counts(inner: &Inner) -> ([u32; 2], u32) {
        let mut seats = [0u32; 2];
        let mut watchers = 0;
        for member in inner.members.values() {
            match member.seat {
                Some(seat) => seats[seat.index()] += 1,
                None => watchers += 1,
            }
        }
        (seats, watchers)
    }

    async fn report(&self, game: &LiveGame, counts: ([u32; 2], u32), ask: bool) {
        let (seats, watchers) = counts;
        let notice = Notice::Presence {
            game: game.id.clone(),
            report: PresenceReport {
                instance: self.store.instance().to_string(),
                seats,
                watchers,
                ask,
            },
        };
        if let Err(error) = self.store.publish(notice).await {
            self.store_failed(&game.id, &error);
        }
    }

    /// Seats held here or elsewhere, and watchers.
    fn counts(inner: &Inner) -> ([bool; 2], u32) {
        let (mut seats, mut watchers) = Self::local_counts(inner);
        for report in inner.remotes.values() {
            seats[0] += report.seats[0];
            seats[1] += report.seats[1];
            watchers += report.watchers;
        }
        ([seats[0] > 0, seats[1] > 0], watchers)
    }

    fn update_away(&self, inner: &mut Inner) {
        let (present, _) = Self::counts(inner);
        let now = self.now();
        for seat in Seat::BOTH {
            let away = inner.away_since.get_mut(seat);
            match (present[seat.index()], *away) {
                (true, _) => *away = None,
                (false, None) => *away = Some(now),
                (false, Some(_)) => {}
            }
        }
    }

    /// After a socket came or went here: the other instances are told too
    /// (by the next sweep).
    async fn presence_changed(&self, game: &Arc<LiveGame>, inner: &mut Inner) {
        let ask = inner.remotes.is_empty() || inner.report_untold == Some(true);
        inner.report_untold = Some(ask);
        self.presence_changed_locally(game, inner).await;
    }

    /// Settles what the change makes due now (the game's beginning, say);
    /// the sockets are told by the next sweep.
    async fn presence_changed_locally(&self, game: &Arc<LiveGame>, inner: &mut Inner) {
        self.update_away(inner);
        self.settle_due(game, inner).await;
        inner.presence_untold = true;
    }

    /// Tells this game's sockets, and the other instances, of the changes
    /// of who is here since the last sweep: one message for many changes.
    async fn tell_presence(&self, game: &Arc<LiveGame>, inner: &mut Inner) {
        if let Some(ask) = inner.report_untold.take() {
            let counts = Self::local_counts(inner);
            self.report(game, counts, ask).await;
        }
        if std::mem::take(&mut inner.presence_untold) {
            let message = json!({
                "t": "presence",
                "presence": self.presence_json(inner),
                "serverTime": self.now(),
            });
            Self::send_all(game, inner, &text(&message));
        }
    }

    fn presence_json(&self, inner: &Inner) -> Value {
        let (present, watchers) = Self::counts(inner);
        let running = inner.referee.has_begun() && inner.referee.result().is_none();
        let abandon_at = |seat: Seat| {
            inner
                .away_since
                .get(seat)
                .filter(|_| running)
                .map(|since| since.saturating_add(self.settings.abandon_ms))
        };
        json!({
            "south": present[0],
            "north": present[1],
            "watchers": watchers,
            "abandonAt": {"south": abandon_at(Seat::South), "north": abandon_at(Seat::North)},
        })
    }

    fn state(&self, inner: &Inner, seat: Option<Seat>) -> Outgoing {
        let referee = &inner.referee;
        let now = self.now();
        text(&json!({
            "t": "state",
            "game": referee.id(),
            "seat": seat,
            "serverTime": now,
            "start": referee.meta().start,
            "moves": referee.moves_json(),
            "ply": referee.ply(),
            "toMove": referee.to_move(),
            "clock": referee.clock_json(now),
            "offers": referee.offers_json(),
            "result": referee.result_json(),
            "presence": self.presence_json(inner),
            "rematchGame": referee.rematch_game(),
        }))
    }

    /// Sends to every socket on the game; one whose queue is full is closed.
    fn send_all(game: &LiveGame, inner: &mut Inner, message: &Outgoing) {
        let mut stalled = Vec::new();
        for (&socket, member) in &inner.members {
            // A closed queue is a socket closing: it leaves by itself.
            if let Err(mpsc::error::TrySendError::Full(_)) = member.sender.try_send(message.clone())
            {
                stalled.push(socket);
            }
        }
        for socket in stalled {
            if let Some(member) = inner.members.remove(&socket) {
                member.fallen_behind.notify_one();
            }
            eprintln!("mancala-server: game {}: a socket fell behind", game.id);
        }
    }

    async fn rematch_meta(&self, id: Option<String>) -> Option<GameMeta> {
        match self.store.load(id?).await {
            Ok(Some((meta, _))) => Some(meta),
            _ => None,
        }
    }

    /// Tells the sockets what an applied event changed.
    async fn tell(&self, game: &Arc<LiveGame>, inner: &mut Inner, change: Change) {
        let now = self.now();
        let message = match change {
            Change::Rematch { game: new_game } => {
                if inner.rematch.as_ref().map(|meta| &meta.id) != Some(&new_game) {
                    let id = inner.referee.rematch_game().map(String::from);
                    inner.rematch = self.rematch_meta(id).await;
                }
                self.tell_rematch(game, inner, &new_game);
                return;
            }
            Change::Begun => {
                json!({"t": "presence", "presence": self.presence_json(inner), "serverTime": now})
            }
            Change::Moved { ply, mv, trace } => json!({
                "t": "moved",
                "ply": ply,
                "move": mv,
                "trace": trace,
                "toMove": inner.referee.to_move(),
                "clock": inner.referee.clock_json(now),
                "serverTime": now,
            }),
            Change::TakenBack { ply } => json!({
                "t": "takenBack",
                "ply": ply,
                "toMove": inner.referee.to_move(),
                "clock": inner.referee.clock_json(now),
                "serverTime": now,
            }),
            Change::Offers { declined } => {
                let mut message = json!({"t": "offers", "offers": inner.referee.offers_json()});
                if let Some((kind, by)) = declined {
                    message["declined"] = json!({"kind": kind, "by": by});
                }
                message
            }
            Change::Over => json!({
                "t": "over",
                "result": inner.referee.result_json(),
                "clock": inner.referee.clock_json(now),
                "serverTime": now,
            }),
        };
        Self::send_all(game, inner, &text(&message));
        // A move that ends the game by its rules: the end is told too.
        if message["t"] == "moved" && inner.referee.result().is_some() {
            let over = json!({
                "t": "over",
                "result": inner.referee.result_json(),
                "clock": inner.referee.clock_json(now),
                "serverTime": now,
            });
            Self::send_all(game, inner, &text(&over));
        }
    }

    /// Each player gets the new game's seat (swapped); watchers its ID.
    fn tell_rematch(&self, game: &LiveGame, inner: &mut Inner, new_game: &str) {
        let Some(meta) = inner.rematch.clone() else {
            eprintln!(
                "mancala-server: game {}: the rematch is not in the store",
                game.id
            );
            return;
        };
        for member in inner.members.values() {
            let message = Self::rematch_message(&meta, new_game, member.seat);
            let _ = member.sender.try_send(text(&message));
        }
    }

    /// Where the rematch is, and to a player the seat they hold there (the
    /// other side: seats swap).
    fn rematch_message(meta: &GameMeta, new_game: &str, seat: Option<Seat>) -> Value {
        match seat {
            Some(seat) => json!({
                "t": "rematch",
                "game": new_game,
                "token": meta.tokens.get(seat.other()),
                "seat": seat.other(),
            }),
            None => json!({"t": "rematch", "game": new_game}),
        }
    }
}
