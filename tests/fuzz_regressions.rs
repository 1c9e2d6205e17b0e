//! The inputs the fuzz targets (`fuzz/`, docs/RELIABILITY.md) found or start
//! from, judged by the very checks the targets make (`testing/src/fuzz_checks.rs`):
//! the minimised crashers kept in `tests/fuzz_regressions/TARGET/` and the
//! starting corpora in `fuzz/seeds/TARGET/`.

use std::fs;
use std::panic::AssertUnwindSafe;
use std::path::{Path, PathBuf};

use mancala_testing::fuzz_checks as checks;

/// The text of every file in the given folders of the repository, with its
/// path; a folder not there gives nothing.
fn inputs(folders: &[&str]) -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = folders
        .iter()
        .filter_map(|folder| fs::read_dir(root.join(folder)).ok())
        .flatten()
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            (path, text)
        })
        .collect()
}

/// Runs `check` on each input, naming the file of the first that fails.
fn check_each(inputs: &[(PathBuf, String)], check: impl Fn(&str)) {
    for (path, text) in inputs {
        if std::panic::catch_unwind(AssertUnwindSafe(|| check(text))).is_err() {
            panic!("{} fails its fuzz check", path.display());
        }
    }
}

#[test]
fn position_documents() {
    let inputs = inputs(&["tests/fuzz_regressions/position", "fuzz/seeds/position"]);
    assert!(inputs.len() > 20, "the seed corpus is there");
    check_each(&inputs, checks::position_document);
}

#[test]
fn moves_against_positions() {
    let inputs = inputs(&["tests/fuzz_regressions/move"]);
    check_each(&inputs, |text| {
        let case = checks::MoveCase::from_json(text);
        assert_eq!(checks::MoveCase::from_json(&case.to_json()), case);
        case.check();
    });
}

#[test]
fn game_records() {
    let inputs = inputs(&["tests/fuzz_regressions/record", "fuzz/seeds/record"]);
    assert!(inputs.len() > 20, "the seed corpus is there");
    check_each(&inputs, checks::record_document);
}

#[test]
fn link_fragments() {
    let inputs = inputs(&["tests/fuzz_regressions/link"]);
    check_each(&inputs, |text| checks::link_text(text.trim_end()));
}
