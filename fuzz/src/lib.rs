//! Shared by the fuzz targets in `fuzz_targets/`.

pub mod checks;
