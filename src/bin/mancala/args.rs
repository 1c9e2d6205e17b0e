//! The command-line arguments both binaries read, `mancala` (the user's)
//! and `mancala-lab` (lab/src/main.rs includes this file): flags, board
//! options, JSON text or standard input, and the exit on bad input (status
//! 2 and one line on stderr, nothing on stdout).

use std::io::Read;
use std::process::ExitCode;

use mancala::{Error, Options, Variant};

/// Runs a command line: its output on stdout, or `NAME: message` on stderr
/// and status 2.
pub fn main(name: &str, run: impl FnOnce(&[String]) -> Result<String, String>) -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(output) => {
            println!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{name}: {message}");
            ExitCode::from(2)
        }
    }
}

/// Arguments given as JSON text, or `-` for standard input (once).
#[derive(Default)]
pub struct Inputs {
    stdin_used: bool,
}

impl Inputs {
    pub fn read(&mut self, arg: &str) -> Result<String, String> {
        if arg != "-" {
            return Ok(arg.to_string());
        }
        if std::mem::replace(&mut self.stdin_used, true) {
            return Err("only one argument can be read from standard input".into());
        }
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        Ok(text)
    }
}

/// Reads `--flag value` pairs, only those named.
pub fn flag_values(args: &[String], known: &[&str]) -> Result<Vec<(String, String)>, String> {
    let mut flags = Vec::new();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        if !known.contains(&flag.as_str()) {
            return Err(format!("unknown option {flag}"));
        }
        flags.push((flag.clone(), value.clone()));
    }
    Ok(flags)
}

pub fn describe(error: Error) -> String {
    error.to_string()
}

pub fn variant(name: &str) -> Result<Variant, String> {
    Variant::from_id(name).map_err(describe)
}

/// Reads `--holes`, `--seeds` and `--setup`, and the named `extra` flags.
/// An unknown flag is refused with the binary's `usage`.
pub fn board_options(
    args: &[String],
    extra: &[&str],
    usage: &str,
) -> Result<(Options, Vec<(String, String)>), String> {
    let mut options = Options::default();
    let mut others = Vec::new();
    let mut pairs = args.chunks(2);
    for pair in &mut pairs {
        let [flag, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        let parsed = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag} needs a whole number, not {value:?}"))
        };
        match flag.as_str() {
            "--holes" => options.holes = usize::try_from(parsed()?).map_err(|e| e.to_string())?,
            "--seeds" => {
                options.seeds =
                    u16::try_from(parsed()?).map_err(|_| format!("{value} seeds is too many"))?
            }
            "--setup" => {
                options.setup =
                    Some(u8::try_from(parsed()?).map_err(|_| "--setup is 6 or 5".to_string())?)
            }
            flag if extra.contains(&flag) => others.push((flag.to_string(), value.clone())),
            flag => return Err(format!("unknown option {flag}\n{usage}")),
        }
    }
    Ok((options, others))
}

pub fn number(flags: &[(String, String)], name: &str) -> Result<Option<u64>, String> {
    flags
        .iter()
        .find(|(flag, _)| flag == name)
        .map(|(_, value)| {
            value
                .parse::<u64>()
                .map_err(|_| format!("{name} needs a whole number, not {value:?}"))
        })
        .transpose()
}
