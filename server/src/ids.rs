//! Game IDs and seat tokens: 128 bits from the operating system's
//! randomness, in base64url without padding (22 characters).

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A fresh random ID or token. Without the OS's randomness no secret can be
/// made, and the server cannot go on.
pub fn random_id() -> String {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes).expect("the operating system's randomness is available");
    base64url(&bytes)
}

fn base64url(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 4 / 3 + 2);
    for chunk in bytes.chunks(3) {
        let value = chunk
            .iter()
            .enumerate()
            .fold(0u32, |value, (i, &b)| value | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            text.push(char::from(ALPHABET[(value >> (18 - 6 * i) & 63) as usize]));
        }
    }
    text
}

/// Whether `text` could be an ID or token (the shape `random_id` makes), so
/// that nothing else is looked up in the store.
pub fn well_formed(text: &str) -> bool {
    text.len() == 22 && text.bytes().all(|b| ALPHABET.contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_the_standard_alphabet_without_padding() {
        assert_eq!(base64url(b"\xfb\xff"), "-_8");
        assert_eq!(base64url(b"Man"), "TWFu");
        assert_eq!(base64url(b"Ma"), "TWE");
    }

    #[test]
    fn ids_are_22_characters_and_differ() {
        let (a, b) = (random_id(), random_id());
        assert!(well_formed(&a) && well_formed(&b));
        assert_ne!(a, b);
    }
}
