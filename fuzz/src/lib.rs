//! Shared by the fuzz targets in `fuzz_targets/`: the checks they make live
//! in the main workspace's `mancala-testing` (testing/src/fuzz_checks.rs),
//! which tests/fuzz_regressions.rs runs on every kept input.

pub use mancala_testing::fuzz_checks as checks;
