//! Where the engine's work runs: deciding and playing a move and replaying
//! a game sow seeds, which a crafted position can make cost a tenth of a
//! second, so none of it runs on the async workers that carry every other
//! game's sockets. It runs on tokio's blocking threads, at most `threads`
//! at once (the machine's cores), so that however much engine work is
//! asked, the sockets and timers keep their workers.
//!
//! A game's referee is moved to the engine's thread and back (`Slot`), not
//! copied: the game's lock is held meanwhile, so nothing else wants it.

use std::ops::{Deref, DerefMut};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

use tokio::sync::Semaphore;

pub struct Engine {
    permits: Arc<Semaphore>,
}

/// Why engine work gave no answer: it panicked (a bug of the engine; the
/// value it worked on is given back as it was left).
#[derive(Debug)]
pub struct EngineFailed;

impl std::fmt::Display for EngineFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the engine failed on this game")
    }
}

impl Engine {
    /// A pool of `threads` (at least one).
    pub fn new(threads: usize) -> Engine {
        Engine {
            permits: Arc::new(Semaphore::new(threads.max(1))),
        }
    }

    /// One thread per core.
    pub fn per_core() -> Engine {
        Engine::new(std::thread::available_parallelism().map_or(2, usize::from))
    }

    /// Runs `work` on the pool and waits for it.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, EngineFailed> {
        let _permit = self.permits.acquire().await.map_err(|_| EngineFailed)?;
        tokio::task::spawn_blocking(move || catch_unwind(AssertUnwindSafe(work)))
            .await
            .map_err(|_| EngineFailed)?
            .map_err(|_| EngineFailed)
    }

    /// Runs `work` on the value in `slot`, moved to the pool and back.
    pub async fn with<V: Send + 'static, T: Send + 'static>(
        &self,
        slot: &mut Slot<V>,
        work: impl FnOnce(&mut V) -> T + Send + 'static,
    ) -> Result<T, EngineFailed> {
        let Some(mut value) = slot.0.take() else {
            return Err(EngineFailed);
        };
        let outcome = self
            .run(move || {
                let answer = catch_unwind(AssertUnwindSafe(|| work(&mut value)));
                (value, answer)
            })
            .await;
        match outcome {
            Ok((value, answer)) => {
                slot.0 = Some(value);
                answer.map_err(|_| EngineFailed)
            }
            // Not reached: the inner catch keeps the value. Were it lost,
            // the game is unusable until it is loaded again.
            Err(failed) => Err(failed),
        }
    }
}

/// A value that is lent to the engine's pool while its owner waits: read
/// as the value itself the rest of the time.
pub struct Slot<V>(Option<V>);

impl<V> Slot<V> {
    pub fn new(value: V) -> Slot<V> {
        Slot(Some(value))
    }

    /// Whether the value is away: lent and not given back, which only a
    /// `with` whose future was dropped (or whose work the pool lost) leaves.
    pub fn is_lent(&self) -> bool {
        self.0.is_none()
    }
}

impl<V> Deref for Slot<V> {
    type Target = V;
    fn deref(&self) -> &V {
        self.0
            .as_ref()
            .expect("a game's referee is read only by the holder of its lock, never while lent")
    }
}

impl<V> DerefMut for Slot<V> {
    fn deref_mut(&mut self) -> &mut V {
        self.0
            .as_mut()
            .expect("a game's referee is read only by the holder of its lock, never while lent")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Two async workers, both engine threads busy for long: a timer on the
    /// workers still fires on time, and more work waits for a thread.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn engine_work_leaves_the_async_workers_free() {
        let engine = Arc::new(Engine::new(2));
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let gate = Arc::new(std::sync::Mutex::new(gate));
        let mut busy = Vec::new();
        for _ in 0..3 {
            let engine = Arc::clone(&engine);
            let gate = Arc::clone(&gate);
            busy.push(tokio::spawn(async move {
                engine
                    .run(move || {
                        let _ = gate.lock().unwrap().recv();
                    })
                    .await
            }));
        }
        // Two threads blocked on the gate, a third task waiting for a permit:
        // the workers still run timers and other tasks.
        let ticks = tokio::time::timeout(Duration::from_secs(30), async {
            for _ in 0..5 {
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
        })
        .await;
        assert!(ticks.is_ok());
        assert_eq!(engine.permits.available_permits(), 0);
        for _ in 0..3 {
            release.send(()).unwrap();
        }
        for task in busy {
            assert!(task.await.unwrap().is_ok());
        }
    }

    /// What `Hub::usable` guards against: a `with` whose future is dropped
    /// while its work runs never gives the value back.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_with_whose_future_is_dropped_leaves_the_value_lent() {
        let engine = Engine::new(1);
        let mut slot = Slot::new(1);
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let waited = tokio::time::timeout(
            Duration::from_millis(10),
            engine.with(&mut slot, move |_| {
                let _ = gate.recv();
            }),
        )
        .await;
        assert!(waited.is_err());
        assert!(slot.is_lent());
        release.send(()).unwrap();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_lent_value_comes_back_even_after_a_panic() {
        let engine = Engine::new(1);
        let mut slot = Slot::new(41);
        assert_eq!(
            engine
                .with(&mut slot, |n| {
                    *n += 1;
                    *n
                })
                .await
                .unwrap(),
            42
        );
        assert!(engine
            .with(&mut slot, |_| -> u32 { panic!("a bug") })
            .await
            .is_err());
        assert_eq!(*slot, 42);
    }
}
