//! Where games are kept: their settings and numbered events, behind one
//! trait so that the referee's server is written once. The embedded store
//! (redb, one file) serves one instance; Redis serves several, and also
//! carries the notices that keep their copies of a game in step.

use std::path::Path;
use std::sync::Arc;

use futures_util::future::BoxFuture;
use redb::{Database, ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, oneshot};

use crate::referee::{Event, GameMeta};

#[derive(Debug)]
pub enum StoreError {
    /// Another writer added events first: catch up and decide again.
    Conflict,
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Conflict => write!(f, "another instance changed the game first"),
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
    /// Not sent between instances: the store's subscription was lost (Redis
    /// went away) and is open again, so notices may have been missed.
    #[serde(skip)]
    Resubscribed,
}

pub type Loaded = Option<(GameMeta, Vec<Event>)>;

pub trait Store: Send + Sync + 'static {
    /// Keeps a new game's settings.
    fn create(&self, meta: GameMeta) -> BoxFuture<'_, Result<(), StoreError>>;
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
}

const GAMES: TableDefinition<&str, &str> = TableDefinition::new("games");
/// (game, event number) → the event's JSON.
const EVENTS: TableDefinition<(&str, u64), &str> = TableDefinition::new("events");

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
}

enum Write {
    Create(GameMeta),
    Append {
        id: String,
        expected: u64,
        events: Vec<Event>,
    },
}

struct QueuedWrite {
    write: Write,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The most writes one transaction holds, so that a burst does not keep the
/// first writer waiting for a huge commit.
const MOST_WRITES_A_COMMIT: usize = 512;

impl Embedded {
    pub fn open(path: &Path) -> Result<Embedded, StoreError> {
        let db = Arc::new(Database::create(path).map_err(failed)?);
        let setup = db.begin_write().map_err(failed)?;
        setup.open_table(GAMES).map_err(failed)?;
        setup.open_table(EVENTS).map_err(failed)?;
        setup.commit().map_err(failed)?;
        let (writes, queue) = mpsc::unbounded_channel();
        let writer_db = Arc::clone(&db);
        std::thread::Builder::new()
            .name("redb-writer".into())
            .spawn(move || commit_in_groups(&writer_db, queue))
            .map_err(failed)?;
        Ok(Embedded { db, writes })
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

    fn queue(&self, write: Write) -> BoxFuture<'_, Result<(), StoreError>> {
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
) -> Vec<Result<(), StoreError>> {
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
            Ok(()) => outcomes.push(Ok(())),
            Err(StoreError::Conflict) => outcomes.push(Err(StoreError::Conflict)),
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
fn apply(transaction: &WriteTransaction, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::Create(meta) => {
            let text = serde_json::to_string(meta).map_err(failed)?;
            let mut games = transaction.open_table(GAMES).map_err(failed)?;
            if games.get(meta.id.as_str()).map_err(failed)?.is_some() {
                return Err(StoreError::Conflict);
            }
            games
                .insert(meta.id.as_str(), text.as_str())
                .map_err(failed)?;
        }
        Write::Append {
            id,
            expected,
            events,
        } => {
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
    Ok(())
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

impl Store for Embedded {
    fn create(&self, meta: GameMeta) -> BoxFuture<'_, Result<(), StoreError>> {
        self.queue(Write::Create(meta))
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
        self.queue(Write::Append {
            id,
            expected,
            events,
        })
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
}

#[cfg(test)]
mod tests {
    use super::*;
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

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn writes_queued_together_are_numbered_as_if_committed_apart() {
        let path = scratch_file("grouped");
        let store = Embedded::open(&path).unwrap();
        store.create(game("g1")).await.unwrap();
        // Queued before any is awaited, so the writer takes them as one group.
        let first = store.append("g1".into(), 0, begun(1));
        let second = store.append("g1".into(), 1, begun(2));
        let rival_of_second = store.append("g1".into(), 1, begun(3));
        let duplicate_game = store.create(game("g1"));
        let (first, second, rival, duplicate) =
            tokio::join!(first, second, rival_of_second, duplicate_game);
        assert!(first.is_ok() && second.is_ok());
        assert!(matches!(rival, Err(StoreError::Conflict)));
        assert!(matches!(duplicate, Err(StoreError::Conflict)));
        let (_, events) = store.load("g1".into()).await.unwrap().unwrap();
        assert_eq!(events, [Event::Begun { at: 1 }, Event::Begun { at: 2 }]);
        let _ = std::fs::remove_file(&path);
    }
}
