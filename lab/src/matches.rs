//! Engine-against-engine matches under the real rules of the game,
//! repetition draws included, for measuring the levels against each other.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{mpsc, Mutex, MutexGuard, PoisonError};

use serde::{Serialize, Serializer};

use crate::yardstick::{self, UctLimits};
use mancala::error::Error;
use mancala::game::{Game, GameRecord};
use mancala::moves::Move;
use mancala::player::Player;
use mancala::rng::Rng;
use mancala::rules::{EndReason, Outcome};
use mancala::variant::{Options, Variant};

use mancala::ai::proof::{self, ProofVerdict};
use mancala::ai::{choose_move, impartial_move, Clock, Level, Settings, Value, SEED};

/// Iterations per move of the yardstick in a match without a time budget
/// (deterministic, like the levels' depth-bounded searches).
const UCT_UNTIMED_ITERATIONS: u64 = 2000;

/// One side of a match: a level of the computer, or the yardstick (plain
/// UCT, `crate::yardstick`), which knows only the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    Level(Level),
    Uct,
}

impl Contender {
    pub fn id(self) -> &'static str {
        match self {
            Contender::Level(level) => level.id(),
            Contender::Uct => "uct",
        }
    }

    pub fn from_id(id: &str) -> Option<Contender> {
        match id {
            "uct" => Some(Contender::Uct),
            _ => Level::from_id(id).map(Contender::Level),
        }
    }

    /// A move for the player to move and the depth searched (0 for the
    /// yardstick, whose tree has no fixed depth). With `nodes` (a level's
    /// nodes, the yardstick's iterations) or `depth` the side thinks without
    /// a clock.
    fn decide(
        self,
        game: &Game,
        seed: u64,
        budget_ms: Option<f64>,
        nodes: Option<u64>,
        depth: Option<u32>,
        clock: &dyn Clock,
    ) -> Result<(Move, u32), Error> {
        let budget_ms = budget_ms.filter(|_| nodes.is_none() && depth.is_none());
        match self {
            Contender::Level(level) => {
                let mut settings = Settings::new(level, seed);
                settings.budget_ms = budget_ms;
                settings.max_nodes = nodes;
                settings.max_depth = depth;
                choose_move(game, settings, clock).map(|decision| (decision.mv, decision.depth))
            }
            Contender::Uct => {
                let limits = UctLimits {
                    ms: budget_ms,
                    iterations: nodes.or(budget_ms.is_none().then_some(UCT_UNTIMED_ITERATIONS)),
                };
                yardstick::choose(game, limits, seed, clock).map(|decision| (decision.mv, 0))
            }
        }
    }
}

impl From<Level> for Contender {
    fn from(level: Level) -> Self {
        Contender::Level(level)
    }
}

impl Serialize for Contender {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

/// A game still going after this many moves is stopped and counted apart
/// (Kiothi and En Gehé have no repetition rule to end a shuffle).
pub const MOVE_CAP: usize = 3000;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchSettings {
    pub variant: Variant,
    pub options: Options,
    pub a: Contender,
    pub b: Contender,
    pub games: u32,
    pub seed: u64,
    /// Thinking time per move for both sides (none: the levels' depth only).
    pub budget_ms: Option<f64>,
    /// Work per move for A and for B instead of time, where given: nodes
    /// for a level (its `max_nodes`), iterations for the yardstick. Such a
    /// side plays the same moves on any machine and under any load.
    pub nodes: [Option<u64>; 2],
    /// A cap on the depth of A's and of B's search, where given (a level's
    /// `max_depth`; the yardstick has none). Such a side thinks without a
    /// clock, and plays the same moves on any machine, like one bounded by
    /// nodes.
    pub depths: [Option<u32>; 2],
    /// Random moves played before the levels take over, the same for the
    /// two games of a pair (A South, then A North): from the start alone,
    /// the levels rarely meet equal moves and replay a few games over and
    /// over.
    pub opening_plies: u32,
    /// Nodes of the strong level's search on each pair's start, to settle
    /// whether one side wins it under best play (none: starts unsettled).
    pub settle_nodes: Option<u64>,
    /// With `settle_nodes`: a start the search leaves unsettled goes to the
    /// proof-number search (`ai::proof`), at most this many positions a side.
    pub proof_nodes: Option<u64>,
    /// With `settle_nodes`: only starts the search values within this many
    /// seeds of even (`pair_opening`).
    pub balanced_within: Option<u32>,
}

/// What a deep search shows of a pair's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartVerdict {
    /// The search reached a won end on every line it had to, or the
    /// proof-number search proved it: this side wins the start under best
    /// play.
    WonFor(Player),
    /// The proof-number search proved that this side cannot force a win
    /// (the other can hold at least a draw), and no win for the other.
    NotWonFor(Player),
    /// Proven for both sides that neither can force a win: a draw under
    /// best play.
    Drawn,
    /// No proof within the nodes: the search's estimate only.
    Unsettled,
}

impl StartVerdict {
    /// The most points `side` can be sure of from the start against best
    /// play, as far as it is proven: a lost start none, one its side cannot
    /// win half a point (a draw), any other a whole point.
    pub fn most_for(self, side: Player) -> f64 {
        match self {
            StartVerdict::WonFor(winner) if winner != side => 0.0,
            StartVerdict::Drawn => 0.5,
            StartVerdict::NotWonFor(loser) if loser == side => 0.5,
            _ => 1.0,
        }
    }
}

/// As a match report names it: "won for South", "not won for North",
/// "drawn" or "open".
impl Serialize for StartVerdict {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            StartVerdict::WonFor(side) => {
                serializer.collect_str(&format_args!("won for {}", side.name()))
            }
            StartVerdict::NotWonFor(side) => {
                serializer.collect_str(&format_args!("not won for {}", side.name()))
            }
            StartVerdict::Drawn => serializer.serialize_str("drawn"),
            StartVerdict::Unsettled => serializer.serialize_str("open"),
        }
    }
}

/// A start as the settling search saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SettledStart {
    pub verdict: StartVerdict,
    /// The search's value for South (see `SettledStarts::value_for_south`).
    pub value_for_south: i32,
}

/// A's results over a set of games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Score {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    /// Points over games, a draw counting half (0 when there were none).
    pub score: f64,
}

impl Score {
    fn add(&mut self, result: char) {
        match result {
            'W' => self.won += 1,
            'L' => self.lost += 1,
            _ => self.drawn += 1,
        }
        self.score = self.points() / f64::from(self.games());
    }

    fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }

    fn points(&self) -> f64 {
        f64::from(self.won) + f64::from(self.drawn) / 2.0
    }
}

/// A's results by what the settling search showed of each game's start:
/// a start lost under best play is one no player can be blamed for losing.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SettledStarts {
    pub nodes: u64,
    /// The proof-number search's positions a side, where it was asked.
    pub proof_nodes: Option<u64>,
    /// Pairs whose start was proven won for one side.
    pub proven_pairs: u32,
    /// Pairs whose start was proven not won for one side or for both (a
    /// draw at best for it), with no win proven.
    pub not_won_pairs: u32,
    pub unsettled_pairs: u32,
    /// Games in which A held the side that wins the start.
    pub a_from_won: Score,
    /// Games in which A held the side that loses it.
    pub a_from_lost: Score,
    /// Games in which A held a side proven unable to force a win, but not
    /// proven lost: a draw is the most it can be sure of.
    pub a_from_not_won: Score,
    /// The rest (including a side whose opponent alone is proven not won).
    pub a_from_unsettled: Score,
    /// A's score over every game but those from lost starts: what a player
    /// who never loses a start it can win or hold would score 100 % on.
    pub a_where_the_start_allows: Score,
    /// A's points over the most that each game's start lets its side be
    /// sure of (`StartVerdict::most_for`), counting no more than that in a
    /// game, over every game but those from lost starts: a draw from a
    /// start A's side cannot win is as good as best play gets.
    pub a_against_what_the_start_allows: f64,
    /// Games whose start the search valued better for A than for B, proven
    /// or not, and worse (a start valued even is in neither).
    pub a_favoured: Score,
    pub a_unfavoured: Score,
    /// Each pair's start as the search valued it for South, in hundredths
    /// of a seed; beyond ±99,990,000 a proven win or loss.
    pub value_for_south: Vec<i32>,
    /// What was proven of each pair's start.
    pub verdicts: Vec<StartVerdict>,
}

impl SettledStarts {
    /// `a_against_what_the_start_allows` from A's games by start: a whole
    /// point allowed from a start won for A or open, half a point (a win
    /// there counting as a draw) from one its side cannot win.
    fn against_what_the_starts_allow(&self) -> f64 {
        let whole = [&self.a_from_won, &self.a_from_unsettled];
        let not_won = &self.a_from_not_won;
        let got = whole.iter().map(|score| score.points()).sum::<f64>()
            + f64::from(not_won.won + not_won.drawn) / 2.0;
        let allowed = whole
            .iter()
            .map(|score| f64::from(score.games()))
            .sum::<f64>()
            + f64::from(not_won.games()) / 2.0;
        got / allowed
    }
}

/// Pairs of games from one opening (A South, then A North), by A's results.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PairTally {
    pub won_both: u32,
    /// One won, one lost.
    pub split: u32,
    pub lost_both: u32,
    /// At least one game drawn.
    pub with_a_draw: u32,
}

/// Thinking time of one side over the whole match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct MoveTimes {
    pub moves: u64,
    pub mean_ms: f64,
    pub max_ms: f64,
    /// Mean depth searched (0 for moves decided without a search).
    pub mean_depth: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MatchReport {
    pub game: &'static str,
    pub holes: usize,
    pub a: Contender,
    pub b: Contender,
    pub games: u32,
    pub seed: u64,
    pub budget_ms: Option<f64>,
    pub nodes: [Option<u64>; 2],
    pub depths: [Option<u32>; 2],
    pub opening_plies: u32,
    /// Results from A's side; a draw is neither a win nor a loss.
    pub a_wins: u32,
    pub draws: u32,
    pub a_losses: u32,
    /// Wins over all games played (draws count as not won).
    pub a_win_rate: f64,
    /// Draws by a repetition rule (a subset of `draws`).
    pub repetition_draws: u32,
    /// Games stopped at `MOVE_CAP` moves, counted as draws.
    pub capped: u32,
    pub mean_moves_per_game: f64,
    /// Games whose moves differ from every other game's: a match whose
    /// games repeat one another measures fewer games than it plays.
    pub distinct_games: u32,
    /// Each game's result for A in game order, W, D or L: games 2k and
    /// 2k + 1 are a pair from one opening, A South then North.
    pub a_results: String,
    /// The pairs by what A made of them. Where an opening is lost for one
    /// side under best play, a split pair is all a perfect player gets.
    pub pairs: PairTally,
    /// Present when the match settled its starts (`settle_nodes`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starts: Option<SettledStarts>,
    pub a_time: MoveTimes,
    pub b_time: MoveTimes,
}

#[derive(Default)]
struct Timing {
    moves: u64,
    total_ms: f64,
    max_ms: f64,
    total_depth: u64,
}

impl Timing {
    fn add(&mut self, ms: f64, depth: u32) {
        self.moves += 1;
        self.total_ms += ms;
        self.max_ms = self.max_ms.max(ms);
        self.total_depth += u64::from(depth);
    }

    fn merge(&mut self, other: &Timing) {
        self.moves += other.moves;
        self.total_ms += other.total_ms;
        self.max_ms = self.max_ms.max(other.max_ms);
        self.total_depth += other.total_depth;
    }

    fn summary(&self) -> MoveTimes {
        let per_move = |total: f64| {
            if self.moves == 0 {
                0.0
            } else {
                total / self.moves as f64
            }
        };
        MoveTimes {
            moves: self.moves,
            mean_ms: per_move(self.total_ms),
            max_ms: self.max_ms,
            mean_depth: per_move(self.total_depth as f64),
        }
    }
}

/// The start of pair `pair`'s games: `opening_plies` random moves (fewer
/// should the game end sooner), and what settling showed of it where the
/// match settles its starts. A match balancing its starts draws further
/// random openings until the search values one within `balanced_within`
/// seeds (or takes the closest of `BALANCING_ATTEMPTS`).
pub fn pair_opening(
    start: &Game,
    settings: &MatchSettings,
    pair: u32,
    clock: &dyn Clock,
) -> Result<(Game, Option<SettledStart>), Error> {
    let first = random_opening(start, settings, pair, 0, clock)?;
    let Some(nodes) = settings.settle_nodes else {
        return Ok((first, None));
    };
    let imbalance = |settled: &SettledStart| settled.value_for_south.unsigned_abs();
    let mut closest = (settle(&first, nodes)?, first);
    if let Some(within) = settings.balanced_within {
        // A proven start is worth far more than any number of seeds.
        let bound = within.saturating_mul(SEED as u32);
        for attempt in 1..BALANCING_ATTEMPTS {
            if imbalance(&closest.0) <= bound {
                break;
            }
            let game = random_opening(start, settings, pair, attempt, clock)?;
            let settled = settle(&game, nodes)?;
            if imbalance(&settled) < imbalance(&closest.0) {
                closest = (settled, game);
            }
        }
    }
    let (settled, game) = closest;
    // Only the start kept is worth a proof.
    let settled = match settings.proof_nodes {
        Some(proof_nodes) => settled.with_proof(&game, proof_nodes)?,
        None => settled,
    };
    Ok((game, Some(settled)))
}

/// Random openings tried for a balanced start before the closest is taken.
pub const BALANCING_ATTEMPTS: u32 = 40;

/// Attempt `attempt` at pair `pair`'s random opening (attempt 0 is the
/// opening of a match that does not balance its starts).
fn random_opening(
    start: &Game,
    settings: &MatchSettings,
    pair: u32,
    attempt: u32,
    clock: &dyn Clock,
) -> Result<Game, Error> {
    let mut rng = Rng::new(
        !settings.seed
            ^ u64::from(pair).wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ u64::from(attempt).wrapping_mul(0xd1b5_4a32_d192_ed03),
    );
    let mut game = start.clone();
    for _ in 0..settings.opening_plies {
        let before = game.clone();
        let decision = choose_move(&game, Settings::new(Level::Random, rng.next_u64()), clock)?;
        game.play(&decision.mv)?;
        if game.outcome().is_some() {
            return Ok(before);
        }
    }
    Ok(game)
}

/// Plays `games` games, A taking South (who moves first) in even-numbered
/// games and North in odd ones, `jobs` games at a time (each on its own
/// thread; the report is the same whatever `jobs`, short of the time each
/// side took). `progress` hears of each finished game, in order, with the
/// report so far.
pub fn play_match(
    settings: &MatchSettings,
    jobs: usize,
    clock: &(dyn Clock + Sync),
    mut progress: impl FnMut(&MatchReport, &FinishedGame),
) -> Result<MatchReport, Error> {
    let start = Game::new(settings.variant, settings.options)?;
    let mut report = MatchReport {
        game: settings.variant.id(),
        holes: start.position().holes(),
        a: settings.a,
        b: settings.b,
        games: 0,
        seed: settings.seed,
        budget_ms: settings.budget_ms,
        nodes: settings.nodes,
        depths: settings.depths,
        opening_plies: settings.opening_plies,
        a_wins: 0,
        draws: 0,
        a_losses: 0,
        a_win_rate: 0.0,
        repetition_draws: 0,
        capped: 0,
        mean_moves_per_game: 0.0,
        distinct_games: 0,
        a_results: String::new(),
        pairs: PairTally::default(),
        starts: settings.settle_nodes.map(|nodes| SettledStarts {
            nodes,
            proof_nodes: settings.proof_nodes,
            ..SettledStarts::default()
        }),
        a_time: MoveTimes::default(),
        b_time: MoveTimes::default(),
    };
    let mut timing = [Timing::default(), Timing::default()];
    let mut total_moves = 0u64;
    let mut games_seen = HashSet::new();
    // A pair's two games share one start, worked out once.
    let openings = Mutex::new(HashMap::new());
    let next = AtomicU32::new(0);
    let (finished, arrivals) = mpsc::channel();
    std::thread::scope(|scope| -> Result<(), Error> {
        for _ in 0..jobs.max(1) {
            let finished = finished.clone();
            // A game caches what it works out, so each thread has its own.
            let (start, next, openings) = (start.clone(), &next, &openings);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= settings.games {
                    break;
                }
                let played = play_game(settings, &start, index, openings, clock);
                let failed = played.is_err();
                if finished.send((index, played)).is_err() || failed {
                    break;
                }
            });
        }
        drop(finished);
        // Games finish out of order; each is counted once those before it are.
        let mut waiting = BTreeMap::new();
        for (index, played) in arrivals {
            waiting.insert(index, played);
            while let Some(played) = waiting.remove(&report.games) {
                let played = played?;
                for (side, times) in timing.iter_mut().zip(&played.times) {
                    side.merge(times);
                }
                total_moves += played.record.moves.len() as u64;
                games_seen.insert(played.record.moves.clone());
                let a_result = report.tally(played.outcome, played.a_side, played.start);
                report.distinct_games = games_seen.len() as u32;
                report.mean_moves_per_game = total_moves as f64 / f64::from(report.games);
                report.a_time = timing[0].summary();
                report.b_time = timing[1].summary();
                let game = FinishedGame {
                    index: report.games - 1,
                    a_side: played.a_side,
                    a_result,
                    record: played.record,
                };
                progress(&report, &game);
            }
        }
        Ok(())
    })?;
    Ok(report)
}

/// Pairs' starts worked out by one of their games and not yet taken by
/// the other.
type Openings = Mutex<HashMap<u32, (Game, Option<SettledStart>)>>;

fn lock(openings: &Openings) -> MutexGuard<'_, HashMap<u32, (Game, Option<SettledStart>)>> {
    // A thread that panicked cannot have left a half-made entry behind.
    openings.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A finished game of a match, as `play_match` reports it.
pub struct FinishedGame {
    pub index: u32,
    pub a_side: Player,
    /// 'W', 'D' or 'L' for A, as in `MatchReport::a_results`.
    pub a_result: char,
    /// From the standard start, the opening's random moves included.
    pub record: GameRecord,
}

/// One game of a match, as its thread hands it over.
struct PlayedGame {
    a_side: Player,
    record: GameRecord,
    /// None for a game stopped at `MOVE_CAP`.
    outcome: Option<Outcome>,
    /// A's, then B's.
    times: [Timing; 2],
    /// What settling showed of the start, where the match settles them.
    start: Option<SettledStart>,
}

/// Game `index` of the match.
fn play_game(
    settings: &MatchSettings,
    start: &Game,
    index: u32,
    openings: &Openings,
    clock: &dyn Clock,
) -> Result<PlayedGame, Error> {
    let a_side = if index.is_multiple_of(2) {
        Player::South
    } else {
        Player::North
    };
    let mut rng = Rng::new(settings.seed ^ u64::from(index).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let pair = index / 2;
    let shared = lock(openings).remove(&pair);
    let (mut game, start_settled) = match shared {
        Some(opening) => opening,
        None => {
            let opening = pair_opening(start, settings, pair, clock)?;
            // Left for the pair's other game, unless it worked it out too.
            let mut openings = lock(openings);
            if openings.remove(&pair).is_none() {
                openings.insert(pair, opening.clone());
            }
            opening
        }
    };
    let mut times = [Timing::default(), Timing::default()];
    while game.outcome().is_none() && game.ply() < MOVE_CAP {
        let a_to_move = game.position().to_move() == a_side;
        let side = usize::from(!a_to_move);
        let contender = if a_to_move { settings.a } else { settings.b };
        let before = clock.now_ms();
        let (mv, depth) = contender.decide(
            &game,
            rng.next_u64(),
            settings.budget_ms,
            settings.nodes[side],
            settings.depths[side],
            clock,
        )?;
        times[side].add(clock.now_ms() - before, depth);
        game.play(&mv)?;
    }
    Ok(PlayedGame {
        a_side,
        record: game.record(),
        outcome: game.outcome(),
        times,
        start: start_settled,
    })
}

/// Searches a start with the strong level for `nodes` nodes (the same
/// verdict on any machine), a repetition draw valued even, and says whether
/// it proved a win for one side.
/// A player with a single move is answered at once, without a search or a
/// value, so the start is valued where a choice is first to be made: a
/// start whose mover must make a losing move is lost, not even.
pub fn settle(start: &Game, nodes: u64) -> Result<SettledStart, Error> {
    let mut settings = Settings::new(Level::Strong, 0);
    settings.budget_ms = None;
    settings.max_nodes = Some(nodes);
    let mut game = start.clone();
    let decision = loop {
        let decision = impartial_move(&game, settings)?;
        // No nodes: a lone move, answered without a search.
        if decision.nodes > 0 || game.ply() >= start.ply() + MOVE_CAP {
            break decision;
        }
        game.play(&decision.mv)?;
        if let Some(outcome) = game.outcome() {
            return Ok(SettledStart {
                verdict: outcome
                    .winner
                    .map_or(StartVerdict::Unsettled, StartVerdict::WonFor),
                value_for_south: Value::of_outcome_in(&outcome, Player::South, 0).number(),
            });
        }
    };
    let mover = game.position().to_move();
    let value_for_south = if mover == Player::South {
        decision.value
    } else {
        -decision.value
    };
    Ok(SettledStart {
        verdict: match decision.proven_win() {
            Some(true) => StartVerdict::WonFor(mover),
            Some(false) => StartVerdict::WonFor(mover.opponent()),
            None => StartVerdict::Unsettled,
        },
        value_for_south,
    })
}

impl SettledStart {
    /// Gives an unsettled start to the proof-number search, which asks first
    /// whether the side the search's value favours wins it, then whether the
    /// other does, with at most `proof_nodes` positions each; where neither
    /// wins, what it proved not won. The value stays the search's.
    pub fn with_proof(self, start: &Game, proof_nodes: u64) -> Result<SettledStart, Error> {
        if self.verdict != StartVerdict::Unsettled {
            return Ok(self);
        }
        let favoured = if self.value_for_south >= 0 {
            Player::South
        } else {
            Player::North
        };
        let who = proof::who_wins(start, favoured, proof_nodes)?;
        let not_won = |side: Player| {
            who.tried
                .iter()
                .any(|&(prover, proof)| prover == side && proof.verdict == ProofVerdict::NotWon)
        };
        let verdict = match who.winner {
            Some(winner) => StartVerdict::WonFor(winner),
            None => match (not_won(Player::South), not_won(Player::North)) {
                (true, true) => StartVerdict::Drawn,
                (true, false) => StartVerdict::NotWonFor(Player::South),
                (false, true) => StartVerdict::NotWonFor(Player::North),
                (false, false) => StartVerdict::Unsettled,
            },
        };
        Ok(SettledStart { verdict, ..self })
    }
}

impl MatchReport {
    /// Counts a game; returns its result for A ('W', 'D' or 'L').
    fn tally(
        &mut self,
        outcome: Option<Outcome>,
        a_side: Player,
        start: Option<SettledStart>,
    ) -> char {
        self.games += 1;
        match outcome {
            None => {
                self.capped += 1;
                self.draws += 1;
            }
            Some(outcome) => match outcome.winner {
                Some(winner) if winner == a_side => self.a_wins += 1,
                Some(_) => self.a_losses += 1,
                None => {
                    self.draws += 1;
                    if matches!(
                        outcome.reason,
                        EndReason::Repetition | EndReason::ThirdRepetition
                    ) {
                        self.repetition_draws += 1;
                    }
                }
            },
        }
        self.a_win_rate = f64::from(self.a_wins) / f64::from(self.games);
        let result = match outcome.and_then(|outcome| outcome.winner) {
            Some(winner) if winner == a_side => 'W',
            Some(_) => 'L',
            None => 'D',
        };
        self.a_results.push(result);
        if let (Some(starts), Some(start)) = (&mut self.starts, start) {
            let first_of_pair = !self.games.is_multiple_of(2);
            if first_of_pair {
                starts.value_for_south.push(start.value_for_south);
                starts.verdicts.push(start.verdict);
            }
            let value_for_a = match a_side {
                Player::South => start.value_for_south,
                Player::North => -start.value_for_south,
            };
            match value_for_a.signum() {
                1 => starts.a_favoured.add(result),
                -1 => starts.a_unfavoured.add(result),
                _ => {}
            }
            let start = start.verdict;
            let most = start.most_for(a_side);
            match start {
                StartVerdict::WonFor(winner) if winner == a_side => starts.a_from_won.add(result),
                StartVerdict::WonFor(_) => starts.a_from_lost.add(result),
                _ if most < 1.0 => starts.a_from_not_won.add(result),
                _ => starts.a_from_unsettled.add(result),
            }
            if most > 0.0 {
                starts.a_where_the_start_allows.add(result);
                starts.a_against_what_the_start_allows = starts.against_what_the_starts_allow();
            }
            if first_of_pair {
                match start {
                    StartVerdict::WonFor(_) => starts.proven_pairs += 1,
                    StartVerdict::NotWonFor(_) | StartVerdict::Drawn => starts.not_won_pairs += 1,
                    StartVerdict::Unsettled => starts.unsettled_pairs += 1,
                }
            }
        }
        if self.games.is_multiple_of(2) {
            let pair = &self.a_results[self.a_results.len() - 2..];
            let count = match pair {
                "WW" => &mut self.pairs.won_both,
                "WL" | "LW" => &mut self.pairs.split,
                "LL" => &mut self.pairs.lost_both,
                _ => &mut self.pairs.with_a_draw,
            };
            *count += 1;
        }
        result
    }
}
