//! `mancala-lab`: the lab's commands, for measuring the engine: random
//! games, matches, Elo ratings, soaks, endgames for the solver's reach and
//! the puzzles the page ships. Bad input exits with status 2 and one line
//! on stderr; nothing on stdout. The user's commands are `mancala`'s.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use serde::Serialize;
use serde_json::{json, Value};

use mancala::ai::{self, SystemClock};
use mancala::cli::{board_options, variant};
use mancala::rng::Rng;
use mancala::{Error, GameRecord, Options, Phase, Player, Position, Variant};
use mancala_cli::{Flags, Given, Inputs, Request};
use mancala_lab::certificates;
use mancala_lab::depths;
use mancala_lab::elo::{self, PairResult};
use mancala_lab::matches::{play_match, Contender, MatchReport, MatchSettings};
use mancala_lab::playout::{RandomPlayer, Tally};
use mancala_lab::puzzles;
use mancala_lab::soak::{self, Check};
use mancala_lab::verdicts;
use mancala_lab::win_chance;

const USAGE: &str = "usage:
  mancala-lab random-games GAME [--holes N] [--seeds S] [--setup 6|5] --games K --seed X
  mancala-lab match GAME --a LEVEL --b LEVEL --games K --seed X [--holes N] [--seeds S]
                [--setup 6|5] [--budget-ms M] [--opening-plies R] [--progress P] [--jobs J]
                [--a-nodes K] [--b-nodes K] [--a-depth D] [--b-depth D]
                [--settle-nodes K [--proof-nodes K] [--balanced-within S]] [--records FILE]
  mancala-lab elo GAME --games K --seed X [--players LIST] [--budget-ms M] [--opening-plies R]
              [--progress P] [--jobs J] [--holes N] [--seeds S] [--setup 6|5]
  mancala-lab ratings REPORTS
  mancala-lab soak GAME --games K [--seed X] [--holes N] [--seeds S] [--setup 6|5]
               [--all-presets] [--check all-listed|played] [--progress P]
  mancala-lab endgames GAME --games K [--seed X] [--max-seeds S] [--by-plies]
  mancala-lab puzzles GAME --count N [--seed X] [--progress]
  mancala-lab win-chance GAME --games K --depth D [--seed X] [--holes N] [--seeds S] [--setup 6|5]
  mancala-lab verdicts GAME --games K --depth D [--seed X] [--scale K] [--holes N] [--seeds S] [--setup 6|5]
  mancala-lab depths GAME --ms M [--positions N] [--seed X] [--holes N] [--seeds S] [--setup 6|5]
  mancala-lab certify GAME --prover south|north [--by-at-least M] [--nodes K] [--holes N] [--seeds S]
GAME is giuthi, kiothi, en-gehe or hus. LEVEL is random, beginner, intermediate,
strong, or uct (the yardstick: plain UCT with random playouts); M is the
thinking time per move (default 900); R random moves open each pair of games
(A South, then A North; default 0); P prints a progress line on standard
error every P games; J games are played at once (default 1); --a-nodes and
--b-nodes give a side K nodes a move (the yardstick K iterations) instead of
time; --a-depth and --b-depth cap a level's search at D plies instead of
time; --records writes each game to FILE, a line of JSON with its record
(which mancala replay and analyse read); --settle-nodes searches each pair's
start with the strong level for K nodes and reports A's results apart from
starts it proved won for one side; --proof-nodes gives each start it leaves
open to the proof-number search (as mancala prove does), K positions a side,
which also sorts out starts proven not won for a side (a draw its best);
--balanced-within draws further random openings for a pair until the search
values its start within S seeds of even (or takes the closest of 40).
elo plays a match of K games between every two of LIST (default
random,beginner,intermediate,strong,uct), printing each report on standard
error, and prints Elo ratings fitted to them all; ratings fits them to
REPORTS, match reports one a line (- reads them from standard input). soak
checks the engine's invariants after every move of K random games (on every
preset with --all-presets) and exits with status 1 on a violation. endgames
prints records of computer games that end where the board holds at most S
seeds (default 16): the first position with each number of seeds up to S,
or in Hus and En Gehé (and in every game with --by-plies) the positions of
the last S plies. puzzles prints N puzzles the solver proves, from
computer games seeded by X (default 0), easiest first (docs/PUZZLES.md);
--progress reports each game on standard error. depths gives the strong
level and the analysis (mancala solve) M ms each on the board's start and
N positions of computer games (default 10), and prints a line of JSON for
each: the strong level's depth, the analysis's shallowest and deepest
estimate, its proven moves; a table of them goes to standard error.
win-chance analyses up to 40 plies of each of K computer games (4 to 8
random moves, then each side the beginner or the intermediate level by
lot) with the estimate capped at D plies and prints the logistic fit of the
chance to win on the estimate (the game review's scale; docs/REVIEW.md),
and the fit so far after each game on standard error.
verdicts reviews K computer games (seeds X, X + 1, ...) with the
estimate capped at D and at D + 4 and prints a line per game: how many of
the review's verdicts agree four plies deeper, and how many are unclear
(--scale: the chance curve's k, else the board's fitted one). certify proves whether the prover wins the board's start
(by at least M seeds, default 1: any win; proof-number search, at most K
positions, default 10,000,000) and prints
the answer as a certificate that tests/certificates.rs checks with the
rules alone (docs/SOLVER.md, \"Certificates\").";

fn main() -> ExitCode {
    mancala_cli::main("mancala-lab", run)
}

/// The board's flags, which most commands take.
const BOARD_FLAGS: [&str; 3] = ["--holes", "--seeds", "--setup"];

// The flags of every command that plays matches (`match`, `elo`).
const PLAY_FLAGS: [&str; 6] = [
    "--games",
    "--seed",
    "--budget-ms",
    "--opening-plies",
    "--progress",
    "--jobs",
];

/// The flags each command takes, None for a command there is not.
fn flags(command: &str) -> Option<(Vec<&'static str>, &'static [&'static str])> {
    let with_board = |own: &[&'static str]| [&BOARD_FLAGS[..], own].concat();
    Some(match command {
        "random-games" => (with_board(&["--games", "--seed"]), &[]),
        "match" => (
            with_board(
                &[
                    &PLAY_FLAGS[..],
                    &[
                        "--a",
                        "--b",
                        "--a-nodes",
                        "--b-nodes",
                        "--a-depth",
                        "--b-depth",
                        "--records",
                        "--settle-nodes",
                        "--proof-nodes",
                        "--balanced-within",
                    ],
                ]
                .concat(),
            ),
            &[],
        ),
        "elo" => (with_board(&[&PLAY_FLAGS[..], &["--players"]].concat()), &[]),
        "ratings" => (Vec::new(), &[]),
        "soak" => (
            with_board(&["--games", "--seed", "--check", "--progress"]),
            &["--all-presets"],
        ),
        "endgames" => (
            with_board(&["--games", "--seed", "--max-seeds"]),
            &["--by-plies"],
        ),
        "puzzles" => (vec!["--count", "--seed"], &["--progress"]),
        "depths" => (with_board(&["--ms", "--positions", "--seed"]), &[]),
        "certify" => (with_board(&["--prover", "--by-at-least", "--nodes"]), &[]),
        "win-chance" => (with_board(&["--games", "--depth", "--seed"]), &[]),
        "verdicts" => (
            with_board(&["--games", "--depth", "--seed", "--scale"]),
            &[],
        ),
        _ => return None,
    })
}

fn run(args: &[String]) -> Result<String, String> {
    let Some((command, rest)) = args.split_first() else {
        return Err("no command given; `mancala-lab help` lists them".to_string());
    };
    if matches!(command.as_str(), "help" | "--help" | "-h") {
        return Ok(USAGE.to_string());
    }
    let Some((values, switches)) = flags(command) else {
        return Err(format!(
            "unknown command {command:?}; `mancala-lab help` lists the commands"
        ));
    };
    let given = match mancala_cli::parse(
        rest,
        Flags {
            values: &values,
            switches,
        },
    )? {
        Request::Help => return Ok(USAGE.to_string()),
        Request::Run(given) => given,
    };
    let extra = &given.values;
    match (command.as_str(), given.positionals.as_slice()) {
        ("random-games", [game]) => {
            let games = number(extra, "--games")?.ok_or("random-games needs --games K")?;
            let seed = number(extra, "--seed")?.unwrap_or(0);
            random_games(variant(game)?, board_options(&given)?, games, seed)
        }
        ("match", [game]) => engine_match(variant(game)?, board_options(&given)?, extra),
        ("elo", [game]) => round_robin(variant(game)?, board_options(&given)?, extra),
        ("ratings", [reports]) => ratings(&Inputs::default().read(reports)?),
        ("soak", [game]) => soak(variant(game)?, &given),
        ("endgames", [game]) => {
            let games = number(extra, "--games")?.ok_or("endgames needs --games K")?;
            let seed = number(extra, "--seed")?.unwrap_or(0);
            let max_seeds = number(extra, "--max-seeds")?.unwrap_or(16);
            let by_plies = given.switch("--by-plies");
            endgames(
                variant(game)?,
                board_options(&given)?,
                games,
                seed,
                max_seeds,
                by_plies,
            )
        }
        ("puzzles", [game]) => {
            let count = number(extra, "--count")?.ok_or("puzzles needs --count N")?;
            let seed = number(extra, "--seed")?.unwrap_or(0);
            puzzles(variant(game)?, count, seed, given.switch("--progress"))
        }
        ("depths", [game]) => {
            let ms = number(extra, "--ms")?.ok_or("depths needs --ms M")?;
            let count = number(extra, "--positions")?.unwrap_or(10);
            let seed = number(extra, "--seed")?.unwrap_or(0);
            depths(
                variant(game)?,
                board_options(&given)?,
                ms as f64,
                count as usize,
                seed,
            )
        }
        ("certify", [game]) => {
            let prover = match given.value("--prover") {
                Some("south") => Player::South,
                Some("north") => Player::North,
                _ => return Err("certify needs --prover south or --prover north".to_string()),
            };
            let by_at_least = number(extra, "--by-at-least")?.unwrap_or(1);
            let goal = ai::proof::Goal {
                prover,
                by_at_least: u32::try_from(by_at_least.max(1))
                    .map_err(|_| "--by-at-least: too many seeds".to_string())?,
            };
            let nodes = number(extra, "--nodes")?.unwrap_or(ai::proof::DEFAULT_PROOF_NODES);
            let command = format!("mancala-lab certify {}", rest.join(" "));
            certificates::certify_start(
                variant(game)?,
                board_options(&given)?,
                goal,
                nodes,
                &command,
            )
        }
        ("win-chance", [game]) => {
            let games = number(extra, "--games")?.ok_or("win-chance needs --games K")?;
            let seed = number(extra, "--seed")?.unwrap_or(0);
            let depth = number(extra, "--depth")?.ok_or("win-chance needs --depth D")?;
            let depth = u32::try_from(depth).map_err(|_| "--depth: too deep".to_string())?;
            let fit = win_chance::fit(
                variant(game)?,
                board_options(&given)?,
                games as usize,
                seed,
                depth,
                |so_far| {
                    let line = serde_json::to_string(so_far).unwrap_or_default();
                    eprintln!("after {} of {games} games: {line}", so_far.games);
                },
            )
            .map_err(describe)?;
            serde_json::to_string(&fit).map_err(|e| e.to_string())
        }
        ("verdicts", [game]) => {
            let games = number(extra, "--games")?.ok_or("verdicts needs --games K")?;
            let seed = number(extra, "--seed")?.unwrap_or(0);
            let depth = number(extra, "--depth")?.ok_or("verdicts needs --depth D")?;
            let depth = u32::try_from(depth).map_err(|_| "--depth: too deep".to_string())?;
            let scale = given
                .value("--scale")
                .map(|k| k.parse::<f64>().map_err(|e| format!("--scale: {e}")))
                .transpose()?;
            let rows = verdicts::stability(
                variant(game)?,
                board_options(&given)?,
                (games as usize, seed),
                depth,
                scale,
                |row| {
                    eprintln!(
                        "game {}: {} of {} agree",
                        row.seed, row.agreed, row.compared
                    )
                },
            )
            .map_err(describe)?;
            let lines: Result<Vec<String>, String> = rows
                .iter()
                .map(|row| serde_json::to_string(row).map_err(|e| e.to_string()))
                .collect();
            Ok(lines?.join("\n"))
        }
        _ => Err(format!(
            "wrong arguments for {command}; `mancala-lab {command} --help` shows its usage"
        )),
    }
}

fn describe(error: Error) -> String {
    error.to_string()
}

fn number(flags: &[(String, String)], flag: &str) -> Result<Option<u64>, String> {
    mancala_cli::number(flags, flag)
}

fn contender(flags: &[(String, String)], name: &str) -> Result<Contender, String> {
    let (_, value) = flags
        .iter()
        .find(|(flag, _)| flag == name)
        .ok_or_else(|| format!("match needs {name} LEVEL"))?;
    Contender::from_id(value).ok_or_else(|| {
        format!("unknown level {value:?}: expected random, beginner, intermediate, strong or uct")
    })
}

/// The settings `match` and `elo` share; A and B are placeholders for
/// `elo`, which sets them pair by pair.
fn match_settings(
    variant: Variant,
    options: Options,
    flags: &[(String, String)],
    (a, b): (Contender, Contender),
) -> Result<MatchSettings, String> {
    let games = number(flags, "--games")?.ok_or("this command needs --games K")?;
    let budget_ms = number(flags, "--budget-ms")?.map_or(ai::DEFAULT_BUDGET_MS, |ms| ms as f64);
    if budget_ms <= 0.0 {
        return Err("--budget-ms must be at least 1".into());
    }
    let nodes = |flag| -> Result<Option<u64>, String> {
        match number(flags, flag)? {
            Some(0) => Err(format!("{flag} must be at least 1")),
            nodes => Ok(nodes),
        }
    };
    let depth = |flag, contender| -> Result<Option<u32>, String> {
        let plies = nodes(flag)?;
        if plies.is_some() && contender == Contender::Uct {
            // It would only take away the yardstick's clock.
            return Err(format!(
                "{flag} caps a level's search, and the yardstick (uct) has no depth: give it nodes instead"
            ));
        }
        plies
            .map(|plies| u32::try_from(plies).map_err(|_| format!("{flag} is too large")))
            .transpose()
    };
    let balanced_within = number(flags, "--balanced-within")?
        .map(|seeds| u32::try_from(seeds).map_err(|_| "--balanced-within is too large".to_string()))
        .transpose()?;
    for flag in ["--balanced-within", "--proof-nodes"] {
        if number(flags, flag)?.is_some() && number(flags, "--settle-nodes")?.is_none() {
            return Err(format!(
                "{flag} needs --settle-nodes K, the search that values the starts"
            ));
        }
    }
    Ok(MatchSettings {
        variant,
        options,
        a,
        b,
        games: u32::try_from(games).map_err(|_| format!("{games} games is too many"))?,
        seed: number(flags, "--seed")?.unwrap_or(0),
        budget_ms: Some(budget_ms),
        nodes: [nodes("--a-nodes")?, nodes("--b-nodes")?],
        depths: [depth("--a-depth", a)?, depth("--b-depth", b)?],
        settle_nodes: nodes("--settle-nodes")?,
        proof_nodes: nodes("--proof-nodes")?,
        balanced_within,
        opening_plies: u32::try_from(number(flags, "--opening-plies")?.unwrap_or(0))
            .map_err(|_| "--opening-plies is too large".to_string())?,
    })
}

fn jobs(flags: &[(String, String)]) -> Result<usize, String> {
    let jobs = number(flags, "--jobs")?.unwrap_or(1);
    if !(1..=64).contains(&jobs) {
        return Err("--jobs must be from 1 to 64".into());
    }
    Ok(jobs as usize)
}

/// Plays a match, printing a progress line on standard error every
/// `--progress` games, and each game to the file `--records` names.
fn run_match(settings: &MatchSettings, flags: &[(String, String)]) -> Result<MatchReport, String> {
    let every = number(flags, "--progress")?.unwrap_or(0);
    let mut records = match flags.iter().find(|(flag, _)| flag == "--records") {
        Some((_, path)) => {
            Some(std::fs::File::create(path).map_err(|e| format!("cannot write {path}: {e}"))?)
        }
        None => None,
    };
    let mut unwritten = None;
    let clock = SystemClock::new();
    let report = play_match(settings, jobs(flags)?, &clock, |report, game| {
        let index = game.index;
        if let Some(file) = &mut records {
            let line = json!({
                "game": index,
                "a": game.a_side.name().to_lowercase(),
                "a_result": game.a_result.to_string(),
                "record": game.record,
            });
            if let Err(e) = writeln!(file, "{line}") {
                unwritten.get_or_insert(format!("cannot write a game record: {e}"));
            }
        }
        if every > 0 && (u64::from(index) + 1) % every == 0 {
            eprintln!(
                "{} against {}, game {}: A {} wins, {} draws, {} losses",
                report.a.id(),
                report.b.id(),
                index + 1,
                report.a_wins,
                report.draws,
                report.a_losses
            );
        }
    })
    .map_err(describe)?;
    unwritten.map_or(Ok(report), Err)
}

fn engine_match(
    variant: Variant,
    options: Options,
    flags: &[(String, String)],
) -> Result<String, String> {
    let sides = (contender(flags, "--a")?, contender(flags, "--b")?);
    let settings = match_settings(variant, options, flags, sides)?;
    let report = run_match(&settings, flags)?;
    serde_json::to_string(&report).map_err(|e| e.to_string())
}

/// The players of `elo` when `--players` is not given.
const ELO_PLAYERS: &str = "random,beginner,intermediate,strong,uct";

/// `elo`: every pair of the players plays a match; each match's report is
/// printed on standard error as it ends (a line `mancala-lab ratings` reads),
/// and the ratings fitted to them all on standard output.
fn round_robin(
    variant: Variant,
    options: Options,
    flags: &[(String, String)],
) -> Result<String, String> {
    let names = flags
        .iter()
        .find(|(flag, _)| flag == "--players")
        .map_or(ELO_PLAYERS, |(_, value)| value.as_str());
    let players = names
        .split(',')
        .map(|id| Contender::from_id(id).ok_or_else(|| format!("unknown player {id:?}")))
        .collect::<Result<Vec<_>, _>>()?;
    if players.len() < 2 {
        return Err("--players needs at least two players".into());
    }
    let mut reports = Vec::new();
    for (i, &a) in players.iter().enumerate() {
        for &b in &players[i + 1..] {
            let settings = match_settings(variant, options, flags, (a, b))?;
            let report = run_match(&settings, flags)?;
            eprintln!(
                "{}",
                serde_json::to_string(&report).map_err(|e| e.to_string())?
            );
            reports.push(report);
        }
    }
    let results: Vec<PairResult> = reports.iter().map(pair_result).collect();
    let table = RatingTable {
        game: variant.id(),
        distinct_games: reports.iter().map(|report| report.distinct_games).sum(),
        ratings: elo::fit(&results),
        pairs: results,
    };
    serde_json::to_string(&table).map_err(|e| e.to_string())
}

#[derive(Serialize)]
struct RatingTable {
    game: &'static str,
    /// Games that differ from every other game of their pair, summed over
    /// the pairs.
    distinct_games: u32,
    ratings: Vec<elo::Rating>,
    pairs: Vec<PairResult>,
}

fn pair_result(report: &MatchReport) -> PairResult {
    PairResult {
        a: report.a.id().to_string(),
        b: report.b.id().to_string(),
        a_wins: report.a_wins,
        draws: report.draws,
        a_losses: report.a_losses,
    }
}

/// `ratings`: the ratings fitted to match reports, one JSON object a line
/// (as `match` prints them, or `elo` on standard error).
fn ratings(text: &str) -> Result<String, String> {
    let mut results = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let report: Value = serde_json::from_str(line)
            .map_err(|e| format!("line {}: not a match report: {e}", number + 1))?;
        let field = |name: &str| -> Result<&Value, String> {
            report
                .get(name)
                .ok_or_else(|| format!("line {}: a match report has no {name:?}", number + 1))
        };
        let count = |name: &str| -> Result<u32, String> {
            field(name)?
                .as_u64()
                .and_then(|count| u32::try_from(count).ok())
                .ok_or_else(|| format!("line {}: {name:?} is not a count", number + 1))
        };
        let player = |name: &str| -> Result<String, String> {
            field(name)?
                .as_str()
                .map(str::to_string)
                .ok_or_else(|| format!("line {}: {name:?} is not a player", number + 1))
        };
        results.push(PairResult {
            a: player("a")?,
            b: player("b")?,
            a_wins: count("a_wins")?,
            draws: count("draws")?,
            a_losses: count("a_losses")?,
        });
    }
    if results.is_empty() {
        return Err("no match reports given".into());
    }
    serde_json::to_string(&elo::fit(&results)).map_err(|e| e.to_string())
}

/// `puzzles`: the collection as JSON (`www/puzzles/GAME.json`).
fn puzzles(variant: Variant, count: u64, seed: u64, progress: bool) -> Result<String, String> {
    let count = usize::try_from(count).map_err(|_| format!("{count} puzzles is too many"))?;
    let found = puzzles::generate(variant, count, seed, |found, games| {
        if progress {
            eprintln!("game {games}: {found} puzzles");
        }
    })
    .map_err(describe)?;
    if found.len() < count {
        return Err(format!(
            "only {} puzzles found for {count} asked",
            found.len()
        ));
    }
    let collection = puzzles::Collection {
        game: variant.id().to_string(),
        // As the shipped files name the command (made before the lab had a
        // binary of its own), so that making them again writes them
        // byte for byte.
        command: format!(
            "mancala puzzles {} --count {count} --seed {seed}",
            variant.id()
        ),
        nodes_per_analysis: puzzles::NODES_PER_ANALYSIS,
        puzzles: found,
    };
    puzzles::to_json(&collection).map_err(|e| e.to_string())
}

/// Positions of computer games for the solver's reach: records that end at
/// the first position with each number of seeds on the board up to
/// `max_seeds` (Hus, whose seeds never leave the board, and En Gehé, whose
/// games end by the sweep long before: the last `max_seeds` positions
/// before the end).
/// `depths`: the strong level's depth and the analysis's, side by side.
fn depths(
    variant: Variant,
    options: Options,
    ms: f64,
    count: usize,
    seed: u64,
) -> Result<String, String> {
    let mut lines = Vec::new();
    let mut table = String::from(
        "| position | strong depth (every move / chosen move) | analysis depth (least / most) | proven moves | result settled |\n| --- | ---: | ---: | ---: | ---: |\n",
    );
    for (label, game) in depths::positions(variant, options, count, seed).map_err(describe)? {
        let row = depths::measure(label, &game, ms, seed).map_err(describe)?;
        let shown = |depth: Option<u32>| depth.map_or("–".to_string(), |d| d.to_string());
        table.push_str(&format!(
            "| {} | {} / {} | {} / {} | {}/{} | {}/{} |\n",
            row.position,
            row.strong_every_move_depth,
            row.strong_depth,
            shown(row.analysis_min_depth),
            shown(row.analysis_max_depth),
            row.proven_moves,
            row.moves,
            row.settled_moves,
            row.moves
        ));
        lines.push(serde_json::to_string(&row).map_err(|e| e.to_string())?);
    }
    eprint!("{table}");
    Ok(lines.join("\n"))
}

fn endgames(
    variant: Variant,
    options: Options,
    games: u64,
    seed: u64,
    max_seeds: u64,
    by_plies: bool,
) -> Result<String, String> {
    let mut rng = Rng::new(seed);
    let mut lines = Vec::new();
    for _ in 0..games {
        let Some(game) = puzzles::computer_game(variant, options, &mut rng).map_err(describe)?
        else {
            continue;
        };
        // The first ply with each number of seeds on the board.
        let mut plies_by_seeds = std::collections::BTreeMap::new();
        for ply in 0..game.ply() {
            let position = game.position_at(ply).expect("a ply of the game");
            if position.phase() != Phase::Opening {
                plies_by_seeds.entry(position.board_seeds()).or_insert(ply);
            }
        }
        let plies: Vec<usize> = if by_plies || matches!(variant, Variant::Hus | Variant::EnGehe) {
            let end = game.ply();
            (end.saturating_sub(max_seeds as usize)..end).collect()
        } else {
            plies_by_seeds
                .range(..=max_seeds as u32)
                .map(|(_, &ply)| ply)
                .collect()
        };
        let record = game.record();
        for ply in plies {
            let at = GameRecord {
                start: record.start.clone(),
                moves: record.moves[..ply].to_vec(),
            };
            lines.push(serde_json::to_string(&at).map_err(|e| e.to_string())?);
        }
    }
    Ok(lines.join("\n"))
}

fn random_games(
    variant: Variant,
    options: Options,
    games: u64,
    seed: u64,
) -> Result<String, String> {
    let start = Position::new(variant, options).map_err(describe)?;
    let mut rng = Rng::new(seed);
    let mut player = RandomPlayer::default();
    let mut tally = Tally::default();
    let clock = Instant::now();
    for _ in 0..games {
        tally.add(&player.play_game(&start, &mut rng));
    }
    let seconds = clock.elapsed().as_secs_f64();
    tally.endless_moves_met = player.endless_met();
    let per_game = |total: u64| {
        if games == 0 {
            0.0
        } else {
            total as f64 / games as f64
        }
    };
    Ok(json!({
        "game": variant.id(),
        "holes": start.holes(),
        "seed": seed,
        "tally": tally,
        "mean_moves": per_game(tally.moves),
        "mean_laps": per_game(tally.laps),
        "seconds": seconds,
        "games_per_second": if seconds > 0.0 { games as f64 / seconds } else { 0.0 },
    })
    .to_string())
}

/// `mancala-lab soak`: prints the reports of every board soaked; on a violation
/// it stops there and exits with status 1.
fn soak(variant: Variant, given: &Given) -> Result<String, String> {
    let all_presets = given.switch("--all-presets");
    let options = board_options(given)?;
    let games = given.number("--games")?.ok_or("soak needs --games K")?;
    let seed = given.number("--seed")?.unwrap_or(0);
    let every = given.number("--progress")?.unwrap_or(0);
    let check = match given.value("--check") {
        None => Check::AllListed,
        Some(id) => Check::from_id(id)
            .ok_or_else(|| format!("unknown check {id:?}: expected all-listed or played"))?,
    };
    let boards = if all_presets {
        if options != Options::default() {
            return Err("--all-presets soaks every board; give no board options with it".into());
        }
        variant
            .presets()
            .iter()
            .map(|preset| preset.options())
            .collect()
    } else {
        vec![options]
    };
    let clock = Instant::now();
    let mut reports = Vec::new();
    for options in boards {
        let report = soak::soak(variant, options, games, seed, check, |report| {
            if every > 0 && report.games % every == 0 {
                eprintln!(
                    "{} {}: {} games, {} moves, {:.0} s",
                    variant.id(),
                    report.holes,
                    report.games,
                    report.moves,
                    report.seconds
                );
            }
        })
        .map_err(describe)?;
        let failed = report.violation.is_some();
        reports.push(report);
        if failed {
            break;
        }
    }
    let violation = reports.iter().find_map(|report| report.violation.clone());
    let summary = json!({
        "game": variant.id(),
        "boards": reports,
        "violation": violation,
        "seconds": clock.elapsed().as_secs_f64(),
    })
    .to_string();
    if violation.is_some() {
        println!("{summary}");
        std::process::exit(1);
    }
    Ok(summary)
}
