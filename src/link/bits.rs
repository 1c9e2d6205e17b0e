//! Numbers as bits: the bit stream a link's body is, and the codes of the
//! counts in it, each with exactly one writing so that links stay canonical.

use super::error::ReadError;

/// Bits giving the bit length of a move count.
const LENGTH_BITS: u32 = 5;
/// Bits giving the width of a list of counts, such as a start's pits.
pub(super) const WIDTH_BITS: u32 = 4;

/// The bits of `value` (0 for 0).
pub(super) fn bit_length(value: u64) -> u32 {
    u64::BITS - value.leading_zeros()
}

/// The bits needed to write any of `choices` values 0..choices-1.
pub(super) fn bits_for(choices: usize) -> u32 {
    bit_length(choices.saturating_sub(1) as u64)
}

/// A count as its bit length and then its bits below the leading one, so
/// that every number has exactly one writing.
pub(super) fn write_count(w: &mut BitWriter, value: u64) {
    let length = bit_length(value);
    w.write(u64::from(length), LENGTH_BITS);
    if length > 1 {
        w.write(value & ((1 << (length - 1)) - 1), length - 1);
    }
}

pub(super) fn read_count(r: &mut BitReader) -> Result<u64, ReadError> {
    let length = r.read(LENGTH_BITS)? as u32;
    Ok(match length {
        0 => 0,
        _ => (1 << (length - 1)) | r.read(length - 1)?,
    })
}

/// Counts as one shared width (the bits of the largest) and each count in it.
pub(super) fn write_counts(w: &mut BitWriter, counts: &[u64]) {
    let width = bit_length(counts.iter().copied().max().unwrap_or(0));
    w.write(u64::from(width), WIDTH_BITS);
    for &count in counts {
        w.write(count, width);
    }
}

pub(super) fn read_counts(r: &mut BitReader, len: usize) -> Result<Vec<i64>, ReadError> {
    let width = r.read(WIDTH_BITS)? as u32;
    let counts = (0..len)
        .map(|_| r.read(width).map(|c| c as i64))
        .collect::<Result<Vec<i64>, ReadError>>()?;
    let widest = counts
        .iter()
        .map(|&c| bit_length(c as u64))
        .max()
        .unwrap_or(0);
    if widest != width {
        return Err(ReadError::Invalid("counts wider than they need".into()));
    }
    Ok(counts)
}

#[derive(Default)]
pub(super) struct BitWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte (0: it is full or there is none).
    used: u32,
}

impl BitWriter {
    /// Writes the low `width` bits of `value`, most significant first.
    pub(super) fn write(&mut self, value: u64, width: u32) {
        for bit in (0..width).rev() {
            if self.used == 0 {
                self.bytes.push(0);
            }
            let last = self.bytes.len() - 1;
            self.bytes[last] |= (((value >> bit) & 1) as u8) << (7 - self.used);
            self.used = (self.used + 1) % 8;
        }
    }

    pub(super) fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
}

pub(super) struct BitReader<'a> {
    bytes: &'a [u8],
    /// Bits read so far.
    at: usize,
}

impl<'a> BitReader<'a> {
    pub(super) fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, at: 0 }
    }

    pub(super) fn read(&mut self, width: u32) -> Result<u64, ReadError> {
        if self.at + width as usize > self.bytes.len() * 8 {
            self.at = self.bytes.len() * 8;
            return Err(ReadError::OutOfData);
        }
        let mut value = 0;
        for _ in 0..width {
            let bit = (self.bytes[self.at / 8] >> (7 - self.at % 8)) & 1;
            value = value << 1 | u64::from(bit);
            self.at += 1;
        }
        Ok(value)
    }

    /// Whether all that is left is the zero bits that fill the last byte.
    pub(super) fn rest_is_padding(&self) -> bool {
        let total = self.bytes.len() * 8;
        total - self.at < 8
            && (self.at..total).all(|at| (self.bytes[at / 8] >> (7 - at % 8)) & 1 == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_have_one_writing_each() {
        for value in [0, 1, 2, 3, 7, 8, 150, 19_999, 1 << 30] {
            let mut w = BitWriter::default();
            write_count(&mut w, value);
            let bytes = w.into_bytes();
            assert_eq!(read_count(&mut BitReader::new(&bytes)).unwrap(), value);
        }
    }
}
