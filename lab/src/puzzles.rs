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

/// The moves the search for the quickest win may play at one of the
/// learner's turns (a node budget, not a clock: the same search finds the
/// same wins on any machine, in the command and in the test).
const WIN_SEARCH_NODES: u64 = 30_000;

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

/// No task may be more than this share of a collection: the rarer tasks
/// are looked for among more games (Hus's endings are nearly all captures
/// or quick wins).
const MOST_OF_ONE_TASK_PERCENT: usize = 60;

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
/// most laps of a relay the learner must follow (the answer's, or the
/// longest of a win's moves), how many other moves capture at least as
/// much as the first answer (and are worse), the learner's moves; the
/// level they give.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Difficulty {
    pub level: PuzzleLevel,
    pub score: f64,
    pub nodes: u64,
    pub laps: usize,
    pub tempting: usize,
    pub moves: usize,
}

/// A puzzle's level: the third of the collection its score falls in
/// (easiest first), raised to the first level whose bound its laps keep
/// (`PuzzleLevel::most_laps`: a person follows a relay lap by lap in the
/// head). A collection is ordered by level, then by score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PuzzleLevel {
    Easy,
    Medium,
    Hard,
}

impl PuzzleLevel {
    const ALL: [PuzzleLevel; 3] = [PuzzleLevel::Easy, PuzzleLevel::Medium, PuzzleLevel::Hard];

    /// The most laps of a relay the learner must follow at this level.
    pub const fn most_laps(self) -> usize {
        match self {
            PuzzleLevel::Easy => 4,
            PuzzleLevel::Medium => 8,
            PuzzleLevel::Hard => 12,
        }
    }

    /// The easiest level whose bound the laps keep; None beyond the hard
    /// level's.
    pub fn for_laps(laps: usize) -> Option<PuzzleLevel> {
        PuzzleLevel::ALL.into_iter().find(|l| laps <= l.most_laps())
    }

    /// The level of the `rank`th (from 0) easiest score of `count`.
    fn of_rank(rank: usize, count: usize) -> PuzzleLevel {
        PuzzleLevel::ALL[(rank * PuzzleLevel::ALL.len() / count.max(1)).min(2)]
    }
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
    self_play(
        variant,
        options,
        rng,
        OPENING_PLIES,
        [Level::Intermediate; 2],
    )
}

/// A game from `rng`: `opening` random moves (and Kiothi's opening
/// redistributions at random), then each side at its level, capped at
/// `NODES_PER_MOVE` nodes a move. None if it did not end within
/// `MAX_GAME_PLIES`.
pub fn self_play(
    variant: Variant,
    options: Options,
    rng: &mut Rng,
    opening: usize,
    levels: [Level; 2],
) -> Result<Option<Game>, Error> {
    let mut game = Game::new(variant, options)?;
    while game.outcome().is_none() && game.ply() < MAX_GAME_PLIES {
        let position = game.position();
        let mv = if game.ply() < opening || position.phase() == Phase::Opening {
            let mut copy = *position;
            match rules::play_random(&mut copy, rng, &mut Default::default()) {
                Some((mv, _)) => mv,
                None => return Ok(None),
            }
        } else {
            let settings = ai::Settings {
                budget_ms: None,
                max_nodes: Some(NODES_PER_MOVE),
                ..ai::Settings::new(levels[position.to_move().index()], rng.next_u64())
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
            let same_task = found
                .iter()
                .filter(|p: &&Puzzle| p.task == puzzle.task)
                .count();
            if same_task < count * MOST_OF_ONE_TASK_PERCENT / 100 {
                found.push(puzzle);
            }
        }
        progress(found.len(), games);
    }
    let by_score = |a: &Puzzle, b: &Puzzle| {
        a.difficulty
            .score
            .total_cmp(&b.difficulty.score)
            .then_with(|| a.source.cmp(&b.source))
    };
    found.sort_by(by_score);
    let count = found.len();
    for (rank, puzzle) in found.iter_mut().enumerate() {
        let d = &mut puzzle.difficulty;
        d.level = d.level.max(PuzzleLevel::of_rank(rank, count));
    }
    found.sort_by(|a, b| {
        a.difficulty
            .level
            .cmp(&b.difficulty.level)
            .then_with(|| by_score(a, b))
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

/// The position as a puzzle, when the solver proves an answer for it and
/// a person can follow it (no relay of the learner's beyond the hard
/// level's laps).
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
    let first_choices = choices(&first);
    let best_value = first.iter().map(|(_, value, _)| *value).max()?;
    let budget = MAX_PUZZLE_NODES - first_nodes;
    let won = (best_value.result() == GameResult::Win)
        .then(|| winning_line(&mut solver, &game, learner, first.clone(), budget))
        .flatten();
    let (task, target, answer, line, steps, line_nodes) = match won {
        Some((line, steps, nodes)) => {
            let answer = first_index(&first, &line[0].mv)?;
            let moves = steps.len() as u32;
            (Task::Win, Some(moves), answer, line, steps, nodes)
        }
        None => {
            let best = clear_best(&first)?;
            if first[best].1.result() == GameResult::Loss {
                return None;
            }
            let most = first_choices[best].captures;
            let others_less = first_choices
                .iter()
                .enumerate()
                .all(|(i, choice)| i == best || choice.captures < most);
            let (task, target) = if most >= MIN_CAPTURE && others_less {
                (Task::Capture, Some(most))
            } else {
                (Task::Best, None)
            };
            let line = vec![Ply {
                mv: first[best].0.to_doc(),
                by: Role::Learner,
            }];
            (task, target, best, line, vec![first_choices.clone()], 0)
        }
    };
    if first_nodes + line_nodes > MAX_PUZZLE_NODES {
        return None;
    }
    let answer_captures = first_choices[answer].captures;
    let tempting = first_choices
        .iter()
        .enumerate()
        .filter(|&(i, choice)| {
            i != answer && choice.captures > 0 && choice.captures >= answer_captures
        })
        .count();
    let laps = learner_laps(&game, &line)?;
    let moves = steps.len();
    let score = ((first_nodes + 1) as f64).log10()
        + 0.5 * laps as f64
        + 1.5 * tempting as f64
        + 2.0 * (moves - 1) as f64
        + (first.len() as f64).log2();
    Some(Puzzle {
        id: String::new(),
        task,
        target,
        position: PositionDoc::from(game.position()),
        value: Value::from(first[answer].1),
        line,
        choices: steps,
        difficulty: Difficulty {
            level: PuzzleLevel::for_laps(laps)?,
            score,
            nodes: first_nodes,
            laps,
            tempting,
            moves,
        },
        source,
    })
}

/// Where a move of the line is among the first position's moves.
fn first_index(first: &[Valued], mv: &MoveDoc) -> Option<usize> {
    first.iter().position(|(m, _, _)| m.to_doc() == *mv)
}

/// The most laps of any of the learner's moves of the line, played from
/// the game's position; None if the line cannot be played.
fn learner_laps(start: &Game, line: &[Ply]) -> Option<usize> {
    let mut game = start.clone();
    let mut most = 0;
    for ply in line {
        let mv = Move::from_doc(&ply.mv, game.position()).ok()?;
        let laps = game.play(&mv).ok()?.laps.len();
        if ply.by == Role::Learner {
            most = most.max(laps);
        }
    }
    Some(most)
}

type Line = (Vec<Ply>, Vec<Vec<Choice>>, u64);

/// The line of the quickest win, in at most `MAX_WIN_MOVES` of the
/// learner's moves: at each of the learner's turns the move played is the
/// only one that forces a win within the moves left (and none wins
/// sooner); the other side answers with a reply that holds out longest
/// (the first such, in the engine's order of moves). `first` values the
/// first position; each later turn of the learner's is valued too (the
/// page explains a wrong move by its value). None too once its proofs take
/// more than `budget` nodes.
fn winning_line(
    solver: &mut Solver,
    start: &Game,
    learner: Player,
    first: Vec<Valued>,
    budget: u64,
) -> Option<Line> {
    let mut left = MAX_WIN_MOVES;
    let mut game = start.clone();
    let mut line = Vec::new();
    let mut steps = Vec::new();
    let mut nodes = 0;
    let mut valued = first;
    loop {
        let (within, mv) = quickest_win(&game, learner, left)?;
        if !line.is_empty() && within != left {
            return None;
        }
        left = within;
        steps.push(choices(&valued));
        line.push(Ply {
            mv: mv.to_doc(),
            by: Role::Learner,
        });
        game.play(&mv).ok()?;
        left -= 1;
        while game.outcome().is_none() && game.position().to_move() != learner {
            let mv = holding_reply(&game, learner, left)?;
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
        let (next, more) = value_every_move(solver, &game, budget.checked_sub(nodes)?)?;
        nodes += more;
        valued = next;
    }
}

/// The quickest forced win of the learner, who is to move: the fewest of
/// the learner's moves, at most `most`, within which one move forces a
/// win, and that move, when it is the only one. None when no move wins so soon, when two do, or when the search
/// takes more than `WIN_SEARCH_NODES` moves.
fn quickest_win(game: &Game, learner: Player, most: usize) -> Option<(usize, Move)> {
    let mut nodes = WIN_SEARCH_NODES;
    let moves = game.legal_moves();
    for within in 1..=most {
        let mut winning = None;
        for mv in &moves {
            let mut after = game.clone();
            nodes = nodes.checked_sub(1)?;
            after.play(mv).ok()?;
            if forces_win(&after, learner, within - 1, &mut nodes)? {
                if winning.is_some() {
                    return None;
                }
                winning = Some(*mv);
            }
        }
        if let Some(mv) = winning {
            return Some((within, mv));
        }
    }
    None
}

/// Whether the learner forces a win within `left` more of the learner's
/// moves, whoever is to move; None once `nodes` (moves played) run out.
fn forces_win(game: &Game, learner: Player, left: usize, nodes: &mut u64) -> Option<bool> {
    if let Some(outcome) = game.outcome() {
        return Some(outcome.winner == Some(learner));
    }
    let learners_turn = game.position().to_move() == learner;
    if learners_turn && left == 0 {
        return Some(false);
    }
    let after_move = if learners_turn { left - 1 } else { left };
    for mv in game.legal_moves() {
        *nodes = nodes.checked_sub(1)?;
        let mut after = game.clone();
        after.play(&mv).ok()?;
        let wins = forces_win(&after, learner, after_move, nodes)?;
        if wins == learners_turn {
            return Some(wins);
        }
    }
    Some(!learners_turn)
}

/// The other side's first move (in the engine's order) after which the
/// learner cannot win within `left - 1` of the learner's moves: a reply
/// that holds out longest, when the learner's last move forced a win
/// within `left` and no sooner.
fn holding_reply(game: &Game, learner: Player, left: usize) -> Option<Move> {
    let mut nodes = WIN_SEARCH_NODES;
    for mv in game.legal_moves() {
        let mut after = game.clone();
        after.play(&mv).ok()?;
        let sooner = match left.checked_sub(1) {
            Some(sooner) => forces_win(&after, learner, sooner, &mut nodes)?,
            None => true,
        };
        if !sooner || left == 0 {
            return Some(mv);
        }
    }
    None
}

/// Re-proves a puzzle: its position, every claimed value, the answer's
/// uniqueness and clear margin (a win: the only move that forces the
/// quickest win, at each of the learner's turns, and the win after
/// `target` moves; a capture: the only move that captures `target`
/// seeds), and the laps of the learner's relays within its level's bound.
/// Returns what is wrong.
pub fn check(puzzle: &Puzzle) -> Result<(), String> {
    let position = Position::try_from(puzzle.position.clone()).map_err(|e| e.to_string())?;
    let start = Game::from_position(position);
    let mut game = start.clone();
    let learner = game.position().to_move();
    let mut solver = Solver::new(TABLE_ENTRIES);
    let mut steps = puzzle.choices.iter();
    let mut learner_moves = 0;
    let claimed_moves = match puzzle.task {
        Task::Win => puzzle.target.ok_or("a win puzzle without a target")? as usize,
        Task::Best | Task::Capture => 1,
    };
    for (index, ply) in puzzle.line.iter().enumerate() {
        let mv = Move::from_doc(&ply.mv, game.position()).map_err(|e| e.to_string())?;
        let whose = game.position().to_move();
        if (whose == learner) != (ply.by == Role::Learner) {
            return Err(format!("ply {index} is not {:?}'s", ply.by));
        }
        if ply.by == Role::Learner {
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
            if learner_moves == 0 && Value::from(valued[answer].1) != puzzle.value {
                return Err("the answer's value differs".into());
            }
            match puzzle.task {
                Task::Win => {
                    let left = claimed_moves
                        .checked_sub(learner_moves)
                        .ok_or("more of the learner's moves than claimed")?;
                    if quickest_win(&game, learner, left) != Some((left, mv)) {
                        return Err(format!(
                            "ply {index}: not the only move that wins within {left}, or one wins sooner"
                        ));
                    }
                }
                Task::Best | Task::Capture => {
                    if clear_best(&valued) != Some(answer) {
                        return Err("the answer is not the only, clearly best move".into());
                    }
                    if valued[answer].1.result() == GameResult::Loss {
                        return Err("the answer loses".into());
                    }
                }
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
        game.play(&mv).map_err(|e| e.to_string())?;
    }
    if steps.next().is_some() {
        return Err("more choices than learner plies".into());
    }
    match puzzle.task {
        Task::Win => {
            let won = outcome_for(&game, learner).map(|v| v.result()) == Some(GameResult::Win);
            if !won || claimed_moves != learner_moves {
                return Err("the line does not win in the moves claimed".into());
            }
        }
        Task::Best | Task::Capture if learner_moves != 1 || puzzle.line.len() != 1 => {
            return Err("a one-move puzzle with a longer line".into());
        }
        _ => {}
    }
    let laps = learner_laps(&start, &puzzle.line).ok_or("the line cannot be played")?;
    let difficulty = &puzzle.difficulty;
    if difficulty.laps != laps {
        return Err(format!(
            "the learner's relays have {laps} laps, not {}",
            difficulty.laps
        ));
    }
    if laps > difficulty.level.most_laps() {
        return Err(format!(
            "{laps} laps is beyond the {:?} level's bound",
            difficulty.level
        ));
    }
    Ok(())
}
