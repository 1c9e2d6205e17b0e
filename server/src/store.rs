//! Where games are kept: their settings and numbered events, behind one
//! trait so that the referee's server is written once. The embedded store
//! (redb, one file) serves one instance; Redis serves several, and also
//! carries the notices that keep their copies of a game in step.

use std::path::Path;
use std::sync::Arc;

use futures_util::future::BoxFuture;
use redb::{Database, ReadableDatabase, ReadableTable, TableDefinition};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

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
pub struct Embedded {
    db: Arc<Database>,
}

impl Embedded {
    pub fn open(path: &Path) -> Result<Embedded, StoreError> {
        let db = Database::create(path).map_err(failed)?;
        let setup = db.begin_write().map_err(failed)?;
        setup.open_table(GAMES).map_err(failed)?;
        setup.open_table(EVENTS).map_err(failed)?;
        setup.commit().map_err(failed)?;
        Ok(Embedded { db: Arc::new(db) })
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
        self.blocking(move |db| {
            let text = serde_json::to_string(&meta).map_err(failed)?;
            let write = db.begin_write().map_err(failed)?;
            {
                let mut games = write.open_table(GAMES).map_err(failed)?;
                if games.get(meta.id.as_str()).map_err(failed)?.is_some() {
                    return Err(StoreError::Conflict);
                }
                games
                    .insert(meta.id.as_str(), text.as_str())
                    .map_err(failed)?;
            }
            write.commit().map_err(failed)
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
        self.blocking(move |db| {
            let write = db.begin_write().map_err(failed)?;
            {
                let mut table = write.open_table(EVENTS).map_err(failed)?;
                let have = match table
                    .range((id.as_str(), 0)..=(id.as_str(), u64::MAX))
                    .map_err(failed)?
                    .next_back()
                {
                    Some(entry) => entry.map_err(failed)?.0.value().1 + 1,
                    None => 0,
                };
                if have != expected {
                    return Err(StoreError::Conflict);
                }
                for (number, event) in (expected..).zip(&events) {
                    let text = serde_json::to_string(event).map_err(failed)?;
                    table
                        .insert((id.as_str(), number), text.as_str())
                        .map_err(failed)?;
                }
            }
            write.commit().map_err(failed)
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
