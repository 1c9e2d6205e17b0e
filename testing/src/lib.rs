//! What the workspace's tests share: `command` runs a command line,
//! `positions` holds hand-worked positions, `fuzz_checks` the checks the
//! fuzz targets (fuzz/) make on every input.

pub mod command;
pub mod fuzz_checks;
pub mod positions;
