//! Where games are kept: their settings and numbered events, behind one
//! trait so that the referee's server is written once. The embedded store
//! (redb, one file) serves one instance; Redis serves several, and also
//! carries the notices that keep their copies of a game in step.

use std::path::Path;
use std::sync::Arc;

use futures_util::future::BoxFuture;
use redb::{
    Database, ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition,
    WriteTransaction,
};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot};

use crate::clock::Clock;
use crate::referee::{Event, GameMeta};

/// How long a removed game's ID is remembered as expired (so that a link to
/// it says so rather than "no such game"): 30 days, a few dozen bytes a game.
pub const TOMBSTONE_MS: u64 = 30 * 24 * 60 * 60 * 1000;

#[derive(Debug)]
pub enum StoreError {
    /// Another writer added events first: catch up and decide again.
    Conflict,
    /// The game is no longer kept (its time ran out).
    Gone,
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Conflict => write!(f, "another instance changed the game first"),
            StoreError::Gone => write!(f, "the game is no longer kept"),
            StoreError::Failed(why) => write!(f, "the store failed: {why}"),
        }
    }
}

fn failed(error: impl std::fmt::Display) -> StoreError {
    StoreError::Failed(error.to_string())
}

/// One instance's sockets on a game, which it tells the others.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PresenceReport {
    pub instance: String,
    /// Sockets holding South's and North's seats.
    pub seats: [u32; 2],
    pub watchers: u32,
    /// The sender has just loaded the game and asks the others to report.
    pub ask: bool,
}

/// What one instance tells the others about a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Notice {
    /// The game has new events, added by instance `from`.
    Events { game: String, from: String },
    Presence {
        game: String,
        report: PresenceReport,
    },
    /// The instance is running, so the presence it has reported stands (sent
    /// every `PRESENCE_HEARTBEAT`, once for all its games: repeating every
    /// game's report instead made the notices grow with games times
    /// instances, which 50,000 games on six instances could not carry).
    Alive { instance: String },
    /// Not sent between instances: the store's subscription was lost (Redis
    /// went away) and is open again, so notices may have been missed.
    #[serde(skip)]
    Resubscribed,
}

impl Notice {
    /// The instance that sent it (None for `Resubscribed`, never sent).
    pub fn sender(&self) -> Option<&str> {
        match self {
            Notice::Events { from, .. } => Some(from),
            Notice::Presence { report, .. } => Some(&report.instance),
            Notice::Alive { instance } => Some(instance),
            Notice::Resubscribed => None,
        }
    }
}

pub type Loaded = Option<(GameMeta, Vec<Event>)>;

pub trait Store: Send + Sync + 'static {
    /// Keeps a new game's settings, for `keep_ms` unless `keep` says
    /// otherwise.
    fn create(&self, meta: GameMeta, keep_ms: u64) -> BoxFuture<'_, Result<(), StoreError>>;
    /// From now on keeps the game (settings and events) for `keep_ms`, or
    /// with None until told otherwise; then it is removed and its ID
    /// remembered as expired for `TOMBSTONE_MS`.
    fn keep(&self, id: String, keep_ms: Option<u64>) -> BoxFuture<'_, Result<(), StoreError>>;
    /// Removes what is due (the embedded store; Redis does it by itself
    /// with its keys' times to live): the IDs removed.
    fn purge(&self) -> BoxFuture<'_, Result<Vec<String>, StoreError>>;
    /// Whether an ID that `load` does not find was a game that has been
    /// removed.
    fn expired(&self, id: String) -> BoxFuture<'_, Result<bool, StoreError>>;
    /// A game's settings and every event, or None for an unknown ID.
    fn load(&self, id: String) -> BoxFuture<'_, Result<Loaded, StoreError>>;
    /// The events from number `from` on.
    fn events_since(&self, id: String, from: u64) -> BoxFuture<'_, Result<Vec<Event>, StoreError>>;
    /// Adds events as numbers `expected`, `expected + 1`, ...: refused with
    /// `Conflict` unless the game has exactly `expected` events, so that no
    /// two writers ever both add event N. Written before it returns.
    fn append(
        &self,
        id: String,
        expected: u64,
        events: Vec<Event>,
    ) -> BoxFuture<'_, Result<(), StoreError>>;
    /// Whether other instances share the store (and so send notices).
    fn shared(&self) -> bool;
    /// This instance's name among those sharing the store.
    fn instance(&self) -> &str;
    /// Tells the other instances (nothing for an unshared store).
    fn publish(&self, notice: Notice) -> BoxFuture<'_, Result<(), StoreError>>;
    /// The other instances' notices, once; None for an unshared store.
    fn notices(&self) -> Option<mpsc::UnboundedReceiver<Notice>>;
    /// How many games, events and removed IDs it holds, where counting
    /// them is cheap (the embedded store): the figures of the lab's
    /// `mancala-churn`, which reads them from a running server.
    fn rows(&self) -> Option<[u64; 3]> {
        None
    }
}

const GAMES: TableDefinition<&str, &str> = TableDefinition::new("games");
/// (game, event number) → the event's JSON.
const EVENTS: TableDefinition<(&str, u64), &str> = TableDefinition::new("events");
/// game → when it is removed (ms); absent while it is kept without end.
const REMOVE_AT: TableDefinition<&str, u64> = TableDefinition::new("remove_at");
/// (when, game): the same, in the order they fall due.
const REMOVALS: TableDefinition<(u64, &str), ()> = TableDefinition::new("removals");
/// (when removed, game) of removed games, forgotten after `TOMBSTONE_MS`.
const GONE: TableDefinition<(u64, &str), ()> = TableDefinition::new("gone");
/// removed game → when.
const GONE_AT: TableDefinition<&str, u64> = TableDefinition::new("gone_at");

/// One file on this machine (redb: pure Rust, transactional, every commit
/// synced before it returns).
///
/// Writes go to one thread that commits whatever has queued up while the
/// previous commit was syncing in a single transaction: each synced commit
/// costs about a millisecond whatever it holds, so committing moves one by
/// one would cap the whole server near a thousand moves a second, with the
/// queue's wait in every move's time. Every write is still on disk before
/// its caller hears that it succeeded.
pub struct Embedded {
    db: Arc<Database>,
    writes: mpsc::UnboundedSender<QueuedWrite>,
    clock: Arc<dyn Clock>,
}

enum Write {
    Create {
        meta: GameMeta,
        remove_at: u64,
    },
    Append {
        id: String,
        expected: u64,
        events: Vec<Event>,
    },
    Keep {
        id: String,
        remove_at: Option<u64>,
    },
    Purge {
        now: u64,
    },
}

/// What a write gives back: the IDs a purge removed, else nothing.
type WriteOutcome = Result<Vec<String>, StoreError>;

struct QueuedWrite {
    write: Write,
    done: oneshot::Sender<WriteOutcome>,
}

/// The most games one purge removes, so that it never holds the writer for
/// long; the next purge goes on.
const MOST_REMOVALS_A_PURGE: usize = 2_000;

/// The most writes one transaction holds, so that a burst does not keep the
/// first writer waiting for a huge commit.
const MOST_WRITES_A_COMMIT: usize = 512;

impl Embedded {
    pub fn open(path: &Path, clock: Arc<dyn Clock>) -> Result<Embedded, StoreError> {
        let db = Arc::new(Database::create(path).map_err(failed)?);
        let setup = db.begin_write().map_err(failed)?;
        setup.open_table(GAMES).map_err(failed)?;
        setup.open_table(EVENTS).map_err(failed)?;
        setup.open_table(REMOVE_AT).map_err(failed)?;
        setup.open_table(REMOVALS).map_err(failed)?;
        setup.open_table(GONE).map_err(failed)?;
        setup.open_table(GONE_AT).map_err(failed)?;
        setup.commit().map_err(failed)?;
        let (writes, queue) = mpsc::unbounded_channel();
        let writer_db = Arc::clone(&db);
        std::thread::Builder::new()
            .name("redb-writer".into())
            .spawn(move || commit_in_groups(&writer_db, queue))
            .map_err(failed)?;
        Ok(Embedded { db, writes, clock })
    }

    /// How many games, events and expired IDs the file holds.
    pub fn sizes(&self) -> Result<[u64; 3], StoreError> {
        let read = self.db.begin_read().map_err(failed)?;
        let games = read
            .open_table(GAMES)
            .map_err(failed)?
            .len()
            .map_err(failed)?;
        let events = read
            .open_table(EVENTS)
            .map_err(failed)?
            .len()
            .map_err(failed)?;
        let gone = read
            .open_table(GONE_AT)
            .map_err(failed)?
            .len()
            .map_err(failed)?;
        Ok([games, events, gone])
    }

    fn blocking<T: Send + 'static>(
        &self,
        work: impl FnOnce(&Database) -> Result<T, StoreError> + Send + 'static,
    ) -> BoxFuture<'_, Result<T, StoreError>> {
        let db = Arc::clone(&self.db);
        Box::pin(async move {
            tokio::task::spawn_blocking(move || work(&db))
                .await
                .map_err(failed)?
        })
    }

    fn queue(&self, write: Write) -> BoxFuture<'_, WriteOutcome> {
        let (done, outcome) = oneshot::channel();
        let sent = self.writes.send(QueuedWrite { write, done });
        Box::pin(async move {
            sent.map_err(|_| failed("the writer has stopped"))?;
            outcome
                .await
                .map_err(|_| failed("the writer has stopped"))?
        })
    }
}

/// The writer thread: until every `Embedded` handle is gone, takes the first
/// queued write and all that queued behind it, and commits them together.
fn commit_in_groups(db: &Database, mut queue: mpsc::UnboundedReceiver<QueuedWrite>) {
    let mut group = Vec::with_capacity(MOST_WRITES_A_COMMIT);
    while let Some(first) = queue.blocking_recv() {
        group.push(first);
        while group.len() < MOST_WRITES_A_COMMIT {
            match queue.try_recv() {
                Ok(next) => group.push(next),
                Err(_) => break,
            }
        }
        let outcomes = commit_group(db, group.iter().map(|queued| &queued.write));
        for (queued, outcome) in group.drain(..).zip(outcomes) {
            // The caller may have gone (its socket closed); the write stands.
            let _ = queued.done.send(outcome);
        }
    }
}

/// Each write's outcome: a refused write (`Conflict`) leaves the others be,
/// but if the file fails, nothing of the group is kept and every write of
/// it hears why.
fn commit_group<'a>(
    db: &Database,
    writes: impl ExactSizeIterator<Item = &'a Write>,
) -> Vec<WriteOutcome> {
    let count = writes.len();
    let all_failed = |why: String| {
        (0..count)
            .map(|_| Err(StoreError::Failed(why.clone())))
            .collect()
    };
    let transaction = match db.begin_write() {
        Ok(transaction) => transaction,
        Err(error) => return all_failed(error.to_string()),
    };
    let mut outcomes = Vec::with_capacity(count);
    for write in writes {
        match apply(&transaction, write) {
            Ok(removed) => outcomes.push(Ok(removed)),
            Err(StoreError::Conflict) => outcomes.push(Err(StoreError::Conflict)),
            Err(StoreError::Gone) => outcomes.push(Err(StoreError::Gone)),
            Err(StoreError::Failed(why)) => return all_failed(why),
        }
    }
    if let Err(error) = transaction.commit() {
        let why = error.to_string();
        return outcomes
            .into_iter()
            .map(|outcome| outcome.and(Err(StoreError::Failed(why.clone()))))
            .collect();
    }
    outcomes
}

/// One write inside the group's transaction. It sees the writes before it
/// in the group, so two moves of one game in one group are numbered as if
/// committed apart.
fn apply(transaction: &WriteTransaction, write: &Write) -> WriteOutcome {
    match write {
        Write::Create { meta, remove_at } => {
            let text = serde_json::to_string(meta).map_err(failed)?;
            let mut games = transaction.open_table(GAMES).map_err(failed)?;
            if games.get(meta.id.as_str()).map_err(failed)?.is_some() {
                return Err(StoreError::Conflict);
            }
            games
                .insert(meta.id.as_str(), text.as_str())
                .map_err(failed)?;
            set_removal(transaction, &meta.id, Some(*remove_at))?;
        }
        Write::Keep { id, remove_at } => {
            let games = transaction.open_table(GAMES).map_err(failed)?;
            if games.get(id.as_str()).map_err(failed)?.is_none() {
                return Err(StoreError::Gone);
            }
            set_removal(transaction, id, *remove_at)?;
        }
        Write::Purge { now } => return purge(transaction, *now),
        Write::Append {
            id,
            expected,
            events,
        } => {
            let games = transaction.open_table(GAMES).map_err(failed)?;
            if games.get(id.as_str()).map_err(failed)?.is_none() {
                return Err(StoreError::Gone);
            }
            let mut table = transaction.open_table(EVENTS).map_err(failed)?;
            let have = match table
                .range((id.as_str(), 0)..=(id.as_str(), u64::MAX))
                .map_err(failed)?
                .next_back()
            {
                Some(entry) => entry.map_err(failed)?.0.value().1 + 1,
                None => 0,
            };
            if have != *expected {
                return Err(StoreError::Conflict);
            }
            let texts = events
                .iter()
                .map(serde_json::to_string)
                .collect::<Result<Vec<_>, _>>()
                .map_err(failed)?;
            for (number, text) in (*expected..).zip(&texts) {
                table
                    .insert((id.as_str(), number), text.as_str())
                    .map_err(failed)?;
            }
        }
    }
    Ok(Vec::new())
}

/// Sets when a game is removed (None: never).
fn set_removal(
    transaction: &WriteTransaction,
    id: &str,
    remove_at: Option<u64>,
) -> Result<(), StoreError> {
    let mut by_game = transaction.open_table(REMOVE_AT).map_err(failed)?;
    let mut by_time = transaction.open_table(REMOVALS).map_err(failed)?;
    let before = by_game.remove(id).map_err(failed)?.map(|at| at.value());
    if let Some(before) = before {
        by_time.remove((before, id)).map_err(failed)?;
    }
    if let Some(at) = remove_at {
        by_game.insert(id, at).map_err(failed)?;
        by_time.insert((at, id), ()).map_err(failed)?;
    }
    Ok(())
}

/// Removes the games due by `now`, remembering their IDs, and forgets the
/// IDs removed longer than `TOMBSTONE_MS` ago.
fn purge(transaction: &WriteTransaction, now: u64) -> WriteOutcome {
    let due: Vec<(u64, String)> = {
        let by_time = transaction.open_table(REMOVALS).map_err(failed)?;
        let mut due = Vec::new();
        for entry in by_time
            .range((0, "")..(now.saturating_add(1), ""))
            .map_err(failed)?
        {
            let (key, _) = entry.map_err(failed)?;
            let (at, id) = key.value();
            due.push((at, id.to_string()));
            if due.len() == MOST_REMOVALS_A_PURGE {
                break;
            }
        }
        due
    };
    {
        let mut by_time = transaction.open_table(REMOVALS).map_err(failed)?;
        let mut by_game = transaction.open_table(REMOVE_AT).map_err(failed)?;
        let mut games = transaction.open_table(GAMES).map_err(failed)?;
        let mut events = transaction.open_table(EVENTS).map_err(failed)?;
        let mut gone = transaction.open_table(GONE).map_err(failed)?;
        let mut gone_at = transaction.open_table(GONE_AT).map_err(failed)?;
        for (at, id) in &due {
            let id = id.as_str();
            by_time.remove((*at, id)).map_err(failed)?;
            by_game.remove(id).map_err(failed)?;
            games.remove(id).map_err(failed)?;
            events
                .retain_in((id, 0)..=(id, u64::MAX), |_, _| false)
                .map_err(failed)?;
            gone.insert((now, id), ()).map_err(failed)?;
            gone_at.insert(id, now).map_err(failed)?;
        }
        let forget_before = now.saturating_sub(TOMBSTONE_MS);
        let forgotten: Vec<(u64, String)> = gone
            .range((0, "")..(forget_before, ""))
            .map_err(failed)?
            .take(MOST_REMOVALS_A_PURGE)
            .map(|entry| {
                let (key, _) = entry.map_err(failed)?;
                let (at, id) = key.value();
                Ok((at, id.to_string()))
            })
            .collect::<Result<_, StoreError>>()?;
        for (at, id) in &forgotten {
            gone.remove((*at, id.as_str())).map_err(failed)?;
            gone_at.remove(id.as_str()).map_err(failed)?;
        }
    }
    Ok(due.into_iter().map(|(_, id)| id).collect())
}

fn read_events(db: &Database, id: &str, from: u64) -> Result<Vec<Event>, StoreError> {
    let read = db.begin_read().map_err(failed)?;
    let table = read.open_table(EVENTS).map_err(failed)?;
    let mut events = Vec::new();
    for entry in table.range((id, from)..=(id, u64::MAX)).map_err(failed)? {
        let (_, value) = entry.map_err(failed)?;
        events.push(serde_json::from_str(value.value()).map_err(failed)?);
    }
    Ok(events)
}

/// A write whose only outcome is whether it was kept.
fn done(outcome: BoxFuture<'_, WriteOutcome>) -> BoxFuture<'_, Result<(), StoreError>> {
    Box::pin(async move { outcome.await.map(drop) })
}

impl Store for Embedded {
    fn create(&self, meta: GameMeta, keep_ms: u64) -> BoxFuture<'_, Result<(), StoreError>> {
        let remove_at = self.clock.now_ms().saturating_add(keep_ms);
        done(self.queue(Write::Create { meta, remove_at }))
    }

    fn keep(&self, id: String, keep_ms: Option<u64>) -> BoxFuture<'_, Result<(), StoreError>> {
        let now = self.clock.now_ms();
        let remove_at = keep_ms.map(|ms| now.saturating_add(ms));
        done(self.queue(Write::Keep { id, remove_at }))
    }

    fn purge(&self) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        self.queue(Write::Purge {
            now: self.clock.now_ms(),
        })
    }

    fn expired(&self, id: String) -> BoxFuture<'_, Result<bool, StoreError>> {
        self.blocking(move |db| {
            let read = db.begin_read().map_err(failed)?;
            let gone_at = read.open_table(GONE_AT).map_err(failed)?;
            let known = gone_at.get(id.as_str()).map_err(failed)?.is_some();
            Ok(known)
        })
    }

    fn load(&self, id: String) -> BoxFuture<'_, Result<Loaded, StoreError>> {
        self.blocking(move |db| {
            let meta = {
                let read = db.begin_read().map_err(failed)?;
                let games = read.open_table(GAMES).map_err(failed)?;
                let Some(text) = games.get(id.as_str()).map_err(failed)? else {
                    return Ok(None);
                };
                serde_json::from_str::<GameMeta>(text.value()).map_err(failed)?
            };
            Ok(Some((meta, read_events(db, &id, 0)?)))
        })
    }

    fn events_since(&self, id: String, from: u64) -> BoxFuture<'_, Result<Vec<Event>, StoreError>> {
        self.blocking(move |db| read_events(db, &id, from))
    }

    fn append(
        &self,
        id: String,
        expected: u64,
        events: Vec<Event>,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        done(self.queue(Write::Append {
            id,
            expected,
            events,
        }))
    }

    fn shared(&self) -> bool {
        false
    }

    fn instance(&self) -> &str {
        "local"
    }

    fn publish(&self, _notice: Notice) -> BoxFuture<'_, Result<(), StoreError>> {
        Box::pin(async { Ok(()) })
    }

    fn notices(&self) -> Option<mpsc::UnboundedReceiver<Notice>> {
        None
    }

    fn rows(&self) -> Option<[u64; 3]> {
        self.sizes().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::ManualClock;
    use crate::protocol::Seat;
    use crate::referee::Seats;

    fn game(id: &str) -> GameMeta {
        GameMeta {
            id: id.into(),
            start: "giuthi".into(),
            clock: None,
            creator: Seat::South,
            tokens: Seats {
                south: "south-token".into(),
                north: "north-token".into(),
            },
        }
    }

    fn begun(at: u64) -> Vec<Event> {
        vec![Event::Begun { at }]
    }

    fn scratch_file(name: &str) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("store-{name}-{}.redb", std::process::id()));
        let _ = std::fs::remove_file(&path);
        path
    }

    const DAY: u64 = 24 * 60 * 60 * 1000;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn writes_queued_together_are_numbered_as_if_committed_apart() {
        let path = scratch_file("grouped");
        let store = Embedded::open(&path, Arc::new(ManualClock::new(0))).unwrap();
        store.create(game("g1"), DAY).await.unwrap();
        // Queued before any is awaited, so the writer takes them as one group.
        let first = store.append("g1".into(), 0, begun(1));
        let second = store.append("g1".into(), 1, begun(2));
        let rival_of_second = store.append("g1".into(), 1, begun(3));
        let duplicate_game = store.create(game("g1"), DAY);
        let (first, second, rival, duplicate) =
            tokio::join!(first, second, rival_of_second, duplicate_game);
        assert!(first.is_ok() && second.is_ok());
        assert!(matches!(rival, Err(StoreError::Conflict)));
        assert!(matches!(duplicate, Err(StoreError::Conflict)));
        let (_, events) = store.load("g1".into()).await.unwrap().unwrap();
        assert_eq!(events, [Event::Begun { at: 1 }, Event::Begun { at: 2 }]);
        let _ = std::fs::remove_file(&path);
    }

    /// Forty simulated days of invitations, one in ten played and
    /// finished: once a month and a week have passed, the file holds as
    /// much at the end of each day as on the day before (the games still
    /// within their time and the IDs removed within 30 days), and no more.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn under_churn_the_store_holds_only_what_is_still_kept() {
        use futures_util::future::join_all;
        let path = scratch_file("churn");
        let clock = Arc::new(ManualClock::new(0));
        let store = Embedded::open(&path, clock.clone()).unwrap();
        // Every six hours, 40 invitations of which 4 are played.
        let step = DAY / 4;
        let (per_step, played): (u64, usize) = (40, 4);
        let mut made = 0;
        let mut daily = Vec::new();
        for steps in 1..=(4 * 40) {
            let ids: Vec<String> = (0..per_step).map(|n| format!("g{}", made + n)).collect();
            made += per_step;
            join_all(ids.iter().map(|id| store.create(game(id), DAY))).await;
            let finished = &ids[..played];
            let now = clock.now_ms();
            join_all(
                finished
                    .iter()
                    .map(|id| store.append(id.clone(), 0, begun(now))),
            )
            .await;
            join_all(finished.iter().map(|id| store.keep(id.clone(), None))).await;
            join_all(
                finished
                    .iter()
                    .map(|id| store.append(id.clone(), 1, begun(now))),
            )
            .await;
            join_all(
                finished
                    .iter()
                    .map(|id| store.keep(id.clone(), Some(7 * DAY))),
            )
            .await;
            clock.advance(step);
            while !store.purge().await.unwrap().is_empty() {}
            if steps % 4 == 0 {
                daily.push(store.sizes().unwrap());
            }
        }
        // Flat once the finished games' week and the IDs' month have passed.
        let [games, events, gone] = *daily.last().unwrap();
        assert!(daily[37..].iter().all(|day| *day == daily[36]), "{daily:?}");
        let played = played as u64;
        assert!(games <= 4 * per_step + 7 * 4 * played, "{games} games");
        assert_eq!(events, 2 * 7 * 4 * played - 2 * played, "{events} events");
        // A month of removed IDs, the day a purge is late included.
        assert!(gone <= 31 * 4 * per_step, "{gone} IDs");
        // The first game: removed, and forgotten after 30 days.
        assert!(store.load("g0".into()).await.unwrap().is_none());
        assert!(!store.expired("g0".into()).await.unwrap());
        // One of ten days ago: removed, and known to be.
        let recent = format!("g{}", made - 10 * 4 * per_step + played);
        assert!(store.load(recent.clone()).await.unwrap().is_none());
        assert!(store.expired(recent.clone()).await.unwrap());
        assert!(matches!(
            store.append(recent, 0, begun(0)).await,
            Err(StoreError::Gone)
        ));
        let _ = std::fs::remove_file(&path);
    }
}
