//! Whether one side can force a win, by proof-number search (Allis, van der
//! Meulen and van den Herik, 1994): for settling a match's starts where the
//! alpha-beta search runs out of depth. It is best-first: each step expands
//! the leaf that settles the question most cheaply (the fewest positions
//! still to prove), so it follows forcing lines far past the horizon of a
//! depth-first search with the same nodes (Hus, won by leaving the other
//! side without a move, is proven dozens of plies from its end).
//!
//! It answers a yes-or-no question only: a win for `prover`, or not (the
//! other side wins or draws); or a win by at least so many seeds, or not,
//! so that a start's margin is found by asking in turn (`certify`). It
//! keeps a tree, with no transposition table, so that every node's history
//! is exactly the game's and its path's, and the repetition rule is applied
//! as a game would; a table would mix the histories of different paths (the
//! solver's "graph-history problem").

use crate::error::Error;
use crate::game::Game;
use crate::moves::Move;
use crate::player::Player;
use crate::position::Position;
use crate::repetition::Repetitions;
use crate::rules::{self, Outcome};

use super::{Clock, FrozenClock};

/// Positions a proof may create unless told otherwise: some 2.5 GB.
pub const DEFAULT_PROOF_NODES: u64 = 10_000_000;

/// A tree is made with room for at most this many nodes (some 64 MB);
/// a larger one grows as it needs.
const RESERVED_NODES: u64 = 1 << 18;

/// The clock is read once per this many expansions.
const EXPANSIONS_PER_CHECK: u64 = 64;

/// A proof or disproof number that no finite count reaches.
const INFINITE: u32 = u32::MAX;

/// What the search found about `prover` winning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProofVerdict {
    /// `prover` wins against every defence.
    Won,
    /// `prover` cannot force a win: the other side can win or draw.
    NotWon,
    /// Neither within the nodes.
    Unknown,
}

/// A verdict and the positions the search created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub verdict: ProofVerdict,
    pub nodes: u64,
}

/// Which side, if either, was proven to win, and each proof tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhoWins {
    pub winner: Option<Player>,
    pub tried: Vec<(Player, Proof)>,
}

/// Asks whether `first` can force a win, then, unless it can, whether the
/// other side can, with at most `max_nodes` positions each.
pub fn who_wins(game: &Game, first: Player, max_nodes: u64) -> Result<WhoWins, Error> {
    let mut tried = Vec::new();
    for prover in [first, first.opponent()] {
        let proof = prove_win(game, prover, max_nodes)?;
        tried.push((prover, proof));
        if proof.verdict == ProofVerdict::Won {
            return Ok(WhoWins {
                winner: Some(prover),
                tried,
            });
        }
    }
    Ok(WhoWins {
        winner: None,
        tried,
    })
}

struct Node {
    position: Position,
    parent: u32,
    /// Children are `first_child..first_child + children`; none until
    /// expanded.
    first_child: u32,
    children: u32,
    expanded: bool,
    /// How many leaves must still be proven for `prover` to win here.
    proof: u32,
    /// How many must be disproven for the win to fail.
    disproof: u32,
}

impl Node {
    fn new(position: Position, parent: u32) -> Node {
        Node {
            position,
            parent,
            first_child: 0,
            children: 0,
            expanded: false,
            proof: 1,
            disproof: 1,
        }
    }

    fn settle(&mut self, won: bool) {
        (self.proof, self.disproof) = if won { (0, INFINITE) } else { (INFINITE, 0) };
    }
}

/// Whether `prover` can force a win from `game`'s position, creating at
/// most about `max_nodes` positions (each holds a whole position, some 240
/// bytes: 10,000,000 nodes take some 2.5 GB). Every legal move is searched,
/// however long its sowing, so that the verdict is the rules'. Kiothi's
/// opening is refused: its redistributions are not moves to list.
pub fn prove_win(game: &Game, prover: Player, max_nodes: u64) -> Result<Proof, Error> {
    prove_win_within(game, prover, max_nodes, None, &FrozenClock)
}

/// As `prove_win`, but giving up (`Unknown`) at `deadline` by `clock`: the
/// analysis's yes-or-no proofs (`solve`), which must end in time. The tree
/// is made with room for the nodes allowed, up to `RESERVED_NODES`, so
/// that a capped proof never holds two copies of it while it grows.
pub fn prove_win_within(
    game: &Game,
    prover: Player,
    max_nodes: u64,
    deadline: Option<f64>,
    clock: &dyn Clock,
) -> Result<Proof, Error> {
    Ok(grow(game, Goal::win(prover), max_nodes, deadline, clock)?.0)
}

/// What a proof asks: whether `prover` can force a win by at least
/// `by_at_least` seeds (the final scores' difference; 1: any win).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    pub prover: Player,
    pub by_at_least: u32,
}

impl Goal {
    /// A win by any margin.
    pub fn win(prover: Player) -> Goal {
        Goal {
            prover,
            by_at_least: 1,
        }
    }

    /// Whether the game's end meets the goal. Any win is the winner's
    /// whatever the scores: Hus is not decided by them.
    pub fn met_by(self, outcome: &Outcome) -> bool {
        let scores = outcome.scores;
        let margin = i64::from(scores[self.prover.index()])
            - i64::from(scores[self.prover.opponent().index()]);
        outcome.winner == Some(self.prover)
            && (self.by_at_least <= 1 || margin >= i64::from(self.by_at_least))
    }

    /// Whether the scores alone deny it however the game goes on: the
    /// prover can no longer end `by_at_least` seeds ahead of what the other
    /// side has already taken. Without it a Giuthi proof would play on to
    /// the last seed past every point where the other side has taken half
    /// of them.
    pub fn beyond_reach(self, position: &Position) -> bool {
        rules::final_score_bounds(position).is_some_and(|bounds| {
            let (_, most) = bounds[self.prover.index()];
            let (least, _) = bounds[self.prover.opponent().index()];
            i64::from(most) < i64::from(least) + i64::from(self.by_at_least.max(1))
        })
    }
}

/// A proof's outcome written as a strategy that a checker replays with the
/// rules alone, trusting no search (tests/certificates.rs): the moves of
/// the side that holds it, the prover where `won`, else the other side
/// (which keeps the prover from a win), at each of its turns met in a
/// depth-first walk of the game from the position proven, where each move
/// of the other side is followed to the end in `Game::legal_moves` order
/// before the next. Each is given as its place in that list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    pub goal: Goal,
    pub won: bool,
    pub choices: Vec<u16>,
    /// The positions of the proof the walk goes through, the first
    /// included: what checking it costs.
    pub positions: u64,
    /// The positions the search created to find it.
    pub searched: u64,
}

/// Proves, as `prove_win` does, whether the goal's prover can force a win
/// by its margin, and writes the answer as a certificate; None where the
/// nodes ran out. Where the proof leaves a choice, the move with the
/// smaller proof is kept.
pub fn certify(game: &Game, goal: Goal, max_nodes: u64) -> Result<Option<Certificate>, Error> {
    let (proof, tree) = grow(game, goal, max_nodes, None, &FrozenClock)?;
    let won = match proof.verdict {
        ProofVerdict::Won => true,
        ProofVerdict::NotWon => false,
        ProofVerdict::Unknown => return Ok(None),
    };
    let mut certificate = Certificate {
        goal,
        won,
        choices: Vec::new(),
        positions: 0,
        searched: proof.nodes,
    };
    if let Some(tree) = tree {
        let sizes = tree.proof_sizes(won);
        tree.write_strategy(0, &sizes, &mut certificate);
    } else {
        certificate.positions = 1;
    }
    Ok(Some(certificate))
}

/// The search, and its tree where it grew one (not for a finished game).
fn grow(
    game: &Game,
    goal: Goal,
    max_nodes: u64,
    deadline: Option<f64>,
    clock: &dyn Clock,
) -> Result<(Proof, Option<ProofTree>), Error> {
    if rules::redistributions(game.position()).is_some() {
        return Err(Error::NotSolvable(
            "Kiothi's opening redistribution is not proven: ask of a position after both players have redistributed",
        ));
    }
    if let Some(outcome) = game.outcome() {
        let verdict = if goal.met_by(&outcome) {
            ProofVerdict::Won
        } else {
            ProofVerdict::NotWon
        };
        return Ok((Proof { verdict, nodes: 0 }, None));
    }
    // Nodes are numbered in 32 bits (and 4,000,000,000 would take 1 TB).
    let max_nodes = max_nodes.min(u64::from(u32::MAX));
    let history = (0..game.ply()).filter_map(|ply| game.position_at(ply));
    let mut nodes = Vec::with_capacity(max_nodes.min(RESERVED_NODES) as usize);
    nodes.push(Node::new(*game.position(), u32::MAX));
    let mut tree = ProofTree {
        goal,
        nodes,
        path: Repetitions::from_history(history),
        successors: Vec::new(),
    };
    let mut expansions = 0u64;
    while tree.nodes[0].proof != 0 && tree.nodes[0].disproof != 0 {
        if tree.nodes.len() as u64 >= max_nodes {
            return Ok((tree.proof(ProofVerdict::Unknown), Some(tree)));
        }
        expansions += 1;
        if expansions.is_multiple_of(EXPANSIONS_PER_CHECK)
            && deadline.is_some_and(|end| clock.now_ms() >= end)
        {
            return Ok((tree.proof(ProofVerdict::Unknown), Some(tree)));
        }
        let (leaf, depth) = tree.most_proving();
        tree.expand(leaf, depth);
        tree.update_from(leaf);
    }
    let verdict = if tree.nodes[0].proof == 0 {
        ProofVerdict::Won
    } else {
        ProofVerdict::NotWon
    };
    Ok((tree.proof(verdict), Some(tree)))
}

struct ProofTree {
    goal: Goal,
    nodes: Vec<Node>,
    /// The game's positions before the root, then those of the path down
    /// to the node being expanded.
    path: Repetitions,
    successors: Vec<(Move, Position)>,
}

impl ProofTree {
    fn proof(&self, verdict: ProofVerdict) -> Proof {
        Proof {
            verdict,
            nodes: self.nodes.len() as u64,
        }
    }

    fn prover_moves(&self, node: &Node) -> bool {
        node.position.to_move() == self.goal.prover
    }

    fn children_of(&self, node: &Node) -> &[Node] {
        &self.nodes[node.first_child as usize..(node.first_child + node.children) as usize]
    }

    /// The unexpanded node on which the question hangs: down from the root,
    /// where the prover moves the child with the smallest proof number,
    /// elsewhere the one with the smallest disproof number; and its depth.
    /// The positions above it are left in `path`.
    fn most_proving(&mut self) -> (u32, usize) {
        let mut index = 0u32;
        let mut depth = 0;
        loop {
            let node = &self.nodes[index as usize];
            if !node.expanded {
                return (index, depth);
            }
            let children = self.children_of(node);
            let pick = if self.prover_moves(node) {
                position_of_min(children.iter().map(|child| child.proof))
            } else {
                position_of_min(children.iter().map(|child| child.disproof))
            };
            self.path.push(&node.position);
            index = node.first_child + pick as u32;
            depth += 1;
        }
    }

    /// Gives `leaf` its children, each valued at once where the game ends
    /// on it or the scores already deny the prover a win, then takes the
    /// `depth` positions above it off `path`.
    fn expand(&mut self, leaf: u32, depth: usize) {
        let position = self.nodes[leaf as usize].position;
        rules::successors(&position, &mut self.successors);
        self.path.push(&position);
        let first_child = self.nodes.len() as u32;
        for (_, after) in &self.successors {
            let mut child = Node::new(*after, leaf);
            if self.path.draw(after).is_some() {
                child.settle(false);
            } else if let Some(outcome) = rules::outcome(after) {
                child.settle(self.goal.met_by(&outcome));
            } else if self.goal.beyond_reach(after) {
                child.settle(false);
            }
            self.nodes.push(child);
        }
        for _ in 0..=depth {
            self.path.pop();
        }
        let node = &mut self.nodes[leaf as usize];
        node.first_child = first_child;
        node.children = self.successors.len() as u32;
        node.expanded = true;
        if node.children == 0 {
            // Unreachable: a player without a move has passed or ended the
            // game, and the root is not a finished game. Counted as no win,
            // so that no proof rests on it.
            node.settle(false);
        }
    }

    /// Whether `node` is settled the way the proof went: proven won where
    /// `won`, else proven not won.
    fn holds(node: &Node, won: bool) -> bool {
        if won {
            node.proof == 0
        } else {
            node.disproof == 0
        }
    }

    /// For each node that holds, the positions of the smallest proof under
    /// it: one choice where the certificate's side moves, every move
    /// elsewhere. Children come after their parents, so one pass from the
    /// last node up settles them all.
    fn proof_sizes(&self, won: bool) -> Vec<u64> {
        let mut sizes = vec![0u64; self.nodes.len()];
        for index in (0..self.nodes.len()).rev() {
            let node = &self.nodes[index];
            if !Self::holds(node, won) {
                continue;
            }
            let children = node.first_child as usize..(node.first_child + node.children) as usize;
            let below = if children.is_empty() {
                0
            } else if self.prover_moves(node) == won {
                children
                    .filter(|&child| Self::holds(&self.nodes[child], won))
                    .map(|child| sizes[child])
                    .min()
                    .unwrap_or(0)
            } else {
                children
                    .map(|child| sizes[child])
                    .fold(0u64, u64::saturating_add)
            };
            sizes[index] = below.saturating_add(1);
        }
        sizes
    }

    /// Appends the certificate's choices under `index`, walking the tree in
    /// the order a checker walks the game: a node's children are its
    /// position's moves in `legal_moves`'s order (`rules::successors`), so
    /// a child's place among them is its move's place in that list.
    fn write_strategy(&self, index: usize, sizes: &[u64], certificate: &mut Certificate) {
        certificate.positions += 1;
        let node = &self.nodes[index];
        let won = certificate.won;
        let children = node.first_child as usize..(node.first_child + node.children) as usize;
        if self.prover_moves(node) == won {
            // The holder's turn: the move that holds with the smallest proof.
            let Some((_, pick)) = children
                .filter(|&child| Self::holds(&self.nodes[child], won))
                .map(|child| (sizes[child], child))
                .min()
            else {
                return;
            };
            let place = pick - node.first_child as usize;
            certificate
                .choices
                .push(u16::try_from(place).unwrap_or(u16::MAX));
            self.write_strategy(pick, sizes, certificate);
        } else {
            for child in children {
                self.write_strategy(child, sizes, certificate);
            }
        }
    }

    /// Recomputes the numbers of the just expanded `leaf` and its ancestors
    /// from their children, up to the first that does not change.
    fn update_from(&mut self, leaf: u32) {
        let mut index = leaf;
        loop {
            let node = &self.nodes[index as usize];
            let children = self.children_of(node);
            let proofs = children.iter().map(|child| child.proof);
            let disproofs = children.iter().map(|child| child.disproof);
            // Where the prover moves one child proven is enough and all
            // must be disproven; elsewhere the other way round.
            let (proof, disproof) = if children.is_empty() {
                (node.proof, node.disproof)
            } else if self.prover_moves(node) {
                (proofs.min().unwrap_or(INFINITE), saturating_sum(disproofs))
            } else {
                (saturating_sum(proofs), disproofs.min().unwrap_or(INFINITE))
            };
            let node = &mut self.nodes[index as usize];
            let unchanged = node.proof == proof && node.disproof == disproof;
            node.proof = proof;
            node.disproof = disproof;
            if index == 0 || (unchanged && index != leaf) {
                return;
            }
            index = node.parent;
        }
    }
}

fn saturating_sum(numbers: impl Iterator<Item = u32>) -> u32 {
    numbers.fold(0u32, |sum, n| sum.saturating_add(n))
}

fn position_of_min(numbers: impl Iterator<Item = u32>) -> usize {
    numbers
        .enumerate()
        .min_by_key(|&(_, n)| n)
        .map_or(0, |(i, _)| i)
}
