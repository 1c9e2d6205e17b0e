//! The command line of the project's binaries (`mancala`, `mancala-lab`,
//! `mancala-server`): one reading of flags for all three, `--help` on every
//! command, an unknown flag refused by its name, arguments read from
//! standard input, and the exit on bad input (status 2 and one line on
//! stderr, nothing on stdout).

use std::ffi::OsString;
use std::io::Read;
use std::process::ExitCode;
use std::str::FromStr;

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

/// The flags a command takes, each with its leading `--`: `values` take a
/// value (given once, or repeated where the command reads them all),
/// `switches` do not.
#[derive(Clone, Copy, Default)]
pub struct Flags<'a> {
    pub values: &'a [&'a str],
    pub switches: &'a [&'a str],
}

/// A command's arguments, read: its positional arguments in order, its
/// flags with their values in order, the switches given.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Given {
    pub positionals: Vec<String>,
    pub values: Vec<(String, String)>,
    pub switches: Vec<String>,
}

/// What a command line asks for: the command's usage, or to run it.
#[derive(Debug, PartialEq, Eq)]
pub enum Request {
    Help,
    Run(Given),
}

/// Reads a command's arguments (those after the command's name) against the
/// flags it takes. `--help` or `-h` anywhere a flag may stand asks for the
/// usage; a flag the command does not take is refused by its name, and one
/// given without its value says so.
pub fn parse(args: &[String], flags: Flags) -> Result<Request, String> {
    use lexopt::Arg;
    let mut parser = lexopt::Parser::from_args(args.iter().map(OsString::from));
    let mut given = Given::default();
    loop {
        let arg = parser.next().map_err(|error| error.to_string())?;
        let flag = match arg {
            None => return Ok(Request::Run(given)),
            Some(Arg::Value(value)) => {
                given.positionals.push(text(value)?);
                continue;
            }
            Some(Arg::Long("help") | Arg::Short('h')) => return Ok(Request::Help),
            Some(Arg::Long(name)) => format!("--{name}"),
            Some(Arg::Short(letter)) => format!("-{letter}"),
        };
        if flags.switches.contains(&flag.as_str()) {
            given.switches.push(flag);
        } else if flags.values.contains(&flag.as_str()) {
            let value = parser
                .value()
                .map_err(|_| format!("{flag} needs a value"))?;
            given.values.push((flag, text(value)?));
        } else {
            return Err(format!("unknown flag {flag}"));
        }
    }
}

fn text(value: OsString) -> Result<String, String> {
    value
        .into_string()
        .map_err(|value| format!("{value:?} is not UTF-8 text"))
}

impl Given {
    /// The value of a flag given once (the last, if repeated).
    pub fn value(&self, flag: &str) -> Option<&str> {
        value(&self.values, flag)
    }

    /// Every value of a repeatable flag, in order.
    pub fn all<'a>(&'a self, flag: &'a str) -> impl Iterator<Item = &'a str> {
        self.values
            .iter()
            .filter(move |(name, _)| name == flag)
            .map(|(_, value)| value.as_str())
    }

    pub fn switch(&self, flag: &str) -> bool {
        self.switches.iter().any(|name| name == flag)
    }

    /// A flag's whole number, if given.
    pub fn number<T: FromStr>(&self, flag: &str) -> Result<Option<T>, String> {
        number(&self.values, flag)
    }
}

/// The value of a flag among `--flag value` pairs (the last, if repeated).
pub fn value<'a>(values: &'a [(String, String)], flag: &str) -> Option<&'a str> {
    values
        .iter()
        .rev()
        .find(|(name, _)| name == flag)
        .map(|(_, value)| value.as_str())
}

/// A flag's whole number among `--flag value` pairs, if given; a value that
/// is not a number of the type asked for is refused.
pub fn number<T: FromStr>(values: &[(String, String)], flag: &str) -> Result<Option<T>, String> {
    value(values, flag)
        .map(|text| {
            text.parse::<T>()
                .map_err(|_| format!("{flag} needs a whole number in its range, not {text:?}"))
        })
        .transpose()
}

/// Arguments given as text, or `-` for standard input (once).
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

#[cfg(test)]
mod tests {
    use super::*;

    const FLAGS: Flags = Flags {
        values: &["--ms", "--origin"],
        switches: &["--quiet"],
    };

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    fn run(text: &str) -> Given {
        match parse(&args(text), FLAGS) {
            Ok(Request::Run(given)) => given,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn positionals_flags_and_switches_in_any_order() {
        let given = run("a --ms 5 - --quiet --origin=x --origin y");
        assert_eq!(given.positionals, ["a", "-"]);
        assert_eq!(given.value("--ms"), Some("5"));
        assert_eq!(given.all("--origin").collect::<Vec<_>>(), ["x", "y"]);
        assert!(given.switch("--quiet"));
        assert_eq!(given.number::<u16>("--ms"), Ok(Some(5)));
    }

    #[test]
    fn help_anywhere_a_flag_stands() {
        for text in ["--help", "a --ms 5 -h", "a --bogus 1 --help"] {
            let answer = parse(&args(text), FLAGS);
            if text.contains("bogus") {
                assert_eq!(answer, Err("unknown flag --bogus".into()));
            } else {
                assert_eq!(answer, Ok(Request::Help), "{text}");
            }
        }
    }

    #[test]
    fn refusals_name_the_flag() {
        let refused = |text: &str| parse(&args(text), FLAGS).unwrap_err();
        assert_eq!(refused("a --bogus"), "unknown flag --bogus");
        assert_eq!(refused("-x"), "unknown flag -x");
        assert_eq!(refused("a --ms"), "--ms needs a value");
        assert!(refused("--quiet=1").contains("--quiet"));
    }

    #[test]
    fn numbers_out_of_range_are_refused() {
        let given = run("--ms 70000");
        assert!(given.number::<u16>("--ms").is_err());
        assert_eq!(given.number::<u32>("--ms"), Ok(Some(70000)));
    }
}
