//! Base64url without padding (RFC 4648, section 5): the links' text, and
//! the live server's game IDs and seat tokens (server/src/ids.rs).

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

pub fn encode(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |group, (i, &b)| group | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            text.push(ALPHABET[(group >> (18 - 6 * i)) as usize & 63] as char);
        }
    }
    text
}

fn value(c: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == c).map(|v| v as u32)
}

/// The whole bytes the text holds, and whether it ended raggedly (a
/// lone last character, or leftover bits that are not zero). None for
/// characters outside the alphabet.
pub fn decode(text: &str) -> Option<(Vec<u8>, bool)> {
    let values = text.bytes().map(value).collect::<Option<Vec<u32>>>()?;
    let mut bytes = Vec::with_capacity(values.len() * 3 / 4);
    let mut ragged = false;
    for chunk in values.chunks(4) {
        let group = chunk
            .iter()
            .enumerate()
            .fold(0u32, |group, (i, &v)| group | v << (18 - 6 * i));
        let whole = (chunk.len() * 6) / 8;
        for i in 0..whole {
            bytes.push((group >> (16 - 8 * i)) as u8);
        }
        let leftover_bits = chunk.len() * 6 - whole * 8;
        let leftover = (group >> (24 - chunk.len() * 6)) & ((1 << leftover_bits) - 1);
        ragged |= chunk.len() == 1 || leftover != 0;
    }
    Some((bytes, ragged))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_and_notices_ragged_ends() {
        for len in 0..10 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 200) as u8).collect();
            let text = encode(&bytes);
            assert_eq!(decode(&text), Some((bytes, false)));
        }
        assert_eq!(decode("QR"), Some((vec![0x41], true)));
        assert_eq!(decode("QQ"), Some((vec![0x41], false)));
        assert_eq!(decode("QUJD"), Some((b"ABC".to_vec(), false)));
        assert_eq!(decode("Q"), Some((vec![], true)));
        assert_eq!(decode("QQ=="), None);
        assert_eq!(decode("Q+"), None);
    }
}
