//! Puzzles: positions whose answer the solver proves (docs/PUZZLES.md).
//!
//! Candidates come from games of the computer against itself; a position
//! becomes a puzzle only when every legal move's value is proven and the
//! answer is the only best move, clearly better than the second best (a
//! win against a draw or a loss, a draw against a loss, or at least
//! `CLEAR_MARGIN` seeds more). The same checks (`check`) re-prove every
//! shipped puzzle in `tests/puzzles.rs`: the solver is deterministic under a
//! node budget, so a puzzle generated with a budget is re-proven with it.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use mancala::ai::solve::{Analysis, GameResult, Limits, Solver};
use mancala::ai::{self, FrozenClock, Level};
use mancala::error::Error;
use mancala::game::Game;
use mancala::moves::{Move, MoveDoc};
use mancala::player::Player;
use mancala::position::{Phase, Position, PositionDoc};
use mancala::rng::Rng;
use mancala::rules;
use mancala::trace::{LapEnd, Trace};
use mancala::variant::{Options, Variant};

/// The second best move must be this many seeds worse (of the final score
/// difference) when both have the same result.
pub const CLEAR_MARGIN: i32 = 3;

/// The solver's budget for one analysis, in nodes: small enough that the
/// tests re-prove every shipped puzzle within seconds.
pub const NODES_PER_ANALYSIS: u64 = 60_000;

/// A puzzle's proofs together may take at most this many nodes (the
/// test's running time is their sum).
const MAX_PUZZLE_NODES: u64 = 600_000;

/// The solver's table for puzzles (about 32 MB).
const TABLE_ENTRIES: usize = 1 << 20;

/// "Win in N": at most this many of the learner's moves.
const MAX_WIN_MOVES: usize = 3;

/// Fewer legal moves make no puzzle (Giuthi's one pit, two directions, is a
/// coin's toss).
const MIN_CHOICES: usize = 3;

/// "Capture at least K": K is at least this.
const MIN_CAPTURE: u32 = 2;

/// Computer games: random moves open each (so that games differ), the
/// intermediate level with a node cap plays the rest (deterministic), and a
/// game longer than `MAX_GAME_PLIES` is left.
const OPENING_PLIES: usize = 4;
const NODES_PER_MOVE: u64 = 3_000;
const MAX_GAME_PLIES: usize = 2_000;

/// Giuthi and Kiothi: candidates are the positions with at most this many
/// seeds on the board; En Gehé and Hus (whose games end with many seeds on
/// the board) the last `LAST_PLIES` positions of each game.
const MAX_BOARD_SEEDS: u32 = 16;
const LAST_PLIES: usize = 8;

/// "Find the best move" may be at most this share of a collection: the
/// rarer wins and captures are looked for among more games.
const MOST_PLAIN_PERCENT: usize = 60;

/// Games tried per puzzle asked for before giving up.
const GAMES_PER_PUZZLE: u64 = 40;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Task {
    /// Find the only best move.
    Best,
    /// Win in `target` of the learner's moves; the opponent answers with
    /// proven best replies.
    Win,
    /// Capture at least `target` seeds this turn (only one move does).
    Capture,
}

/// A proven value for the player who moves, as a puzzle file states it:
/// result, then margin (final score difference, mover minus opponent; 0
/// for a draw). The proofs work on the engine's scale (`ai::Value`), which
/// orders and negates values; this is its finished value written out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Value {
    pub result: GameResult,
    pub margin: i32,
}

impl From<ai::Value> for Value {
    fn from(value: ai::Value) -> Value {
        Value {
            result: value.result(),
            margin: value.margin() as i32,
        }
    }
}

/// Clearly better than `other`: a better result, or the same with at
/// least `CLEAR_MARGIN` seeds more.
pub fn clearly_beats(value: ai::Value, other: ai::Value) -> bool {
    value > other
        && (value.result() != other.result()
            || value.margin() - other.margin() >= f64::from(CLEAR_MARGIN))
}

/// One legal move of a learner's position: its proven value for the
/// learner and the seeds it captures this turn (by its trace).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    #[serde(rename = "move")]
    pub mv: MoveDoc,
    #[serde(flatten)]
    pub value: Value,
    pub captures: u32,
}

/// A ply of the solution: the learner's, or the opponent's proven best
/// reply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ply {
    #[serde(rename = "move")]
    pub mv: MoveDoc,
    pub by: Role,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Learner,
    Reply,
}

/// What makes a puzzle hard: the solver's work for the first position, the
/// laps of the answer's relay, how many other moves capture at least as
/// much as the answer (and are worse), the learner's moves.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Difficulty {
    pub score: f64,
    pub nodes: u64,
    pub laps: usize,
    pub tempting: usize,
    pub moves: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    pub id: String,
    pub task: Task,
    /// Win: the learner's moves; capture: the seeds; best: none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<u32>,
    pub position: PositionDoc,
    /// The position's value for the learner.
    pub value: Value,
    pub line: Vec<Ply>,
    /// For each of the learner's plies of `line`, every legal move.
    pub choices: Vec<Vec<Choice>>,
    pub difficulty: Difficulty,
    /// Where the position came from: the computer game and ply.
    pub source: String,
}

/// A game's puzzles file (`www/puzzles/GAME.json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Collection {
    pub game: String,
    /// The command that made it.
    pub command: String,
    /// The solver's budget per analysis the proofs were found with.
    pub nodes_per_analysis: u64,
    pub puzzles: Vec<Puzzle>,
}

/// A collection as JSON text, one puzzle a line (readable diffs).
pub fn to_json(collection: &Collection) -> serde_json::Result<String> {
    let head = serde_json::json!({
        "game": collection.game,
        "command": collection.command,
        "nodes_per_analysis": collection.nodes_per_analysis,
    })
    .to_string();
    let puzzles = collection
        .puzzles
        .iter()
        .map(serde_json::to_string)
        .collect::<serde_json::Result<Vec<_>>>()?;
    Ok(format!(
        "{},\n\"puzzles\": [\n{}\n]}}",
        head.trim_end_matches('}'),
        puzzles.join(",\n")
    ))
}

/// The boards a game's candidates are played on: the traditional boards
/// (En Gehé's 2 x 40 to 50 for the long relays, with the practice boards,
/// whose endings the solver proves far more often; small-seed Giuthi boards
/// for endgames the solver finishes).
fn boards(variant: Variant) -> Vec<Options> {
    let presets = variant.presets();
    let wanted: &[(usize, u16)] = match variant {
        Variant::Giuthi => &[(8, 8), (5, 4), (6, 4), (8, 4)],
        Variant::Kiothi => &[],
        Variant::EnGehe => &[(40, 4), (45, 4), (50, 4), (8, 4), (12, 4), (20, 4)],
        Variant::Hus => &[(8, 2)],
    };
    let chosen: Vec<Options> = presets
        .iter()
        .filter(|p| wanted.contains(&(p.holes, p.seeds)))
        .map(|p| p.options())
        .collect();
    if chosen.is_empty() {
        vec![variant.default_options()]
    } else {
        chosen
    }
}

/// A game of the computer against itself, from `rng`: a few random moves,
/// then the intermediate level capped by nodes. None if it did not end.
pub fn computer_game(
    variant: Variant,
    options: Options,
    rng: &mut Rng,
) -> Result<Option<Game>, Error> {
    let mut game = Game::new(variant, options)?;
    while game.outcome().is_none() && game.ply() < MAX_GAME_PLIES {
        let position = game.position();
        let mv = if game.ply() < OPENING_PLIES || position.phase() == Phase::Opening {
            let mut copy = *position;
            match rules::play_random(&mut copy, rng, &mut Default::default()) {
                Some((mv, _)) => mv,
                None => return Ok(None),
            }
        } else {
            let settings = ai::Settings {
                budget_ms: None,
                max_nodes: Some(NODES_PER_MOVE),
                ..ai::Settings::new(Level::Intermediate, rng.next_u64())
            };
            ai::choose_move(&game, settings, &FrozenClock)?.mv
        };
        game.play(&mv)?;
    }
    Ok(game.outcome().is_some().then_some(game))
}

/// The plies of a finished game whose positions are candidates.
fn candidate_plies(game: &Game) -> Vec<usize> {
    let end = game.ply();
    match game.start().variant() {
        Variant::EnGehe | Variant::Hus => (end.saturating_sub(LAST_PLIES)..end).collect(),
        Variant::Giuthi | Variant::Kiothi => (0..end)
            .filter(|&ply| {
                game.position_at(ply).is_some_and(|p| {
                    p.phase() != Phase::Opening && p.board_seeds() <= MAX_BOARD_SEEDS
                })
            })
            .collect(),
    }
}

/// `count` puzzles of a game, reproducible from `seed`, easiest first.
pub fn generate(
    variant: Variant,
    count: usize,
    seed: u64,
    mut progress: impl FnMut(usize, u64),
) -> Result<Vec<Puzzle>, Error> {
    let mut rng = Rng::new(seed);
    let boards = boards(variant);
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    let max_games = GAMES_PER_PUZZLE * count as u64;
    let mut games = 0;
    while found.len() < count && games < max_games {
        let options = boards[games as usize % boards.len()];
        games += 1;
        let Some(game) = computer_game(variant, options, &mut rng)? else {
            continue;
        };
        for ply in candidate_plies(&game) {
            let position = *game.position_at(ply).expect("a ply of the game");
            if found.len() >= count || !seen.insert(position) {
                continue;
            }
            let source = format!("game {games} ({} holes), ply {ply}", options.holes);
            let Some(puzzle) = examine(position, source) else {
                continue;
            };
            let plain = found
                .iter()
                .filter(|p: &&Puzzle| p.task == Task::Best)
                .count();
            if puzzle.task != Task::Best || plain < count * MOST_PLAIN_PERCENT / 100 {
                found.push(puzzle);
            }
        }
        progress(found.len(), games);
    }
    found.sort_by(|a, b| {
        a.difficulty
            .score
            .total_cmp(&b.difficulty.score)
            .then_with(|| a.source.cmp(&b.source))
    });
    for (index, puzzle) in found.iter_mut().enumerate() {
        puzzle.id = format!("{}-{}", variant.id(), index + 1);
    }
    Ok(found)
}

/// The seeds a move captures this turn, by its trace (a Hus capture
/// re-sown counts too; the end-of-game sweep does not).
pub fn captured_by(trace: &Trace) -> u32 {
    trace
        .laps
        .iter()
        .map(|lap| match &lap.end {
            LapEnd::Capture { taken, .. } | LapEnd::Resow { taken } => {
                taken.iter().map(|taken| taken.count).sum()
            }
            _ => 0,
        })
        .sum()
}

/// A legal move, its proven value for the player who makes it, its trace.
type Valued = (Move, ai::Value, Trace);

/// Proves the value of every legal move of the game's position: those the
/// position's analysis left unproven are analysed after the move. None if
/// any stays unproven, or once the proofs take more than `budget` nodes.
/// Also returns the nodes used, and each move's trace.
fn value_every_move(solver: &mut Solver, game: &Game, budget: u64) -> Option<(Vec<Valued>, u64)> {
    let mover = game.position().to_move();
    let analysis = proven_analysis(solver, game)?;
    let mut nodes = analysis.nodes;
    let mut valued = Vec::new();
    for worth in &analysis.moves {
        let mut after = game.clone();
        let trace = after.play(&worth.mv).ok()?.clone();
        let value = if let Some(proven) = worth.worth.exact() {
            proven
        } else if let Some(ended) = outcome_for(&after, mover) {
            ended
        } else {
            let child = proven_analysis(solver, &after)?;
            nodes += child.nodes;
            if nodes > budget {
                return None;
            }
            child.exact()?.for_mover(mover, after.position())
        };
        valued.push((worth.mv, value, trace));
    }
    Some((valued, nodes))
}

fn proven_analysis(solver: &mut Solver, game: &Game) -> Option<Analysis> {
    let limits = Limits {
        ms: None,
        nodes: Some(NODES_PER_ANALYSIS),
    };
    let analysis = solver.analyse(game, limits, &FrozenClock).ok()?;
    analysis.proven.then_some(analysis)
}

/// A finished game's value for `player`.
fn outcome_for(game: &Game, player: Player) -> Option<ai::Value> {
    Some(ai::Value::of_outcome_by_margin(&game.outcome()?, player))
}

/// The index of the only best move, when it is clearly better than every
/// other.
fn clear_best(valued: &[Valued]) -> Option<usize> {
    let best = (0..valued.len()).max_by_key(|&i| valued[i].1)?;
    valued
        .iter()
        .enumerate()
        .all(|(i, (_, value, _))| i == best || clearly_beats(valued[best].1, *value))
        .then_some(best)
}

fn choices(valued: &[Valued]) -> Vec<Choice> {
    valued
        .iter()
        .map(|(mv, value, trace)| Choice {
            mv: mv.to_doc(),
            value: Value::from(*value),
            captures: captured_by(trace),
        })
        .collect()
}

/// The position as a puzzle, when the solver proves an answer for it.
pub fn examine(position: Position, source: String) -> Option<Puzzle> {
    let game = Game::from_position(position);
    if game.outcome().is_some() || rules::redistributions(&position).is_some() {
        return None;
    }
    let learner = game.position().to_move();
    let mut solver = Solver::new(TABLE_ENTRIES);
    let (first, first_nodes) = value_every_move(&mut solver, &game, MAX_PUZZLE_NODES)?;
    if first.len() < MIN_CHOICES {
        return None;
    }
    let best = clear_best(&first)?;
    let value = Value::from(first[best].1);
    if value.result == GameResult::Loss {
        return None;
    }
    let mut total_nodes = first_nodes;
    let answer_captures = captured_by(&first[best].2);
    let tempting = first
        .iter()
        .enumerate()
        .filter(|&(i, (_, _, trace))| {
            let captures = captured_by(trace);
            i != best && captures > 0 && captures >= answer_captures
        })
        .count();
    let laps = first[best].2.laps.len();
    let first_ply = Ply {
        mv: first[best].0.to_doc(),
        by: Role::Learner,
    };
    let mut puzzle = Puzzle {
        id: String::new(),
        task: Task::Best,
        target: None,
        position: PositionDoc::from(game.position()),
        value,
        line: vec![first_ply],
        choices: vec![choices(&first)],
        difficulty: Difficulty {
            score: 0.0,
            nodes: first_nodes,
            laps,
            tempting,
            moves: 1,
        },
        source,
    };
    if value.result == GameResult::Win {
        let budget = MAX_PUZZLE_NODES - first_nodes;
        if let Some((line, steps, nodes)) = winning_line(&mut solver, &game, learner, first, budget)
        {
            puzzle.task = Task::Win;
            puzzle.target = Some(steps.len() as u32);
            puzzle.difficulty.moves = steps.len();
            puzzle.line = line;
            puzzle.choices = steps;
            total_nodes += nodes;
        }
    }
    if puzzle.task == Task::Best {
        let choices = &puzzle.choices[0];
        let most = choices[best].captures;
        let others_less = choices
            .iter()
            .enumerate()
            .all(|(i, choice)| i == best || choice.captures < most);
        if most >= MIN_CAPTURE && others_less {
            puzzle.task = Task::Capture;
            puzzle.target = Some(most);
        }
    }
    if total_nodes > MAX_PUZZLE_NODES {
        return None;
    }
    let d = &mut puzzle.difficulty;
    d.score = ((d.nodes + 1) as f64).log10()
        + 0.5 * d.laps as f64
        + 1.5 * d.tempting as f64
        + 2.0 * (d.moves - 1) as f64
        + (puzzle.choices[0].len() as f64).log2();
    Some(puzzle)
}

type Line = (Vec<Ply>, Vec<Vec<Choice>>, u64);

/// The line of a win in at most `MAX_WIN_MOVES` of the learner's moves in
/// which each of the learner's moves is the only winning one, the opponent
/// answering with proven best replies; `first` values the first position.
/// None too once its proofs take more than `budget` nodes.
fn winning_line(
    solver: &mut Solver,
    start: &Game,
    learner: Player,
    first: Vec<Valued>,
    budget: u64,
) -> Option<Line> {
    let mut game = start.clone();
    let mut line = Vec::new();
    let mut steps = Vec::new();
    let mut nodes = 0;
    let mut valued = first;
    loop {
        let best = only_win(&valued)?;
        steps.push(choices(&valued));
        let mv = valued[best].0;
        line.push(Ply {
            mv: mv.to_doc(),
            by: Role::Learner,
        });
        game.play(&mv).ok()?;
        while game.outcome().is_none() && game.position().to_move() != learner {
            let reply = proven_analysis(solver, &game)?;
            nodes += reply.nodes;
            if nodes > budget {
                return None;
            }
            let mv = reply.best?;
            line.push(Ply {
                mv: mv.to_doc(),
                by: Role::Reply,
            });
            game.play(&mv).ok()?;
        }
        if game.outcome().is_some() {
            let won = outcome_for(&game, learner)?.result() == GameResult::Win;
            return won.then_some((line, steps, nodes));
        }
        if steps.len() == MAX_WIN_MOVES {
            return None;
        }
        let (next, more) = value_every_move(solver, &game, budget.checked_sub(nodes)?)?;
        nodes += more;
        valued = next;
    }
}

/// The index of the only move that wins, if exactly one does.
fn only_win(valued: &[Valued]) -> Option<usize> {
    let mut wins = valued
        .iter()
        .enumerate()
        .filter(|(_, (_, value, _))| value.result() == GameResult::Win)
        .map(|(i, _)| i);
    let first = wins.next()?;
    wins.next().is_none().then_some(first)
}

/// Re-proves a puzzle: its position, every claimed value, the answer's
/// uniqueness and clear margin, the task's own claim (the only move that
/// captures `target` seeds; the only winning move at each of the learner's
/// turns, and the win after `target` moves), and that each reply of the
/// line is a proven best reply. Returns what is wrong.
pub fn check(puzzle: &Puzzle) -> Result<(), String> {
    let position = Position::try_from(puzzle.position.clone()).map_err(|e| e.to_string())?;
    let mut game = Game::from_position(position);
    let learner = game.position().to_move();
    let mut solver = Solver::new(TABLE_ENTRIES);
    let mut steps = puzzle.choices.iter();
    let mut learner_moves = 0;
    for (index, ply) in puzzle.line.iter().enumerate() {
        let mv = Move::from_doc(&ply.mv, game.position()).map_err(|e| e.to_string())?;
        let whose = game.position().to_move();
        match ply.by {
            Role::Learner => {
                if whose != learner {
                    return Err(format!("ply {index} is not the learner's"));
                }
                let claimed = steps.next().ok_or("fewer choices than learner plies")?;
                let (valued, _) = value_every_move(&mut solver, &game, u64::MAX)
                    .ok_or(format!("ply {index}: not proven within the budget"))?;
                if choices(&valued) != *claimed {
                    return Err(format!(
                        "ply {index}: the moves' values differ from the proof"
                    ));
                }
                let answer = valued
                    .iter()
                    .position(|(m, _, _)| *m == mv)
                    .ok_or(format!("ply {index}: the answer is not legal"))?;
                if learner_moves == 0 {
                    if clear_best(&valued) != Some(answer) {
                        return Err("the answer is not the only, clearly best move".into());
                    }
                    if Value::from(valued[answer].1) != puzzle.value {
                        return Err("the position's value differs".into());
                    }
                }
                if puzzle.task == Task::Win && only_win(&valued) != Some(answer) {
                    return Err(format!("ply {index}: not the only winning move"));
                }
                if puzzle.task == Task::Capture {
                    let target = puzzle.target.ok_or("a capture puzzle without a target")?;
                    let reaching = valued
                        .iter()
                        .filter(|(_, _, trace)| captured_by(trace) >= target)
                        .count();
                    if captured_by(&valued[answer].2) < target || reaching != 1 {
                        return Err(format!("not exactly one move captures {target}"));
                    }
                }
                learner_moves += 1;
            }
            Role::Reply => {
                if whose == learner {
                    return Err(format!("ply {index} is the learner's"));
                }
                let analysis = proven_analysis(&mut solver, &game)
                    .ok_or(format!("ply {index}: the reply is not proven"))?;
                let reply = analysis
                    .moves
                    .iter()
                    .find(|worth| worth.mv == mv)
                    .ok_or(format!("ply {index}: the reply is not legal"))?;
                if reply.worth.exact() != analysis.exact() {
                    return Err(format!("ply {index}: the reply is not a proven best reply"));
                }
            }
        }
        game.play(&mv).map_err(|e| e.to_string())?;
    }
    if steps.next().is_some() {
        return Err("more choices than learner plies".into());
    }
    match puzzle.task {
        Task::Win => {
            let won = outcome_for(&game, learner).map(|v| v.result()) == Some(GameResult::Win);
            if !won || puzzle.target != Some(learner_moves) {
                return Err("the line does not win in the moves claimed".into());
            }
        }
        Task::Best | Task::Capture if learner_moves != 1 || puzzle.line.len() != 1 => {
            return Err("a one-move puzzle with a longer line".into());
        }
        _ => {}
    }
    Ok(())
}
