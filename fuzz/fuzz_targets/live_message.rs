//! The live server's socket messages (docs/LIVE.md): arbitrary text read
//! by the message parser, then, when it reads, decided by the referee for
//! either seat or a watcher on a game a few plies in. Nothing may panic, and
//! a refused message must leave the game as it was
//! (`mancala_server::referee::check_message`).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        mancala_server::referee::check_message(text);
    }
});
