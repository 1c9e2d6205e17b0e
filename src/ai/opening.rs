//! Kiothi's opening redistribution: the player empties two own boma and may
//! place the lifted warriors anywhere, far too many placements to list. The
//! computer chooses among a few dozen candidates built from patterns a
//! player would consider, and lets the search judge them.

use std::collections::HashSet;

use crate::moves::{Move, Redistribution, KIOTHI_BOMA};
use crate::position::Position;
use crate::rng::Rng;
use crate::rules::{self, OpeningChoice};

use super::eval::evaluate;

/// How many candidates the search considers at an opening turn.
pub(crate) const MAX_CANDIDATES: usize = 40;

/// Candidate redistributions for the player to move, best-looking first, at
/// most `MAX_CANDIDATES`; each one a legal move. The same position always
/// gives the same list (the random patterns are seeded by the board), so a
/// search may refer to a candidate by its index.
pub(crate) fn candidates(position: &Position, choices: &[OpeningChoice]) -> Vec<(Move, Position)> {
    let mut rng = Rng::new(position.repetition_key());
    let mut seen = HashSet::new();
    let mut scored = Vec::new();
    for choice in choices {
        for place in placements(position, choice, &mut rng) {
            let mv = Move::Redistribute(Redistribution {
                empty: choice.empty,
                place,
            });
            let mut after = *position;
            if rules::play_in_place(&mut after, &mv).is_err() || !seen.insert(after.pits) {
                continue;
            }
            let value = if after.to_move() == position.to_move() {
                evaluate(&after)
            } else {
                -evaluate(&after)
            };
            scored.push((value, mv, after));
        }
    }
    // Stable: equal values keep the order they were made in.
    scored.sort_by_key(|&(value, _, _)| std::cmp::Reverse(value));
    scored.truncate(MAX_CANDIDATES);
    scored
        .into_iter()
        .map(|(_, mv, after)| (mv, after))
        .collect()
}

/// Ways to place the warriors a choice lifts, all within the mover's own
/// row: putting them back, heaping them on one boma, spreading them over
/// the empty boma (from either end) or over the whole row, one warrior in
/// each empty boma with the rest heaped, mirroring the opponent's row, and
/// a few random spreads.
fn placements(
    position: &Position,
    choice: &OpeningChoice,
    rng: &mut Rng,
) -> Vec<[u16; KIOTHI_BOMA]> {
    let own: Vec<usize> = position.topology().own_pits(position.to_move()).collect();
    let lifts = choice.lifts as usize;
    let mut board = position.pits;
    choice.empty.iter().for_each(|&boma| board[boma] = 0);
    let empty: Vec<usize> = own.iter().copied().filter(|&b| board[b] == 0).collect();
    let mut empty_from_right = empty.clone();
    empty_from_right.reverse();

    let mut out = Vec::new();
    let mut back = [0u16; KIOTHI_BOMA];
    for boma in choice.empty {
        back[boma] = position.pits[boma];
    }
    out.push(back);
    for &boma in &own {
        let mut heap = [0u16; KIOTHI_BOMA];
        heap[boma] = lifts as u16;
        out.push(heap);
    }
    for order in [&empty, &empty_from_right, &own] {
        out.push(spread(order, lifts));
    }
    // One warrior in each empty boma keeps many small protected boma whose
    // moves can be aimed; the rest is heaped on each end of the row in turn.
    if lifts > empty.len() {
        for heap_on in [own[0], own[own.len() - 1]] {
            let mut place = spread(&empty, empty.len());
            place[heap_on] += (lifts - empty.len()) as u16;
            out.push(place);
        }
    }
    out.push(mirror(position, &board, &own, lifts));
    for _ in 0..2 {
        let mut place = [0u16; KIOTHI_BOMA];
        for _ in 0..lifts {
            place[own[rng.below(own.len())]] += 1;
        }
        out.push(place);
    }
    out
}

/// Tops up each own boma towards the count of the opponent's boma at the
/// same place from its owner's left (from the left, while warriors last),
/// then deals any left over along the row: answering a shape with the same
/// shape, the way a player copies a good setup.
fn mirror(position: &Position, board: &[u16], own: &[usize], lifts: usize) -> [u16; KIOTHI_BOMA] {
    let theirs = position.topology().own_pits(position.to_move().opponent());
    let mut place = [0u16; KIOTHI_BOMA];
    let mut left = lifts as u16;
    for (&boma, their_boma) in own.iter().zip(theirs) {
        let wanted = position.pits[their_boma]
            .saturating_sub(board[boma])
            .min(left);
        place[boma] += wanted;
        left -= wanted;
    }
    let rest = spread(own, usize::from(left));
    for (count, extra) in place.iter_mut().zip(rest) {
        *count += extra;
    }
    place
}

/// `count` warriors dealt one at a time round `boma`, in order.
fn spread(boma: &[usize], count: usize) -> [u16; KIOTHI_BOMA] {
    let mut place = [0u16; KIOTHI_BOMA];
    if boma.is_empty() {
        return place;
    }
    for i in 0..count {
        place[boma[i % boma.len()]] += 1;
    }
    place
}
