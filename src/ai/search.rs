//! Iterative-deepening alpha-beta (negamax with principal-variation search)
//! and a transposition table, run on an explicit stack so that it can stop
//! after any node and resume later exactly where it was: a browser worker
//! thinks in short slices and reads its messages in between, and a sliced
//! search plays the same move as an unsliced one.
//!
//! Values are from the point of view of the player to move at each node.
//! Giuthi's extra moves and passes let the same player move twice running,
//! so a child's value is negated only when the player to move changes.

use crate::moves::Move;
use crate::player::Player;
use crate::position::Position;
use crate::repetition::Repetitions;
use crate::rng::Rng;
use crate::rules;

use super::cycles::Cycles;
use super::eval::{self, evaluate};
use super::opening;
use super::table::{self, Bound, Entry, Table};
use super::value::Value;
use super::SEARCH_LAP_LIMIT;

/// How far behind a side must look before the search asks whether it can
/// repeat by a run of extra moves (`Cycles`): the look costs several nodes'
/// time, and the draws it finds matter where one side is well ahead (the
/// yardstick drew games 32 to 112 seeds down that way). Near even a draw
/// changes a value little.
const CLEARLY_BEHIND: i32 = 10 * super::eval::SEED;

/// Iterative deepening never goes deeper than this many plies.
pub(crate) const MAX_DEPTH: u32 = 64;

/// A legal move and the position it leads to (after the turn has passed).
#[derive(Clone, Copy)]
pub(crate) struct Child {
    pub mv: Move,
    pub position: Position,
    /// The static value of `position` for its player to move.
    eval: Value,
    /// How good the move looks to the mover, for ordering.
    promise: Value,
}

/// The moves the search considers in a position: every legal move that ends
/// within `SEARCH_LAP_LIMIT` laps, or in Kiothi's opening the candidate
/// redistributions. With `exact`, every legal move however long (for a root
/// where no move ends that soon). The list is always the same for the same
/// position, so the table may refer to a move by its place in it.
pub(crate) fn children(position: &Position, out: &mut Vec<Child>, exact: bool) {
    out.clear();
    if let Some(choices) = rules::redistributions(position) {
        for (mv, after) in opening::candidates(position, &choices) {
            push_child(position, out, mv, after);
        }
        return;
    }
    let allowance = if exact {
        rules::MAX_LAPS
    } else {
        SEARCH_LAP_LIMIT
    };
    let mut successors = Vec::new();
    rules::successors_within(position, allowance, &mut successors);
    for (mv, after) in successors {
        push_child(position, out, mv, after);
    }
}

fn push_child(parent: &Position, out: &mut Vec<Child>, mv: Move, position: Position) {
    let eval = Value::estimate(evaluate(&position));
    out.push(Child {
        mv,
        position,
        eval,
        promise: eval.for_mover(parent.to_move(), &position),
    });
}

/// The value of a position the search goes no deeper into, for its player
/// to move: exact if the game is over, else the static evaluation.
fn leaf_value(child: &Child, ply: u32) -> Value {
    // Where a move that leaves the next player without a move ends the
    // game and sweeps the board, a board with seeds on it after a move is
    // not over; this spares checking the next player's moves.
    if rules::swept_when_stuck(child.position.variant()) && child.position.board_seeds() > 0 {
        return child.eval;
    }
    match rules::outcome(&child.position) {
        Some(outcome) => Value::of_outcome_in(&outcome, child.position.to_move(), ply),
        None => child.eval,
    }
}

/// A move's value for the mover without looking further: exact if it ends
/// the game.
pub(crate) fn one_ply_value(parent: &Position, child: &Child) -> Value {
    leaf_value(child, 1).for_mover(parent.to_move(), &child.position)
}

/// Whether a position the search stops at, worth `value` to its player to
/// move, is worth a draw to them instead: they are the searching side's
/// opponent, clearly behind, and can repeat by a run of extra moves. The
/// searching side's own runs are not looked for: behind, it had better play
/// on against a fallible opponent than take a draw beyond its horizon. A
/// finished game (a proven loss) has no moves to repeat with, which
/// `can_repeat` sees.
fn other_side_draws(
    cycles: &mut Cycles,
    searcher: Player,
    position: &Position,
    value: Value,
) -> bool {
    value < Value::estimate(-CLEARLY_BEHIND)
        && position.to_move() != searcher
        && cycles.can_repeat(position)
}

struct Frame {
    position: Position,
    key: u64,
    /// Plies still to search below this node (at least 1).
    depth: u32,
    ply: u32,
    alpha: Value,
    beta: Value,
    alpha_at_entry: Value,
    /// The moves as generated; `order` lists their indices best-looking
    /// first, and the search goes through `order`.
    children: Vec<Child>,
    order: Vec<u16>,
    /// The place in `order` of the next child to search.
    next: usize,
    /// Whether the child being searched has a null window (it is expected
    /// to be worse than the best so far, and only that is checked).
    probing: bool,
    /// The child at `next` failed high on a null window: search it again
    /// with the full window.
    research: bool,
    best_value: Value,
    /// The place in `order` of the best child so far.
    best_slot: usize,
    expanded: bool,
}

impl Frame {
    fn new(position: Position) -> Frame {
        Frame {
            position,
            key: 0,
            depth: 1,
            ply: 0,
            alpha: -Value::INFINITY,
            beta: Value::INFINITY,
            alpha_at_entry: -Value::INFINITY,
            children: Vec::new(),
            order: Vec::new(),
            next: 0,
            probing: false,
            research: false,
            best_value: -Value::INFINITY,
            best_slot: 0,
            expanded: false,
        }
    }

    fn child_at(&self, slot: usize) -> &Child {
        &self.children[usize::from(self.order[slot])]
    }

    /// Orders the moves by promise, the table's move first; ties keep the
    /// order of generation.
    fn order_children(&mut self, table_move: Option<usize>) {
        let children = &self.children;
        self.order.clear();
        self.order.extend(0..children.len() as u16);
        self.order.sort_by_key(|&i| {
            let i = usize::from(i);
            if Some(i) == table_move {
                -Value::INFINITY
            } else {
                -children[i].promise
            }
        });
    }

    /// Starts searching the moves in a window.
    fn open(&mut self, alpha: Value, beta: Value) {
        self.alpha = alpha;
        self.beta = beta;
        self.alpha_at_entry = alpha;
        self.best_value = -Value::INFINITY;
        self.best_slot = 0;
        self.next = 0;
        self.probing = false;
        self.research = false;
        self.expanded = true;
    }
}

/// The best root move an iteration (or part of one) found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub mv: Move,
    pub value: Value,
    /// The depth of the deepest iteration that backs it.
    pub depth: u32,
}

/// What one unit of work did.
enum Advance {
    /// A node was visited (the unit the node limits count).
    Node,
    /// A finished subtree was handed back up, or a child pushed.
    Moved,
    /// The root's iteration at the current depth is complete.
    Iteration,
}

/// A resumable iterative-deepening search from one root position.
pub(crate) struct Tree {
    frames: Vec<Frame>,
    /// Frames in use; frame 0 is the root.
    len: usize,
    table: Table,
    /// The positions of the game so far and of the current search path
    /// (the root's, then each node's being searched), for the repetition
    /// rule.
    path: Repetitions,
    cycles: Cycles,
    /// How much worse than even a repetition draw is for the searching side
    /// (`Level::contempt`).
    contempt: Value,
    pub nodes: u64,
    max_depth: u32,
    /// Plies added by each iteration (`Tuning::DEEPENING_STEP`).
    step: u32,
    /// The last complete iteration's result.
    completed: Option<Found>,
    /// Whether an iteration is under way.
    iterating: bool,
}

impl Tree {
    /// A search from `root` (which must have a legal move) after the game's
    /// earlier positions `history`, oldest first, valuing a repetition draw
    /// `contempt` below even for the searching side. `rng` orders equally
    /// good root moves at random.
    pub fn new(
        root: &Position,
        history: &[Position],
        table_bits: u32,
        max_depth: u32,
        contempt: i32,
        rng: &mut Rng,
    ) -> Tree {
        let path = Repetitions::from_history(history.iter().chain([root]));
        let mut frame = Frame::new(*root);
        children(root, &mut frame.children, false);
        if frame.children.is_empty() {
            children(root, &mut frame.children, true);
        }
        // A random order first, then a stable sort by how good each move
        // looks: equally good moves stay in random order, and the search
        // keeps the first of equal values.
        frame.order.extend(0..frame.children.len() as u16);
        for i in (1..frame.order.len()).rev() {
            frame.order.swap(i, rng.below(i + 1));
        }
        let children = &frame.children;
        frame
            .order
            .sort_by_key(|&i| -children[usize::from(i)].promise);
        Tree {
            frames: vec![frame],
            len: 1,
            table: Table::new(table_bits),
            path,
            cycles: Cycles::new(),
            contempt: Value::estimate(contempt),
            nodes: 0,
            max_depth: max_depth.clamp(1, MAX_DEPTH),
            step: eval::deepening_step(root.variant()),
            completed: None,
            iterating: false,
        }
    }

    pub fn root_moves(&self) -> usize {
        self.frames[0].children.len()
    }

    /// The move that looks best before any search.
    pub fn first_root_move(&self) -> Move {
        self.frames[0].child_at(0).mv
    }

    /// The best move known now: the deeper, unfinished iteration's choice if
    /// it has searched at least the previous best move (any move it then
    /// prefers has been shown better at the greater depth), else the last
    /// complete iteration's.
    pub fn best(&self) -> Option<Found> {
        let root = &self.frames[0];
        if self.iterating && root.next > 0 {
            return Some(Found {
                mv: root.child_at(root.best_slot).mv,
                value: root.best_value,
                depth: root.depth,
            });
        }
        self.completed
    }

    /// The depth of the last iteration that searched every move (0 before
    /// the first ends).
    pub fn completed_depth(&self) -> u32 {
        self.completed.map_or(0, |found| found.depth)
    }

    /// Whether another iteration could change the answer: not once the
    /// greatest depth is searched or a win or loss is proven.
    fn can_deepen(&self) -> bool {
        match self.completed {
            None => true,
            Some(found) => found.depth < self.max_depth && !found.value.is_decided(),
        }
    }

    /// Starts the next iteration, `step` plies deeper, with the best move so far
    /// searched first.
    fn start_iteration(&mut self) {
        let depth = self
            .completed
            .map_or(1, |found| (found.depth + self.step).min(self.max_depth));
        let root = &mut self.frames[0];
        if let Some(best) = self.completed {
            let children = &root.children;
            super::best_to_front(&mut root.order, |&i| children[usize::from(i)].mv == best.mv);
        }
        root.depth = depth;
        root.open(-Value::INFINITY, Value::INFINITY);
        self.len = 1;
        self.iterating = true;
    }

    /// Searches until `stop` (asked after every node visited) says to, or an
    /// iteration ends and `deepen` says not to start the next. Returns
    /// whether the search is finished (no further iteration wanted).
    pub fn run(
        &mut self,
        mut stop: impl FnMut(u64) -> bool,
        mut deepen: impl FnMut(&Found) -> bool,
    ) -> bool {
        loop {
            if !self.iterating {
                if !self.can_deepen() {
                    return true;
                }
                self.start_iteration();
            }
            match self.advance() {
                Advance::Node => {
                    if stop(self.nodes) {
                        return false;
                    }
                }
                Advance::Moved => {}
                Advance::Iteration => {
                    let root = &self.frames[0];
                    let found = Found {
                        mv: root.child_at(root.best_slot).mv,
                        value: root.best_value,
                        depth: root.depth,
                    };
                    self.completed = Some(found);
                    self.iterating = false;
                    if !self.can_deepen() || !deepen(&found) {
                        return true;
                    }
                }
            }
        }
    }

    /// One step of the search: enter a node, value a leaf, descend to a
    /// child, or hand a finished node's value to its parent.
    fn advance(&mut self) -> Advance {
        let top = self.len - 1;
        if !self.frames[top].expanded {
            self.nodes += 1;
            if let Some(value) = self.enter(top) {
                self.len -= 1;
                self.hand_up(value);
            }
            return Advance::Node;
        }
        let frame = &self.frames[top];
        if frame.next < frame.order.len() && frame.alpha < frame.beta {
            // The children of a node one ply from the horizon are leaves,
            // valued here rather than in frames of their own.
            if frame.depth == 1 {
                self.nodes += 1;
                let value = self.leaf(top);
                self.hand_up(value);
                return Advance::Node;
            }
            self.push_child(top);
            return Advance::Moved;
        }
        if top == 0 {
            return Advance::Iteration;
        }
        let searcher = self.frames[0].position.to_move();
        let position = self.frames[top].position;
        if other_side_draws(
            &mut self.cycles,
            searcher,
            &position,
            self.frames[top].best_value,
        ) {
            self.frames[top].best_value = self.repetition_value(&position);
        }
        let value = self.frames[top].best_value;
        self.leave(top);
        self.len -= 1;
        self.hand_up(value);
        Advance::Moved
    }

    /// The value of the leaf at the frame's next slot, for its player to move.
    fn leaf(&mut self, top: usize) -> Value {
        let frame = &self.frames[top];
        let child = frame.child_at(frame.next);
        if self.path.draw(&child.position).is_some() {
            return self.repetition_value(&child.position);
        }
        let value = leaf_value(child, frame.ply + 1);
        let searcher = self.frames[0].position.to_move();
        if other_side_draws(&mut self.cycles, searcher, &child.position, value) {
            return self.repetition_value(&child.position);
        }
        value
    }

    /// A repetition draw's value for the player to move in `position`.
    fn repetition_value(&self, position: &Position) -> Value {
        if position.to_move() == self.frames[0].position.to_move() {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// Pushes the child at the frame's next slot. The first child is
    /// searched with the frame's window; the others only with a null window
    /// at alpha, to show they are no better, unless one has just failed to.
    fn push_child(&mut self, top: usize) {
        if self.frames.len() == top + 1 {
            self.frames.push(Frame::new(self.frames[top].position));
        }
        let (parents, rest) = self.frames.split_at_mut(top + 1);
        let parent = &mut parents[top];
        let full = parent.next == 0 || parent.research || parent.beta <= parent.alpha.next_up();
        parent.probing = !full;
        parent.research = false;
        let (alpha, beta) = if full {
            (parent.alpha, parent.beta)
        } else {
            (parent.alpha, parent.alpha.next_up())
        };
        let child = parent.child_at(parent.next);
        let frame = &mut rest[0];
        (frame.alpha, frame.beta) = if child.position.to_move() == parent.position.to_move() {
            (alpha, beta)
        } else {
            (-beta, -alpha)
        };
        frame.position = child.position;
        frame.depth = parent.depth - 1;
        frame.ply = parent.ply + 1;
        frame.expanded = false;
        self.len += 1;
    }

    /// Gives the value of the child just finished to the frame on top.
    fn hand_up(&mut self, value: Value) {
        let parent = &mut self.frames[self.len - 1];
        let child = &parent.child_at(parent.next).position;
        let value = value.for_mover(parent.position.to_move(), child);
        if parent.probing && value > parent.alpha && value < parent.beta {
            parent.probing = false;
            parent.research = true;
            return;
        }
        parent.probing = false;
        if value > parent.best_value {
            parent.best_value = value;
            parent.best_slot = parent.next;
            parent.alpha = parent.alpha.max(value);
        }
        parent.next += 1;
    }

    /// Visits the node in frame `index`: returns its value at once if it is
    /// decided (repetition, end of game, table), else lists and orders its
    /// moves.
    fn enter(&mut self, index: usize) -> Option<Value> {
        let frame = &mut self.frames[index];
        let position = frame.position;
        let repetition_key = position.repetition_key();
        if self.path.draw_keyed(&position, repetition_key).is_some() {
            return Some(self.repetition_value(&position));
        }
        let key = table::key(&position, repetition_key);
        let mut table_move = None;
        if let Some(entry) = self.table.probe(key) {
            if u32::from(entry.depth) >= frame.depth {
                let value = entry.value.read_at(frame.ply);
                let decided = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= frame.beta,
                    Bound::Upper => value <= frame.alpha,
                };
                if decided {
                    return Some(value);
                }
            }
            table_move = Some(usize::from(entry.best));
        }
        children(&position, &mut frame.children, false);
        if frame.children.is_empty() {
            return Some(match rules::outcome(&position) {
                Some(outcome) => Value::of_outcome_in(&outcome, position.to_move(), frame.ply),
                None => Value::estimate(evaluate(&position)),
            });
        }
        frame.order_children(table_move);
        frame.key = key;
        let (alpha, beta) = (frame.alpha, frame.beta);
        frame.open(alpha, beta);
        self.path.push_keyed(&position, repetition_key);
        None
    }

    /// Records a finished node in the table and takes it off the path.
    fn leave(&mut self, index: usize) {
        let frame = &self.frames[index];
        self.table.store(Entry {
            key: frame.key,
            value: frame.best_value.stored_at(frame.ply),
            depth: frame.depth as u8,
            bound: Bound::of(frame.best_value, frame.alpha_at_entry, frame.beta),
            best: frame.order[frame.best_slot],
        });
        self.path.pop();
    }
}
