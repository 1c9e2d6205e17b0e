//! Hand-worked positions that both the engine's tests (tests/ai.rs) and
//! the lab's (lab/tests/matches.rs) put the players to.

/// Hand-built positions where exactly one move wins the game at once by a
/// capture; the test first checks that this is so.
pub fn decisive_captures() -> Vec<(&'static str, &'static str)> {
    vec![
        // South sows 7 from pit 9 round the board, lands in empty pit 6 and
        // takes the North pits opposite 6, 7, 8 and 9; nobody can move after.
        (
            r#"{"game":"giuthi","holes":5,"pits":[2,2,2,2,0,0,0,0,0,7],"to_move":0}"#,
            r#"{"pit":9,"dir":"ccw"}"#,
        ),
        // One warrior from boma 2 lands in empty boma 3 and takes the 20
        // opposite; North has nothing left and the board is swept.
        (
            r#"{"game":"kiothi","holes":10,"pits":[0,0,1,0,0,3,0,0,0,0,0,0,0,0,0,0,20,0,0,0],"to_move":0,"phase":"play","nki":[],"lifted":[]}"#,
            r#"{"pit":2,"count":1}"#,
        ),
        (
            r#"{"game":"en-gehe","holes":6,"pits":[1,0,0,2,0,0,0,0,0,0,9,0],"to_move":0}"#,
            r#"{"pit":0}"#,
        ),
        // Hole 7 sows into hole 9 (occupied, inner row), capturing the
        // facing 3 and the 3 behind: North is left with a single seed.
        (
            r#"{"game":"hus","holes":8,"pits":[2,0,0,0,0,0,0,2,0,1,0,0,0,0,0,0,0,3,0,0,1,0,0,0,0,0,0,0,0,0,3,0],"to_move":0}"#,
            r#"{"pit":7}"#,
        ),
    ]
}

/// Giuthi: a move that keeps the turn (an extra move), the only one that
/// leads to a move that wins at once (tests/ai.rs checks it).
pub const EXTRA_MOVE: &str =
    r#"{"game":"giuthi","holes":5,"pits":[2,0,0,0,0,2,0,4,0,4],"to_move":0}"#;
pub const EXTRA_MOVE_PLAYED: &str = r#"{"pit":9,"dir":"cw"}"#;
