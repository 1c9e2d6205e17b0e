//! `mancala`: the rules engine on the command line, for scripts and tests.
//! Bad input exits with status 2 and one line on stderr; nothing on stdout.
//! The lab's commands (matches, ratings, soaks, puzzle making) are another
//! binary, `mancala-lab` (lab/src/main.rs).

use std::process::ExitCode;
use std::time::Instant;

use serde::Serialize;
use serde_json::{json, Value};

use mancala::ai::proof::{who_wins, ProofVerdict, DEFAULT_PROOF_NODES};
use mancala::ai::solve::{Limits, Solver, DEFAULT_SOLVE_MS};
use mancala::ai::SystemClock;
use mancala::cli::{board_options, variant};
use mancala::{Error, Game, GameRecord, Move, Outcome, Position, Trace};
use mancala_cli::{Flags, Given, Inputs, Request};

const USAGE: &str = "usage:
  mancala new GAME [--holes N] [--seeds S] [--setup 6|5]
  mancala moves POSITION
  mancala play POSITION MOVE
  mancala replay RECORD
  mancala solve POSITION [--ms M] [--nodes K]
  mancala analyse RECORD [--ply N] [--ms M] [--nodes K]
  mancala prove RECORD [--ply N] [--nodes K]
GAME is giuthi, kiothi, en-gehe or hus. solve and analyse print the value of
the position (of the one after the first N moves of RECORD, default all) for
the player to move and of each legal move, proven within M ms (default 10000)
or K nodes, else estimated. prove asks of the same position whether the
player to move, then the other, can force a win, by proof-number search
over at most K positions (default 10,000,000; some 240 bytes each).
POSITION (or a game record), MOVE and RECORD are JSON text, or - to read it
from standard input. The lab's commands (match, elo, ratings, soak,
endgames, puzzles, random-games) are mancala-lab's.";

/// The commands that moved to `mancala-lab`.
const LAB_COMMANDS: [&str; 7] = [
    "match",
    "elo",
    "ratings",
    "soak",
    "endgames",
    "puzzles",
    "random-games",
];

fn main() -> ExitCode {
    mancala_cli::main("mancala", run)
}

/// The board's flags, which `new` takes.
const BOARD_FLAGS: [&str; 3] = ["--holes", "--seeds", "--setup"];

/// The flags each command takes.
fn flags(command: &str) -> Flags<'static> {
    let values: &[&str] = match command {
        "new" => &BOARD_FLAGS,
        "solve" => &["--ms", "--nodes"],
        "analyse" | "analyze" => &["--ply", "--ms", "--nodes"],
        "prove" => &["--ply", "--nodes"],
        _ => &[],
    };
    Flags {
        values,
        switches: &[],
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let Some((command, rest)) = args.split_first() else {
        return Err("no command given; `mancala help` lists them".to_string());
    };
    match command.as_str() {
        "help" | "--help" | "-h" => return Ok(USAGE.to_string()),
        "new" | "moves" | "play" | "replay" | "prove" | "solve" | "analyse" | "analyze" => {}
        lab if LAB_COMMANDS.contains(&lab) => {
            return Err(format!(
            "{command} is a lab command: `mancala-lab {command}` (cargo build --release -p mancala-lab)"
        ))
        }
        _ => {
            return Err(format!(
                "unknown command {command:?}; `mancala help` lists the commands"
            ))
        }
    }
    let given = match mancala_cli::parse(rest, flags(command))? {
        Request::Help => return Ok(USAGE.to_string()),
        Request::Run(given) => given,
    };
    let mut inputs = Inputs::default();
    let mut input = |arg: &str| inputs.read(arg);
    match (command.as_str(), given.positionals.as_slice()) {
        ("new", [game]) => {
            let position =
                Position::new(variant(game)?, board_options(&given)?).map_err(describe)?;
            Ok(position.to_json())
        }
        ("moves", [position]) => {
            let game = read_game(&input(position)?)?;
            let choices = serde_json::to_value(game.choices());
            Ok(choices.map_err(|e| e.to_string())?.to_string())
        }
        ("play", [position, mv]) => {
            let is_record_input;
            let mut game = {
                let text = input(position)?;
                is_record_input = is_record(&text);
                read_game(&text)?
            };
            let mv = Move::from_json(&input(mv)?, game.position()).map_err(describe)?;
            let trace = game.play(&mv).map_err(describe)?.clone();
            let played = Played {
                position: game.position(),
                trace: Some(&trace),
                result: game.outcome(),
                record: is_record_input.then(|| game.record()),
            };
            serde_json::to_string(&played).map_err(|e| e.to_string())
        }
        ("replay", [record]) => {
            let game =
                Game::from_record(&GameRecord::from_json(&input(record)?).map_err(describe)?)
                    .map_err(describe)?;
            let replayed = Played {
                position: game.position(),
                trace: None,
                result: game.outcome(),
                record: None,
            };
            serde_json::to_string(&replayed).map_err(|e| e.to_string())
        }
        ("solve", [position]) => {
            let game = read_game(&input(position)?)?;
            analyse(&game, &given)
        }
        ("analyse" | "analyze", [record]) => {
            analyse(&game_at_ply(&input(record)?, &given)?, &given)
        }
        ("prove", [record]) => {
            let nodes = given.number("--nodes")?.unwrap_or(DEFAULT_PROOF_NODES);
            prove(&game_at_ply(&input(record)?, &given)?, nodes)
        }
        _ => Err(format!(
            "wrong arguments for {command}; `mancala {command} --help` shows its usage"
        )),
    }
}

fn describe(error: Error) -> String {
    error.to_string()
}

/// `analyse` and `prove`: the record's game, taken back to `--ply` if given.
fn game_at_ply(record: &str, given: &Given) -> Result<Game, String> {
    let mut game = read_game(record)?;
    if let Some(ply) = given.number::<u64>("--ply")? {
        let moves = game.ply() as u64;
        if ply > moves {
            return Err(format!("--ply {ply} is past the game's {moves} moves"));
        }
        for _ in ply..moves {
            game.undo().map_err(describe)?;
        }
    }
    Ok(game)
}

/// `prove`: whether either side can force a win, the player to move asked
/// first.
fn prove(game: &Game, max_nodes: u64) -> Result<String, String> {
    let started = Instant::now();
    let who = who_wins(game, game.position().to_move(), max_nodes).map_err(describe)?;
    let tried: Vec<Value> = who
        .tried
        .iter()
        .map(|(prover, proof)| {
            json!({
                "prover": prover.name(),
                "verdict": match proof.verdict {
                    ProofVerdict::Won => "won",
                    ProofVerdict::NotWon => "not won",
                    ProofVerdict::Unknown => "unknown",
                },
                "nodes": proof.nodes,
            })
        })
        .collect();
    Ok(json!({
        "winner": who.winner.map(|winner| winner.name()),
        "tried": tried,
        "ms": started.elapsed().as_secs_f64() * 1000.0,
    })
    .to_string())
}

/// `solve` and `analyse`: the position's value and every move's.
fn analyse(game: &Game, given: &Given) -> Result<String, String> {
    let ms = given
        .number::<u64>("--ms")?
        .map_or(DEFAULT_SOLVE_MS, |ms| ms as f64);
    if ms <= 0.0 {
        return Err("--ms must be at least 1".into());
    }
    let limits = Limits {
        ms: Some(ms),
        nodes: given.number("--nodes")?,
    };
    let analysis = Solver::new(SOLVER_ENTRIES)
        .analyse(game, limits, &SystemClock::new())
        .map_err(describe)?;
    serde_json::to_string(&analysis).map_err(|e| e.to_string())
}

/// The command line's solver table: at most about 1.5 GB.
const SOLVER_ENTRIES: usize = 1 << 25;
/// What `play` and `replay` print, in this order.
#[derive(Serialize)]
struct Played<'a> {
    position: &'a Position,
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<&'a Trace>,
    result: Option<Outcome>,
    #[serde(skip_serializing_if = "Option::is_none")]
    record: Option<GameRecord>,
}
fn is_record(text: &str) -> bool {
    matches!(serde_json::from_str::<Value>(text), Ok(Value::Object(map)) if map.contains_key("start"))
}

/// A position, or a game record replayed to its last move (so that the
/// repetition rules see its history).
fn read_game(text: &str) -> Result<Game, String> {
    if is_record(text) {
        let record = GameRecord::from_json(text).map_err(describe)?;
        Game::from_record(&record).map_err(describe)
    } else {
        Ok(Game::from_position(
            Position::from_json(text).map_err(describe)?,
        ))
    }
}
