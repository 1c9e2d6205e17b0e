//! The engine's modules form layers: `src/lib.rs` declares them from the
//! bottom up, and a module may use only those declared before it. The same
//! holds among the submodules a directory's `mod.rs` declares (`ai`: the
//! search before the solver). This reads the sources and fails on a
//! reference to a later module, which is how a cycle would start.
//!
//! What it reads: every `crate::name` (or, in a submodule, `super::name`)
//! in a module's code up to its `#[cfg(test)]` tests, which may use any
//! layer. A module's own children and its parent are not checked (a
//! `mod.rs` and the files it declares are one unit).

use std::fs;
use std::path::Path;

/// The modules `mod.rs`-style file `path` declares, in order.
fn declared(path: &Path) -> Vec<String> {
    let text = fs::read_to_string(path).unwrap();
    text.lines()
        .map(str::trim)
        .filter_map(|line| {
            let line = line.strip_prefix("pub ").unwrap_or(line);
            let line = line.strip_prefix("pub(crate) ").unwrap_or(line);
            let name = line.strip_prefix("mod ")?.strip_suffix(';')?;
            Some(name.to_string())
        })
        .collect()
}

/// A module's code without its tests.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    match text.find("#[cfg(test)]") {
        Some(tests) => text[..tests].to_string(),
        None => text,
    }
}

/// The names that follow `prefix` in `text` (`crate::rules::play` gives
/// `rules`), besides those inside `use prefix{...}` groups, which are read
/// one by one.
fn referenced(text: &str, prefix: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in text.match_indices(prefix) {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &text[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for item in group.split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                names.push(name);
            }
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        names.push(name);
    }
    names
}

/// The file of module `name` in directory `dir`.
fn module_file(dir: &Path, name: &str) -> Vec<std::path::PathBuf> {
    let file = dir.join(format!("{name}.rs"));
    let folder = dir.join(name);
    let mut files = Vec::new();
    if file.exists() {
        files.push(file);
    }
    if folder.is_dir() {
        // A directory module's own files (its `mod.rs` and the files beside
        // it that it declares), not its subdirectories' deeper levels.
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

/// Checks the modules `root` (a `lib.rs` or `mod.rs`) declares against
/// each other, with references written `prefix` (`crate::` for the
/// crate's top level, `super::` among a directory's files).
fn check_layers(root: &Path, prefix: &str, complaints: &mut Vec<String>) {
    let order = declared(root);
    let dir = root.parent().unwrap();
    for (rank, module) in order.iter().enumerate() {
        for file in module_file(dir, module) {
            // In a directory module's own files `super::` is the directory
            // module itself; siblings are compared only at the level where
            // they are declared.
            let is_child_of_module = file.parent().unwrap() != dir;
            let prefix = if is_child_of_module && prefix == "super::" {
                continue;
            } else {
                prefix
            };
            for name in referenced(&code(&file), prefix) {
                let Some(used) = order.iter().position(|m| *m == name) else {
                    continue;
                };
                if used > rank {
                    complaints.push(format!(
                        "{} uses {prefix}{name}, declared after {module} in {}",
                        file.display(),
                        root.display()
                    ));
                }
            }
        }
    }
}

#[test]
fn every_module_uses_only_the_layers_declared_before_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut complaints = Vec::new();
    check_layers(&src.join("lib.rs"), "crate::", &mut complaints);
    for entry in fs::read_dir(&src).unwrap() {
        let dir_module = entry.unwrap().path().join("mod.rs");
        if dir_module.exists() {
            check_layers(&dir_module, "super::", &mut complaints);
        }
    }
    assert!(complaints.is_empty(), "{}", complaints.join("\n"));
}

/// The check sees a reference to a later layer, in a path or in a `use`
/// group, and not one to an earlier layer or inside tests.
#[test]
fn the_check_reads_paths_and_groups() {
    let text = "use crate::{player::Player, rules};\nfn f() { crate::game::Game::new(); }\n";
    assert_eq!(referenced(text, "crate::"), ["player", "rules", "game"]);
    assert_eq!(
        referenced("let x = mycrate::rules;", "crate::"),
        [] as [&str; 0]
    );
}
