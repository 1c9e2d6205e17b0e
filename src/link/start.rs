//! The start of a link's game: a standard start in a few bits, any other
//! start (an edited or puzzle position) pit by pit.

use super::bits::{read_counts, write_counts, BitReader, BitWriter};
use super::error::ReadError;
use crate::error::{Error, PositionError};
use crate::moves::KIOTHI_BOMA;
use crate::player::Player;
use crate::position::{Phase, Position, PositionDoc};
use crate::rules;
use crate::variant::{Options, Variant};

/// Bits of a board's pits per row and of a standard start's seeds per pit.
pub(super) const HOLES_BITS: u32 = 6;
pub(super) const SEEDS_BITS: u32 = 5;

/// The board options of a start that is the game's own start on some board
/// (with either player to move first); None for any other start, such as an
/// edited position.
pub fn standard_options(start: &Position) -> Option<Options> {
    let variant = start.variant();
    let options = Options {
        holes: start.holes(),
        seeds: start.pits().iter().copied().max()?,
        setup: rules::describe(variant)
            .marks
            .then_some(start.kiothi_marks().setup),
    };
    let mut standard = Position::new(variant, options).ok()?;
    standard.to_move = start.to_move();
    (standard == *start).then_some(options)
}

fn variant_code(variant: Variant) -> u64 {
    Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0) as u64
}

pub(super) fn write_start(w: &mut BitWriter, start: &Position) {
    w.write(variant_code(start.variant()), 2);
    let kiothi = rules::describe(start.variant()).marks;
    match standard_options(start) {
        Some(options) => {
            w.write(0, 1);
            w.write(options.holes as u64, HOLES_BITS);
            w.write(u64::from(options.seeds), SEEDS_BITS);
            if kiothi {
                w.write(u64::from(options.setup == Some(5)), 1);
            }
            w.write(start.to_move().index() as u64, 1);
        }
        None => {
            w.write(1, 1);
            w.write(start.holes() as u64, HOLES_BITS);
            w.write(start.to_move().index() as u64, 1);
            let pits: Vec<u64> = start.pits().iter().map(|&c| u64::from(c)).collect();
            write_counts(w, &pits);
            write_counts(w, &start.captured().map(u64::from));
            if kiothi {
                let marks = start.kiothi_marks();
                w.write(u64::from(marks.setup == 5), 1);
                w.write(u64::from(marks.phase == Phase::Play), 1);
                if marks.phase == Phase::Play {
                    w.write(u64::from(marks.nki), KIOTHI_BOMA as u32);
                    w.write(u64::from(marks.lifted), KIOTHI_BOMA as u32);
                }
            }
        }
    }
}

pub(super) fn read_start(r: &mut BitReader) -> Result<Position, ReadError> {
    let variant = Variant::ALL[r.read(2)? as usize];
    match r.read(1)? {
        0 => read_standard_start(r, variant),
        _ => read_edited_start(r, variant),
    }
}

fn read_standard_start(r: &mut BitReader, variant: Variant) -> Result<Position, ReadError> {
    let holes = r.read(HOLES_BITS)? as usize;
    let seeds = r.read(SEEDS_BITS)? as u16;
    let setup = if rules::describe(variant).marks {
        Some(if r.read(1)? == 1 { 5 } else { 6 })
    } else {
        None
    };
    let to_move = player(r.read(1)?);
    let options = Options {
        holes,
        seeds,
        setup,
    };
    // Zero would stand for "the default" to Options; no link says so.
    if holes == 0 || seeds == 0 {
        return Err(ReadError::Start(Error::BadOption(format!(
            "a board of {holes} pits of {seeds} seeds"
        ))));
    }
    let mut position = Position::new(variant, options).map_err(ReadError::Start)?;
    position.to_move = to_move;
    Ok(position)
}

fn read_edited_start(r: &mut BitReader, variant: Variant) -> Result<Position, ReadError> {
    let holes = r.read(HOLES_BITS)? as usize;
    if !variant.holes_allowed(holes) {
        return Err(ReadError::Start(
            PositionError::Holes {
                rule: variant.holes_rule(),
                holes: holes as i64,
            }
            .into(),
        ));
    }
    let to_move = r.read(1)?;
    let pits = read_counts(r, variant.rows() * holes)?;
    let captured = read_counts(r, 2)?;
    let captured = [captured[0], captured[1]];
    let mut doc = PositionDoc {
        game: variant.id().to_string(),
        holes: holes as i64,
        pits,
        captured,
        to_move: to_move as i64,
        phase: None,
        nki: None,
        lifted: None,
        setup: None,
    };
    if rules::describe(variant).marks {
        let boma = |set: u64| {
            (0..20)
                .filter(|b| set & (1 << b) != 0)
                .collect::<Vec<i64>>()
        };
        doc.setup = Some(if r.read(1)? == 1 { 5 } else { 6 });
        let play = r.read(1)? == 1;
        doc.phase = Some(if play { Phase::Play } else { Phase::Opening });
        let (nki, lifted) = if play {
            (r.read(KIOTHI_BOMA as u32)?, r.read(KIOTHI_BOMA as u32)?)
        } else {
            (0, 0)
        };
        doc.nki = Some(boma(nki));
        doc.lifted = Some(boma(lifted));
    }
    Position::try_from(doc).map_err(ReadError::Start)
}

fn player(bit: u64) -> Player {
    if bit == 1 {
        Player::North
    } else {
        Player::South
    }
}

#[cfg(test)]
mod tests {
    //! Starts no encoder writes, bit by bit with a correct checksum.

    use super::*;
    use crate::link::bits::{write_count, WIDTH_BITS};
    use crate::link::tests::sealed;
    use crate::link::{decode, LinkError};

    #[test]
    fn an_impossible_start_is_refused_without_a_game() {
        for (holes, seeds) in [(4, 8), (8, 12), (0, 8), (8, 0)] {
            let mut w = BitWriter::default();
            w.write(0, 2); // a game to look at
            w.write(0, 2);
            w.write(0, 1);
            w.write(holes, HOLES_BITS);
            w.write(seeds, SEEDS_BITS);
            w.write(0, 1);
            write_count(&mut w, 0);
            let decoded = decode(&sealed(w));
            assert!(
                matches!(decoded.error, Some(LinkError::BadStart(_))),
                "{holes} x {seeds}: {:?}",
                decoded.error
            );
            assert!(decoded.game.is_none());
        }
    }

    #[test]
    fn counts_wider_than_they_need_are_refused_without_a_game() {
        let start = Position::new(Variant::Hus, Options::default()).unwrap();
        let pits: Vec<u64> = start.pits().iter().map(|&c| u64::from(c)).collect();
        let mut w = BitWriter::default();
        w.write(0, 2); // a game to look at
        w.write(3, 2);
        w.write(1, 1);
        w.write(8, HOLES_BITS);
        w.write(0, 1);
        w.write(5, WIDTH_BITS);
        for &count in &pits {
            w.write(count, 5);
        }
        write_counts(&mut w, &[0, 0]);
        write_count(&mut w, 0);
        let decoded = decode(&sealed(w));
        assert!(matches!(decoded.error, Some(LinkError::Malformed(_))));
        assert!(decoded.game.is_none());
    }
}
