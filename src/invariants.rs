//! The engine's invariants, written once: what must hold of every position
//! and every move, and the positions and move shapes that probe them. The
//! property tests (tests/properties.rs), the fuzz targets (fuzz/) and the
//! lab's soak (lab/src/soak.rs) all check them from here. Behind the
//! feature `invariants`: the browser's build never has it.
//!
//! A check returns what did not hold as a `Fault` instead of panicking, so
//! that the soak can report it with the game that led there, and a test or
//! a fuzz target panics with it.

use std::fmt;

use crate::error::IllegalMove;
use crate::game::Game;
use crate::moves::{Move, Redistribution, KIOTHI_BOMA};
use crate::player::{Direction, Player};
use crate::position::{Phase, Position};
use crate::rng::Rng;
use crate::rules::{self, Choices, EndReason, OpeningChoice, Outcome, Scratch};
use crate::trace::Trace;
use crate::variant::Variant;

/// An invariant that did not hold: what, and the move it is about if any.
#[derive(Clone, Debug, PartialEq)]
pub struct Fault {
    pub mv: Option<Move>,
    pub what: String,
}

impl Fault {
    fn new(mv: Option<Move>, what: impl Into<String>) -> Fault {
        Fault {
            mv,
            what: what.into(),
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.mv {
            Some(mv) => write!(f, "{mv:?}: {}", self.what),
            None => f.write_str(&self.what),
        }
    }
}

/// The start of every preset of every game, in `Variant::every_preset`'s
/// order.
pub fn preset_starts() -> Vec<Position> {
    Variant::every_preset()
        .map(|(variant, options)| Position::new(variant, options).expect("a preset's board"))
        .collect()
}

/// The position `plies` uniformly random moves after the start of preset
/// number `preset` (counted round, so that any number names one), or the
/// game's last position if it ends sooner.
pub fn reached_position(preset: usize, seed: u64, plies: u32) -> Position {
    let starts = preset_starts();
    let mut position = starts[preset % starts.len()];
    let mut rng = Rng::new(seed);
    let mut scratch = Scratch::default();
    for _ in 0..plies {
        if rules::play_random(&mut position, &mut rng, &mut scratch).is_none() {
            break;
        }
    }
    position
}

/// Every move of the player to move that the rules' shape allows, before
/// asking whether its sowing ends: a sowable pit of their own (Giuthi and
/// Hus: two seeds or more), with each direction (Giuthi) or count (Kiothi).
/// The legal moves are these less the endless ones.
pub fn candidate_moves(position: &Position) -> Vec<Move> {
    let mover = position.to_move();
    let topology = position.topology();
    let pits = position.pits();
    let mut moves = Vec::new();
    for pit in topology.own_pits(mover) {
        let held = pits[pit];
        match position.variant() {
            Variant::Giuthi if held >= 2 => {
                for dir in [Direction::Ccw, Direction::Cw] {
                    moves.push(Move::Directed { pit, dir });
                }
            }
            Variant::Kiothi => {
                moves.extend((1..=u32::from(held)).map(|count| Move::Harvest { pit, count }))
            }
            Variant::EnGehe if held >= 1 => moves.push(Move::Pit(pit)),
            Variant::Hus if held >= 2 => {
                moves.extend(topology.move_number(mover, pit).map(Move::Pit))
            }
            _ => {}
        }
    }
    moves
}

/// Moves that look like moves of the game but may not be legal: every pit
/// of the board (and one past it) with every direction or count, to one
/// more than the pit holds. None in Kiothi's opening, whose moves are
/// redistributions (`put_back`).
pub fn move_shapes(position: &Position) -> Vec<Move> {
    let len = position.len();
    match position.variant() {
        Variant::Giuthi => (0..=len)
            .flat_map(|pit| [Direction::Ccw, Direction::Cw].map(|dir| Move::Directed { pit, dir }))
            .collect(),
        Variant::Kiothi if position.phase() == Phase::Opening => Vec::new(),
        Variant::Kiothi => (0..=len)
            .flat_map(|pit| {
                let held = position.pits().get(pit).map_or(0, |&c| u32::from(c));
                (0..=held + 1).map(move |count| Move::Harvest { pit, count })
            })
            .collect(),
        Variant::EnGehe => (0..=len).map(Move::Pit).collect(),
        Variant::Hus => (0..=len / 2).map(Move::Pit).collect(),
    }
}

/// The redistribution of a Kiothi opening choice that puts the lifted
/// warriors back where they were: always a placement the rules allow.
pub fn put_back(position: &Position, choice: &OpeningChoice) -> Move {
    let mut place = [0u16; KIOTHI_BOMA];
    for pit in choice.empty {
        place[pit] = position.pits()[pit];
    }
    Move::Redistribute(Redistribution {
        empty: choice.empty,
        place,
    })
}

/// What `check_listing` found.
#[derive(Clone, Debug, PartialEq)]
pub struct Listing {
    /// The choices of the player to move (`rules::choices`): the legal
    /// moves listed, or in Kiothi's opening its redistributions.
    pub choices: Choices,
    /// Candidate moves not listed because their sowing never ends.
    pub endless_refused: u64,
}

/// The listing agrees with the rules: every listed move is a candidate
/// (`candidate_moves`), every candidate not listed is refused, and there is
/// a move (listed, or in Kiothi's opening a choice of boma) exactly when
/// the game has no result.
pub fn check_listing(position: &Position) -> Result<Listing, Fault> {
    let choices = rules::choices(position);
    let can_move = rules::has_legal_move(position);
    let mut endless_refused = 0;
    let listed = match &choices {
        Choices::Redistributions(opening) => {
            if !rules::legal_moves(position).is_empty() {
                return Err(Fault::new(None, "moves listed in Kiothi's opening"));
            }
            if can_move == opening.is_empty() {
                return Err(Fault::new(
                    None,
                    format!("has_legal_move is {can_move} against the opening's choices"),
                ));
            }
            0
        }
        Choices::Moves(legal) => {
            let candidates = candidate_moves(position);
            if let Some(mv) = legal.iter().find(|mv| !candidates.contains(mv)) {
                return Err(Fault::new(
                    Some(*mv),
                    "listed, but not a move the rules allow",
                ));
            }
            for mv in candidates.iter().filter(|mv| !legal.contains(mv)) {
                match rules::check_move(position, mv) {
                    Ok(()) => return Err(Fault::new(Some(*mv), "playable, but not listed")),
                    Err(IllegalMove::Endless) => endless_refused += 1,
                    Err(_) => {}
                }
            }
            if legal.is_empty() == can_move {
                return Err(Fault::new(
                    None,
                    format!(
                        "{} moves listed and has_legal_move is {can_move}",
                        legal.len()
                    ),
                ));
            }
            legal.len()
        }
    };
    let outcome = rules::outcome(position);
    if can_move == outcome.is_some() {
        return Err(Fault::new(
            None,
            format!("{listed} moves listed and the result is {outcome:?}"),
        ));
    }
    Ok(Listing {
        choices,
        endless_refused,
    })
}

/// A result says how the seeds of `position` (the last of the game) were
/// shared, all of them; a game that ended without a move left has the
/// winner the rules name: in Hus the player who cannot move loses,
/// elsewhere the one with more seeds wins.
pub fn check_outcome(position: &Position, outcome: &Outcome) -> Result<(), Fault> {
    let scores = outcome.scores;
    if scores[0] + scores[1] != position.total_seeds() {
        return Err(Fault::new(
            None,
            format!("the result's scores {scores:?} do not add up to the seeds"),
        ));
    }
    if matches!(
        outcome.reason,
        EndReason::Repetition | EndReason::ThirdRepetition
    ) {
        return Ok(());
    }
    let winner = match position.variant() {
        Variant::Hus => Some(position.to_move().opponent()),
        _ => match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(Player::South),
            std::cmp::Ordering::Less => Some(Player::North),
            std::cmp::Ordering::Equal => None,
        },
    };
    if outcome.winner != winner {
        return Err(Fault::new(
            None,
            format!("{outcome:?}: the rules' winner is {winner:?}"),
        ));
    }
    Ok(())
}

/// A listed move plays, with the seeds conserved; the position after it.
pub fn check_plays(position: &Position, mv: &Move) -> Result<Position, Fault> {
    let mut after = *position;
    if let Err(refusal) = rules::play_in_place(&mut after, mv) {
        return Err(Fault::new(
            Some(*mv),
            format!("listed, but refused: {refusal}"),
        ));
    }
    if after.total_seeds() != position.total_seeds() {
        return Err(Fault::new(Some(*mv), "the seeds are not conserved"));
    }
    Ok(after)
}

/// A listed move plays with its trace, the seeds conserved, and the trace,
/// applied to the position before as a front end animating it does,
/// arrives at the position after.
pub fn check_traced(position: &Position, mv: &Move) -> Result<(Position, Trace), Fault> {
    let (after, trace) = rules::play(position, mv)
        .map_err(|refusal| Fault::new(Some(*mv), format!("listed, but refused: {refusal}")))?;
    if after.total_seeds() != position.total_seeds() {
        return Err(Fault::new(Some(*mv), "the seeds are not conserved"));
    }
    check_trace(position, &trace, &after)?;
    Ok((after, trace))
}

/// The trace of a move replays from the position before it to the one
/// after.
pub fn check_trace(before: &Position, trace: &Trace, after: &Position) -> Result<(), Fault> {
    match trace.replay(before) {
        Ok(replayed) if replayed == (after.pits().to_vec(), after.captured()) => Ok(()),
        Ok(_) => Err(Fault::new(
            Some(trace.mv),
            "its trace replays to another position",
        )),
        Err(mismatch) => Err(Fault::new(
            Some(trace.mv),
            format!("its trace does not replay: {mismatch}"),
        )),
    }
}

/// Kiothi's opening: every choice of boma offered plays, putting the
/// warriors back where they were, with the seeds conserved. How many.
pub fn check_opening(position: &Position) -> Result<u64, Fault> {
    let mut checked = 0;
    for choice in rules::opening_choices(position) {
        let mv = put_back(position, &choice);
        let mut after = *position;
        if let Err(refusal) = rules::play_in_place(&mut after, &mv) {
            return Err(Fault::new(
                Some(mv),
                format!("an opening choice is refused: {refusal}"),
            ));
        }
        if after.total_seeds() != position.total_seeds() {
            return Err(Fault::new(Some(mv), "the seeds are not conserved"));
        }
        checked += 1;
    }
    Ok(checked)
}

/// A position reads back from its JSON as itself.
pub fn check_round_trip(position: &Position) -> Result<(), Fault> {
    let json = position.to_json();
    match Position::from_json(&json) {
        Ok(read) if read == *position => Ok(()),
        read => Err(Fault::new(None, format!("{json} reads back as {read:?}"))),
    }
}

/// Everything that must hold of a valid position: it round-trips through
/// JSON; its listing agrees with the rules (`check_listing`); every listed
/// move plays with the seeds conserved, and the first `traced` of them (a
/// Kiothi boma of thousands lists thousands) also with a trace that
/// replays, to a position that round-trips; in Kiothi's opening every
/// choice plays; a result shares out every seed to the rules' winner.
pub fn check_position(position: &Position, traced: usize) -> Result<(), Fault> {
    check_round_trip(position)?;
    let listing = check_listing(position)?;
    let legal = match &listing.choices {
        Choices::Moves(legal) => legal.as_slice(),
        Choices::Redistributions(_) => &[],
    };
    for (index, mv) in legal.iter().enumerate() {
        let after = check_plays(position, mv)?;
        if index < traced {
            let (traced_after, _) = check_traced(position, mv)?;
            if traced_after != after {
                return Err(Fault::new(
                    Some(*mv),
                    "played with and without a trace, it differs",
                ));
            }
            check_round_trip(&after)?;
        }
    }
    if let Choices::Redistributions(_) = listing.choices {
        check_opening(position)?;
    }
    if let Some(outcome) = rules::outcome(position) {
        check_outcome(position, &outcome)?;
    }
    Ok(())
}

/// A move given to the game at `position`, legal or not: either it plays,
/// listed (or a redistribution of Kiothi's opening), with the seeds
/// conserved, its trace replaying, `rules::play` agreeing, the position
/// after round-tripping through JSON, and undo and redo going back and
/// forth; or it is refused, not listed, and the game is exactly as it was.
pub fn check_given_move(position: &Position, mv: &Move) -> Result<(), Fault> {
    let fault = |what: String| Err(Fault::new(Some(*mv), what));
    let legal = rules::legal_moves(position);
    let mut game = Game::from_position(*position);
    match game.play(mv).cloned() {
        Ok(trace) => {
            let after = *game.position();
            if after.total_seeds() != position.total_seeds() {
                return fault("the seeds are not conserved".into());
            }
            check_trace(position, &trace, &after)?;
            if trace.mv != *mv {
                return fault(format!("its trace is of {:?}", trace.mv));
            }
            if !matches!(mv, Move::Redistribute(_)) && !legal.contains(mv) {
                return fault("played, but not listed".into());
            }
            if rules::play(position, mv).map(|(played, _)| played) != Ok(after) {
                return fault("the rules play it otherwise".into());
            }
            check_round_trip(&after)?;
            if game.undo().is_err() || (game.position(), game.ply()) != (position, 0) {
                return fault("undone, the game is not as it was".into());
            }
            if game.redo().ok() != Some(&trace) || game.position() != &after {
                return fault("redone, the game is not as it was played".into());
            }
        }
        Err(refusal) => {
            if refusal.to_string().is_empty() {
                return fault("refused without a word".into());
            }
            if game.position() != position
                || (game.ply(), game.can_undo(), game.can_redo()) != (0, false, false)
            {
                return fault(format!("refused ({refusal}), but the game changed"));
            }
            if legal.contains(mv) {
                return fault(format!("listed, but refused: {refusal}"));
            }
            if rules::check_move(position, mv).is_ok() {
                return fault(format!("the game refused it ({refusal}), the rules do not"));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found in random Hus play (tests/endless.rs): own hole 0 never ends.
    const ENDLESS: &str = r#"{"game":"hus","holes":8,"pits":[2,7,1,0,1,0,6,1,2,1,12,1,2,5,0,1,0,2,1,0,2,1,0,0,0,0,0,0,0,0,0,0],"captured":[0,0],"to_move":0}"#;

    #[test]
    fn an_endless_move_is_a_candidate_that_is_not_listed() {
        let position = Position::from_json(ENDLESS).unwrap();
        let legal = rules::legal_moves(&position);
        let candidates = candidate_moves(&position);
        assert!(legal.iter().all(|mv| candidates.contains(mv)));
        assert!(candidates.contains(&Move::Pit(0)) && !legal.contains(&Move::Pit(0)));
    }

    /// Giuthi 2 x 5, South to move; two legal moves from pit 5 among others.
    const GIUTHI: &str =
        r#"{"game":"giuthi","holes":5,"pits":[0,0,1,0,1,2,1,0,0,2],"captured":[0,0],"to_move":0}"#;

    #[test]
    fn a_trace_of_another_move_does_not_replay_to_the_position_after() {
        let position = Position::from_json(GIUTHI).unwrap();
        let legal = rules::legal_moves(&position);
        assert!(legal.len() >= 2);
        let (after, trace) = check_traced(&position, &legal[0]).unwrap();
        let (other, _) = check_traced(&position, &legal[1]).unwrap();
        assert_ne!(after, other);
        assert_eq!(check_trace(&position, &trace, &after), Ok(()));
        assert!(check_trace(&position, &trace, &other).is_err());
    }

    #[test]
    fn a_result_must_share_out_every_seed_to_the_rules_winner() {
        let position = Position::from_json(GIUTHI).unwrap();
        let total = position.total_seeds();
        let won = Outcome {
            winner: Some(Player::South),
            scores: [total, 0],
            reason: EndReason::NoMoves,
            stuck: None,
            one_warrior_victory: false,
        };
        assert_eq!(check_outcome(&position, &won), Ok(()));
        let short = Outcome {
            scores: [total - 1, 0],
            ..won
        };
        assert!(check_outcome(&position, &short).is_err());
        let wrong_winner = Outcome {
            winner: Some(Player::North),
            ..won
        };
        assert!(check_outcome(&position, &wrong_winner).is_err());
        // A repetition draws whatever the seeds say.
        let repeated = Outcome::draw([total, 0], EndReason::Repetition);
        assert_eq!(check_outcome(&position, &repeated), Ok(()));
    }

    #[test]
    fn every_move_shape_of_a_start_is_played_or_refused_cleanly() {
        for start in preset_starts() {
            assert_eq!(check_position(&start, usize::MAX), Ok(()));
            for mv in move_shapes(&start) {
                assert_eq!(check_given_move(&start, &mv), Ok(()), "{mv:?}");
            }
        }
    }
}
