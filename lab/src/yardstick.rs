//! A yardstick opponent for measuring the computer: plain UCT, Monte Carlo
//! tree search with uniformly random playouts, the way a general game
//! player (Ludii's default UCT, say) plays a game it was not tuned for.
//!
//! It knows the rules and nothing else: it never calls the project's
//! search or evaluation, so a level that beats it beats something built
//! independently of it. Native only (matches, not the page).
//!
//! One iteration walks down the tree by UCB1, adds one child, finishes
//! the game from there with random moves, and credits every node on the
//! path with the result from the point of view of the player who moved
//! into it (Giuthi's extra move keeps the same player to move, so turns
//! are not assumed to alternate). The move chosen is the most visited.

use mancala::ai::Clock;
use mancala::error::{Error, IllegalMove};
use mancala::game::Game;
use mancala::moves::Move;
use mancala::player::Player;
use mancala::position::Position;
use mancala::repetition::Repetitions;
use mancala::rng::Rng;
use mancala::rules::{self, Scratch};

/// UCB1's exploration constant, √2: the textbook value, which general
/// game players use untuned.
const EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// A playout still going after this many moves counts as a draw (Kiothi
/// and En Gehé have no repetition rule, and random play can wander).
const PLAYOUT_CAP: u32 = 2000;

/// What the yardstick decided and how much it looked at.
#[derive(Clone, Debug, PartialEq)]
pub struct UctDecision {
    pub mv: Move,
    pub iterations: u64,
}

struct Node {
    position: Position,
    /// Who moved into this node (the root: nobody).
    mover: Option<Player>,
    /// The game is over here: the mover's reward, 1 a win, ½ a draw.
    terminal: Option<f64>,
    /// Unexpanded: None; expanded: the indices of the children in `nodes`
    /// and the moves leading there.
    children: Option<Vec<(Move, usize)>>,
    visits: f64,
    /// Sum of the mover's rewards.
    reward: f64,
}

/// When the yardstick stops thinking: whichever limit comes first (at
/// least one iteration; no limit at all means one iteration).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UctLimits {
    pub ms: Option<f64>,
    /// Iterations, for games that must not depend on the machine's speed.
    pub iterations: Option<u64>,
}

/// Chooses a move for the player to move in `game` by UCT.
pub fn choose(
    game: &Game,
    limits: UctLimits,
    seed: u64,
    clock: &dyn Clock,
) -> Result<UctDecision, Error> {
    let mut rng = Rng::new(seed);
    let root_position = *game.position();
    if game.outcome().is_some() {
        return Err(IllegalMove::GameOver.into());
    }
    if !rules::opening_choices(&root_position).is_empty() {
        // Kiothi's free redistribution has too many moves to list; the
        // yardstick makes it at random, as an untuned player would.
        let mut copy = root_position;
        let (mv, _) = rules::play_random(&mut copy, &mut rng, &mut Scratch::default())
            .ok_or(IllegalMove::GameOver)?;
        return Ok(UctDecision { mv, iterations: 0 });
    }
    let mut seen =
        Repetitions::from_history((0..game.ply()).filter_map(|ply| game.position_at(ply)));
    let mut tree = Tree {
        nodes: vec![Node {
            position: root_position,
            mover: None,
            terminal: None,
            children: None,
            visits: 0.0,
            reward: 0.0,
        }],
        scratch: Scratch::default(),
        successors: Vec::new(),
    };
    let start = clock.now_ms();
    let mut iterations = 0u64;
    loop {
        tree.iterate(&mut seen, &mut rng);
        iterations += 1;
        // A playout costs far more than reading the clock.
        let out_of_time = limits.ms.is_some_and(|ms| clock.now_ms() - start >= ms);
        let out_of_iterations = limits.iterations.is_some_and(|most| iterations >= most);
        let unlimited = limits.ms.is_none() && limits.iterations.is_none();
        if out_of_time || out_of_iterations || unlimited || tree.root_has_one_move() {
            break;
        }
    }
    let best = tree.nodes[0]
        .children
        .as_ref()
        .and_then(|children| {
            children
                .iter()
                .max_by(|a, b| tree.nodes[a.1].visits.total_cmp(&tree.nodes[b.1].visits))
        })
        .map(|(mv, _)| *mv)
        .ok_or(IllegalMove::GameOver)?;
    Ok(UctDecision {
        mv: best,
        iterations,
    })
}

struct Tree {
    nodes: Vec<Node>,
    scratch: Scratch,
    successors: Vec<(Move, Position)>,
}

impl Tree {
    fn root_has_one_move(&self) -> bool {
        matches!(&self.nodes[0].children, Some(children) if children.len() == 1)
    }

    /// One iteration; `seen` holds the game's positions before the root
    /// and is left as it was.
    fn iterate(&mut self, seen: &mut Repetitions, rng: &mut Rng) {
        let held = seen.len();
        let mut path = vec![0usize];
        let mut current = 0usize;
        seen.push(&self.nodes[0].position);
        // Down the tree while every child has been tried.
        let result = loop {
            if let Some(reward) = self.nodes[current].terminal {
                break Backup::Known(self.nodes[current].mover, reward);
            }
            if self.nodes[current].children.is_none() {
                self.expand(current, seen);
            }
            let children = self.nodes[current].children.as_ref().expect("expanded");
            if children.is_empty() {
                // Only Kiothi's opening has moves `successors` does not
                // list; random play makes them.
                break Backup::Winner(self.playout(current, seen, rng));
            }
            let untried: Vec<usize> = children
                .iter()
                .map(|(_, child)| *child)
                .filter(|child| self.nodes[*child].visits == 0.0)
                .collect();
            let next = if untried.is_empty() {
                self.select(current)
            } else {
                untried[rng.below(untried.len())]
            };
            path.push(next);
            let fresh = self.nodes[next].visits == 0.0;
            current = next;
            if self.nodes[current].terminal.is_none() {
                seen.push(&self.nodes[current].position);
            }
            if fresh {
                break match self.nodes[current].terminal {
                    Some(reward) => Backup::Known(self.nodes[current].mover, reward),
                    None => Backup::Winner(self.playout(current, seen, rng)),
                };
            }
        };
        while seen.len() > held {
            seen.pop();
        }
        for &index in &path {
            let node = &mut self.nodes[index];
            node.visits += 1.0;
            node.reward += match (result, node.mover) {
                (_, None) => 0.0,
                (Backup::Known(who, reward), Some(mover)) => {
                    if who == Some(mover) {
                        reward
                    } else {
                        1.0 - reward
                    }
                }
                (Backup::Winner(winner), Some(mover)) => match winner {
                    None => 0.5,
                    Some(winner) if winner == mover => 1.0,
                    Some(_) => 0.0,
                },
            };
        }
    }

    /// Adds every child of `index`, marking those where the game ends
    /// (by the rules or by a repetition given the path `seen`).
    fn expand(&mut self, index: usize, seen: &Repetitions) {
        let parent = self.nodes[index].position;
        rules::successors(&parent, &mut self.successors);
        let mut children = Vec::with_capacity(self.successors.len());
        for (mv, after) in std::mem::take(&mut self.successors) {
            let mover = parent.to_move();
            let terminal = if seen.draw(&after).is_some() {
                Some(0.5)
            } else {
                rules::outcome(&after).map(|outcome| match outcome.winner {
                    None => 0.5,
                    Some(winner) if winner == mover => 1.0,
                    Some(_) => 0.0,
                })
            };
            children.push((mv, self.nodes.len()));
            self.nodes.push(Node {
                position: after,
                mover: Some(mover),
                terminal,
                children: None,
                visits: 0.0,
                reward: 0.0,
            });
        }
        self.nodes[index].children = Some(children);
    }

    /// UCB1 over the children of `index`, all visited at least once.
    fn select(&self, index: usize) -> usize {
        let parent_visits = self.nodes[index].visits.max(1.0);
        let log = parent_visits.ln();
        let children = self.nodes[index].children.as_ref().expect("expanded");
        children
            .iter()
            .map(|(_, child)| *child)
            .max_by(|a, b| {
                let score = |i: usize| {
                    let node = &self.nodes[i];
                    node.reward / node.visits + EXPLORATION * (log / node.visits).sqrt()
                };
                score(*a).total_cmp(&score(*b))
            })
            .expect("a non-terminal node has children")
    }

    /// Random moves from node `index` to the end of the game: the winner,
    /// None for a draw.
    fn playout(&mut self, index: usize, seen: &mut Repetitions, rng: &mut Rng) -> Option<Player> {
        let mut position = self.nodes[index].position;
        let mut played = 0u32;
        let winner = loop {
            if played == PLAYOUT_CAP {
                break None;
            }
            if rules::play_random(&mut position, rng, &mut self.scratch).is_none() {
                break rules::outcome(&position).and_then(|outcome| outcome.winner);
            }
            played += 1;
            if seen.record(&position).is_some() {
                break None;
            }
        };
        for _ in 0..played {
            seen.pop();
        }
        winner
    }
}

#[derive(Clone, Copy)]
enum Backup {
    /// A terminal node's reward for the given mover.
    Known(Option<Player>, f64),
    /// A playout's winner (None: a draw).
    Winner(Option<Player>),
}
