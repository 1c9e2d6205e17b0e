//! The lab: how the project measures its engine. Matches between the
//! computer's levels and the yardstick (`matches`, `yardstick`), ratings
//! fitted to them (`elo`), the analysis's depth against the computer's
//! (`depths`), the review's scale of the chance to win (`win_chance`) and how far its verdicts hold (`verdicts`), certificates of who wins a start (`certificates`), uniformly random games (`playout`), soaks that
//! check the engine's invariants over millions of moves (`soak`), and the
//! making of the puzzles the page ships (`puzzles`). It uses the engine
//! (the `mancala` crate) only through its public API; nothing here is
//! compiled for the browser.

pub mod certificates;
pub mod depths;
pub mod elo;
pub mod matches;
pub mod playout;
pub mod puzzles;
pub mod soak;
pub mod verdicts;
pub mod win_chance;
pub mod yardstick;
