//! Games in Redis, shared by several instances: a game's settings in a key,
//! its events in a stream whose entry IDs are `0-1`, `0-2`, ... (the event's
//! number plus one), and one publish/subscribe channel for the notices.
//! Appending is a Lua script, so checking the last number and adding after
//! it is one atomic step: two instances can never both write event N.
//!
//! Redis may go away and come back (docs/LIVE.md, "What happens when Redis
//! goes away"): commands go through redis's `ConnectionManager`, which
//! connects again after a failed command, and the subscription is opened
//! again with a growing pause; once it is back the hub is told
//! (`Notice::Resubscribed`) so that it reads the events it missed.

use std::sync::Mutex;
use std::time::Duration;

use futures_util::future::BoxFuture;
use futures_util::StreamExt;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use redis::{AsyncCommands, Client, Script};
use tokio::sync::mpsc;

use crate::referee::{Event, GameMeta};
use crate::store::{Loaded, Notice, Store, StoreError, TOMBSTONE_MS};

const CHANNEL: &str = "mancala:notices";
/// The pauses between attempts to open the subscription again: doubled
/// from the first up to the last, so that a Redis that is back is found
/// within seconds and one that stays away is not hammered.
const RESUBSCRIBE_FIRST_PAUSE: Duration = Duration::from_millis(100);
const RESUBSCRIBE_LAST_PAUSE: Duration = Duration::from_secs(5);
/// A command that gets no answer for this long fails (`store`) instead of
/// holding the player's message while Redis is unreachable.
const RESPONSE_TIMEOUT: Duration = Duration::from_secs(5);

fn meta_key(id: &str) -> String {
    format!("mancala:game:{id}:meta")
}

fn events_key(id: &str) -> String {
    format!("mancala:game:{id}:events")
}

/// Present while a removed game's ID is remembered as expired (set with
/// each time to live, outliving it by `TOMBSTONE_MS`).
fn gone_key(id: &str) -> String {
    format!("mancala:game:{id}:gone")
}

/// KEYS[1] the stream, KEYS[2] the settings, ARGV[1] the events it must
/// hold, ARGV[2..] the new events; answers 1 when added, 0 when the count
/// was not ARGV[1], -1 when the game is no longer kept. The stream lives
/// as long as the settings.
const APPEND: &str = r"
local ttl = redis.call('PTTL', KEYS[2])
if ttl == -2 then
  return -1
end
local top = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local have = 0
if #top > 0 then
  have = tonumber(string.match(top[1][1], '%-(%d+)$'))
end
if have ~= tonumber(ARGV[1]) then
  return 0
end
for i = 2, #ARGV do
  redis.call('XADD', KEYS[1], '0-' .. (have + i - 1), 'e', ARGV[i])
end
if ttl > 0 then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return 1
";

/// KEYS[1] the settings, KEYS[2] the stream, KEYS[3] the expired mark;
/// ARGV[1] how long to keep the game (ms), or -1 for ever; ARGV[2] how
/// long the mark outlives it. Answers 0 when the game is no longer kept.
const KEEP: &str = r"
if redis.call('EXISTS', KEYS[1]) == 0 then
  return 0
end
local keep = tonumber(ARGV[1])
if keep < 0 then
  redis.call('PERSIST', KEYS[1])
  redis.call('PERSIST', KEYS[2])
else
  redis.call('PEXPIRE', KEYS[1], keep)
  redis.call('PEXPIRE', KEYS[2], keep)
  redis.call('SET', KEYS[3], '1', 'PX', keep + tonumber(ARGV[2]))
end
return 1
";

fn failed(error: impl std::fmt::Display) -> StoreError {
    StoreError::Failed(error.to_string())
}

pub struct RedisStore {
    instance: String,
    connection: ConnectionManager,
    append: Script,
    keep: Script,
    notices: Mutex<Option<mpsc::UnboundedReceiver<Notice>>>,
}

/// Forwards the other instances' notices from one subscription until it
/// ends (Redis went away).
async fn forward_notices(
    pubsub: redis::aio::PubSub,
    own: &str,
    sender: &mpsc::UnboundedSender<Notice>,
) -> Result<(), mpsc::error::SendError<Notice>> {
    let mut messages = pubsub.into_on_message();
    while let Some(message) = messages.next().await {
        let Ok(text) = message.get_payload::<String>() else {
            continue;
        };
        // Notices come only from instances of this server; one it cannot
        // read (a later version's) is skipped.
        let Ok(notice) = serde_json::from_str::<Notice>(&text) else {
            continue;
        };
        if notice.sender().is_some_and(|from| from != own) {
            sender.send(notice)?;
        }
    }
    Ok(())
}

async fn subscribe(client: &Client) -> redis::RedisResult<redis::aio::PubSub> {
    let mut pubsub = client.get_async_pubsub().await?;
    pubsub.subscribe(CHANNEL).await?;
    Ok(pubsub)
}

/// Keeps a subscription open for as long as the hub listens: after it
/// ends, opens it again (pausing longer after each failure) and tells the
/// hub, whose games may have changed meanwhile.
async fn keep_subscribed(
    client: Client,
    first: redis::aio::PubSub,
    own: String,
    sender: mpsc::UnboundedSender<Notice>,
) {
    let mut pubsub = first;
    loop {
        if forward_notices(pubsub, &own, &sender).await.is_err() {
            return;
        }
        eprintln!("mancala-server: the Redis subscription ended; subscribing again");
        let mut pause = RESUBSCRIBE_FIRST_PAUSE;
        pubsub = loop {
            tokio::time::sleep(pause).await;
            match subscribe(&client).await {
                Ok(pubsub) => break pubsub,
                Err(_) => pause = (pause * 2).min(RESUBSCRIBE_LAST_PAUSE),
            }
        };
        eprintln!("mancala-server: subscribed to Redis again");
        if sender.send(Notice::Resubscribed).is_err() {
            return;
        }
    }
}

impl RedisStore {
    /// Connects and subscribes to the notices.
    pub async fn connect(url: &str) -> Result<RedisStore, StoreError> {
        let instance = crate::ids::random_id();
        let client = redis::Client::open(url).map_err(failed)?;
        let config = ConnectionManagerConfig::new().set_response_timeout(Some(RESPONSE_TIMEOUT));
        let connection = client
            .get_connection_manager_with_config(config)
            .await
            .map_err(failed)?;
        let pubsub = subscribe(&client).await.map_err(failed)?;
        let (sender, receiver) = mpsc::unbounded_channel();
        tokio::spawn(keep_subscribed(client, pubsub, instance.clone(), sender));
        Ok(RedisStore {
            instance,
            connection,
            append: Script::new(APPEND),
            keep: Script::new(KEEP),
            notices: Mutex::new(Some(receiver)),
        })
    }
}

fn parse_entries(entries: Vec<(String, Vec<String>)>) -> Result<Vec<Event>, StoreError> {
    entries
        .into_iter()
        .map(|(_, fields)| match fields.as_slice() {
            [name, text] if name == "e" => serde_json::from_str(text).map_err(failed),
            _ => Err(failed("a stream entry that is not an event")),
        })
        .collect()
}

impl Store for RedisStore {
    fn create(&self, meta: GameMeta, keep_ms: u64) -> BoxFuture<'_, Result<(), StoreError>> {
        let mut connection = self.connection.clone();
        Box::pin(async move {
            let text = serde_json::to_string(&meta).map_err(failed)?;
            let (set, _): (Option<String>, Option<String>) = redis::pipe()
                .atomic()
                .cmd("SET")
                .arg(meta_key(&meta.id))
                .arg(text)
                .arg("NX")
                .arg("PX")
                .arg(keep_ms.max(1))
                .cmd("SET")
                .arg(gone_key(&meta.id))
                .arg("1")
                .arg("PX")
                .arg(keep_ms.saturating_add(TOMBSTONE_MS))
                .query_async(&mut connection)
                .await
                .map_err(failed)?;
            if set.is_some() {
                Ok(())
            } else {
                Err(StoreError::Conflict)
            }
        })
    }

    fn keep(&self, id: String, keep_ms: Option<u64>) -> BoxFuture<'_, Result<(), StoreError>> {
        let mut connection = self.connection.clone();
        Box::pin(async move {
            let kept: i64 = self
                .keep
                .key(meta_key(&id))
                .key(events_key(&id))
                .key(gone_key(&id))
                .arg(keep_ms.map_or(-1, |ms| i64::try_from(ms.max(1)).unwrap_or(i64::MAX)))
                .arg(TOMBSTONE_MS)
                .invoke_async(&mut connection)
                .await
                .map_err(failed)?;
            if kept == 1 {
                Ok(())
            } else {
                Err(StoreError::Gone)
            }
        })
    }

    fn purge(&self) -> BoxFuture<'_, Result<Vec<String>, StoreError>> {
        // Redis removes the keys whose time has run out by itself.
        Box::pin(async { Ok(Vec::new()) })
    }

    fn expired(&self, id: String) -> BoxFuture<'_, Result<bool, StoreError>> {
        let mut connection = self.connection.clone();
        Box::pin(async move { connection.exists(gone_key(&id)).await.map_err(failed) })
    }

    fn load(&self, id: String) -> BoxFuture<'_, Result<Loaded, StoreError>> {
        let mut connection = self.connection.clone();
        Box::pin(async move {
            let text: Option<String> = connection.get(meta_key(&id)).await.map_err(failed)?;
            let Some(text) = text else {
                return Ok(None);
            };
            let meta: GameMeta = serde_json::from_str(&text).map_err(failed)?;
            let entries: Vec<(String, Vec<String>)> = redis::cmd("XRANGE")
                .arg(events_key(&id))
                .arg("-")
                .arg("+")
                .query_async(&mut connection)
                .await
                .map_err(failed)?;
            Ok(Some((meta, parse_entries(entries)?)))
        })
    }

    fn events_since(&self, id: String, from: u64) -> BoxFuture<'_, Result<Vec<Event>, StoreError>> {
        let mut connection = self.connection.clone();
        Box::pin(async move {
            let entries: Vec<(String, Vec<String>)> = redis::cmd("XRANGE")
                .arg(events_key(&id))
                .arg(format!("0-{}", from + 1))
                .arg("+")
                .query_async(&mut connection)
                .await
                .map_err(failed)?;
            parse_entries(entries)
        })
    }

    fn append(
        &self,
        id: String,
        expected: u64,
        events: Vec<Event>,
    ) -> BoxFuture<'_, Result<(), StoreError>> {
        let mut connection = self.connection.clone();
        Box::pin(async move {
            let mut invocation = self.append.key(events_key(&id));
            invocation.key(meta_key(&id)).arg(expected);
            for event in &events {
                invocation.arg(serde_json::to_string(event).map_err(failed)?);
            }
            let added: i64 = invocation
                .invoke_async(&mut connection)
                .await
                .map_err(failed)?;
            match added {
                1 => {}
                -1 => return Err(StoreError::Gone),
                _ => return Err(StoreError::Conflict),
            }
            let notice = serde_json::to_string(&Notice::Events {
                game: id.clone(),
                from: self.instance.clone(),
            })
            .map_err(failed)?;
            // The events are kept: a notice that cannot be sent is not a
            // refusal (the others read the events when their players act, or
            // when they subscribe again after Redis comes back).
            if let Err(error) = connection.publish::<_, _, i64>(CHANNEL, notice).await {
                eprintln!("mancala-server: game {id}: notice not sent: {error}");
            }
            Ok(())
        })
    }

    fn shared(&self) -> bool {
        true
    }

    fn instance(&self) -> &str {
        &self.instance
    }

    fn publish(&self, notice: Notice) -> BoxFuture<'_, Result<(), StoreError>> {
        let mut connection = self.connection.clone();
        Box::pin(async move {
            let text = serde_json::to_string(&notice).map_err(failed)?;
            let _: i64 = connection.publish(CHANNEL, text).await.map_err(failed)?;
            Ok(())
        })
    }

    fn notices(&self) -> Option<mpsc::UnboundedReceiver<Notice>> {
        self.notices.lock().ok()?.take()
    }
}
