//! The fuzz target's check (fuzz/fuzz_targets/live_message.rs) run natively
//! on hostile messages: none panics, and what is decided applies. (That a
//! refused message changes nothing is tested over a socket, in live.rs.)

use mancala_server::referee::check_message;

#[test]
fn hostile_messages_never_panic_and_what_is_decided_applies() {
    let huge_ply = format!(r#"{{"t":"move","ply":{},"move":{{"pit":1}}}}"#, u64::MAX);
    // Deep, but under the 4 KiB cap: the parser sees it.
    let deep = format!("{}{}", "[".repeat(2_000), "]".repeat(2_000));
    let messages = [
        "",
        "{",
        "null",
        "[]",
        r#"{"t":null}"#,
        r#"{"t":"move","ply":3,"move":{"pit":0}}"#,
        r#"{"t":"move","ply":3,"move":{"pit":-1}}"#,
        r#"{"t":"move","ply":3,"move":{"pit":9223372036854775807}}"#,
        r#"{"t":"move","ply":3,"move":{"pit":3,"dir":"cw","count":1}}"#,
        r#"{"t":"move","ply":3,"move":{"empty":[0,1],"place":[1,2,3]}}"#,
        r#"{"t":"move","ply":2,"move":{"pit":3}}"#,
        &huge_ply,
        r#"{"t":"offer","kind":"takeback","ply":3}"#,
        r#"{"t":"offer","kind":"draw","ply":3}"#,
        r#"{"t":"answer","kind":"takeback","ply":3,"accept":true}"#,
        r#"{"t":"withdraw","kind":"draw"}"#,
        r#"{"t":"resign"}"#,
        r#"{"t":"rematch"}"#,
        r#"{"t":"move","t":"resign"}"#,
        "\u{0}\u{ffff}",
        &deep,
    ];
    for message in messages {
        check_message(message);
    }
    for pit in 0..40 {
        check_message(&format!(r#"{{"t":"move","ply":3,"move":{{"pit":{pit}}}}}"#));
    }
}
