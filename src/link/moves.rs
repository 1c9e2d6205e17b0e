//! Each move in as few bits as the position before it allows.

use super::bits::{bits_for, BitReader, BitWriter};
use super::error::ReadError;
use crate::error::{Error, IllegalMove};
use crate::moves::{Move, Redistribution, KIOTHI_BOMA};
use crate::player::Direction;
use crate::position::{Phase, Position};
use crate::rules::{self, MoveShape};

/// The first move number of the mover's own pits, and how many there are
/// (from the game's topology: Hus moves number the mover's loop from 0).
pub(super) fn own_pits(position: &Position) -> (usize, usize) {
    let topology = position.topology();
    let mover = position.to_move();
    let own = topology.own_pits(mover);
    let first = topology
        .move_number(mover, own.start)
        .expect("a player's first pit is theirs");
    (first, own.len())
}

pub(super) fn write_move(w: &mut BitWriter, position: &Position, mv: &Move) {
    let (base, own) = own_pits(position);
    match *mv {
        Move::Directed { pit, dir } => {
            let code = (pit - base) * 2 + usize::from(dir == Direction::Cw);
            w.write(code as u64, bits_for(2 * own));
        }
        Move::Pit(pit) => w.write((pit - base) as u64, bits_for(own)),
        Move::Harvest { pit, count } => {
            w.write((pit - base) as u64, bits_for(own));
            let available = u64::from(position.pits()[pit]);
            w.write(u64::from(count) - 1, bits_for(available as usize));
        }
        Move::Redistribute(r) => {
            for pit in r.empty {
                w.write((pit - base) as u64, bits_for(own));
            }
            // Where each lifted warrior goes: per boma but the last, its
            // warriors in unary and a closing zero; the last takes the rest.
            for &placed in &r.place[..KIOTHI_BOMA - 1] {
                for _ in 0..placed {
                    w.write(1, 1);
                }
                w.write(0, 1);
            }
        }
    }
}

/// A pit code beyond the mover's `own` pits.
fn out_of_range(code: u64, own: usize) -> ReadError {
    ReadError::Move(Error::BadMove(format!(
        "pit code {code} is beyond the mover's {own} pits"
    )))
}

/// A move read for `position`; it is checked against the position only as
/// far as its code needs (playing it checks the rest).
pub(super) fn read_move(r: &mut BitReader, position: &Position) -> Result<Move, ReadError> {
    let (base, own) = own_pits(position);
    // A link codes a move by its shape, which each game's rules describe.
    let shape = rules::describe(position.variant()).move_shape;
    match (shape, position.phase()) {
        (_, Phase::Opening) => read_redistribution(r, position, base, own),
        (MoveShape::Direction, Phase::Play) => {
            let code = r.read(bits_for(2 * own))?;
            if code >= 2 * own as u64 {
                return Err(out_of_range(code, own));
            }
            let dir = if code % 2 == 1 {
                Direction::Cw
            } else {
                Direction::Ccw
            };
            Ok(Move::Directed {
                pit: base + code as usize / 2,
                dir,
            })
        }
        (MoveShape::Pit, Phase::Play) => {
            let code = r.read(bits_for(own))?;
            if code >= own as u64 {
                return Err(out_of_range(code, own));
            }
            Ok(Move::Pit(base + code as usize))
        }
        (MoveShape::Count, Phase::Play) => {
            let code = r.read(bits_for(own))?;
            if code >= own as u64 {
                return Err(out_of_range(code, own));
            }
            let pit = base + code as usize;
            let available = u64::from(position.pits()[pit]);
            if available == 0 {
                return Err(ReadError::Move(IllegalMove::EmptyPit { pit }.into()));
            }
            let count = r.read(bits_for(available as usize))? + 1;
            if count > available {
                return Err(ReadError::Move(
                    IllegalMove::CountTooLarge {
                        pit,
                        count: count as u32,
                        available: available as u32,
                    }
                    .into(),
                ));
            }
            Ok(Move::Harvest {
                pit,
                count: count as u32,
            })
        }
    }
}

/// Kiothi's opening: the two boma emptied, then where each warrior goes.
fn read_redistribution(
    r: &mut BitReader,
    position: &Position,
    base: usize,
    own: usize,
) -> Result<Move, ReadError> {
    let mut empty = [0; 2];
    for slot in &mut empty {
        let code = r.read(bits_for(own))?;
        if code >= own as u64 {
            return Err(out_of_range(code, own));
        }
        *slot = base + code as usize;
    }
    let [first, second] = empty;
    if first == second {
        return Err(ReadError::Move(IllegalMove::OpeningPitsNotDistinct.into()));
    }
    if let Some(&pit) = empty.iter().find(|&&pit| position.pits()[pit] == 0) {
        return Err(ReadError::Move(
            IllegalMove::OpeningPitNotOccupied { pit }.into(),
        ));
    }
    let lifted: u16 = empty.iter().map(|&pit| position.pits()[pit]).sum();
    let mut place = [0u16; KIOTHI_BOMA];
    let mut left = lifted;
    for slot in &mut place[..KIOTHI_BOMA - 1] {
        while r.read(1)? == 1 {
            if left == 0 {
                return Err(ReadError::Move(Error::BadMove(format!(
                    "the opening places more than the {lifted} warriors lifted"
                ))));
            }
            *slot += 1;
            left -= 1;
        }
    }
    place[KIOTHI_BOMA - 1] = left;
    Ok(Move::Redistribute(Redistribution { empty, place }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::bits::{write_count, write_counts};
    use crate::link::start::HOLES_BITS;
    use crate::link::tests::sealed;
    use crate::link::{decode, LinkError};

    #[test]
    fn a_pit_code_beyond_the_row_is_a_bad_move() {
        let mut w = BitWriter::default();
        w.write(0, 2); // a game to look at
        w.write(1, 2); // Kiothi
        w.write(1, 1); // an edited start
        w.write(10, HOLES_BITS);
        w.write(0, 1);
        write_counts(
            &mut w,
            &[1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0],
        );
        write_counts(&mut w, &[0, 0]);
        w.write(0, 1); // setup 6
        w.write(1, 1); // play phase
        w.write(0, 20);
        w.write(0, 20);
        write_count(&mut w, 1);
        w.write(12, 4); // boma code 12 of South's 10
        let decoded = decode(&sealed(w));
        assert!(matches!(
            decoded.error,
            Some(LinkError::BadMove {
                index: 0,
                error: Error::BadMove(_)
            })
        ));
        assert_eq!(decoded.game.unwrap().ply(), 0);
    }
}
