//! A position document: any bytes, read as JSON text.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        mancala_fuzz::checks::position_document(text);
    }
});
