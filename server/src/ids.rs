//! Game IDs and seat tokens: 128 bits from the operating system's
//! randomness, in base64url without padding (22 characters), written by
//! the engine's base64url (the links' too).

use mancala::link::base64url;

/// The bytes of an ID or token.
const ID_BYTES: usize = 16;

/// A fresh random ID or token. Without the OS's randomness no secret can be
/// made, and the server cannot go on.
pub fn random_id() -> String {
    let mut bytes = [0u8; ID_BYTES];
    getrandom::fill(&mut bytes).expect("the operating system's randomness is available");
    base64url::encode(&bytes)
}

/// Whether `text` could be an ID or token (the shape `random_id` makes:
/// 16 bytes, no stray bits), so that nothing else is looked up in the store.
pub fn well_formed(text: &str) -> bool {
    text.len() == 22
        && base64url::decode(text).is_some_and(|(bytes, ragged)| bytes.len() == ID_BYTES && !ragged)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_22_characters_and_differ() {
        let (a, b) = (random_id(), random_id());
        assert_eq!(a.len(), 22);
        assert!(well_formed(&a) && well_formed(&b));
        assert_ne!(a, b);
    }

    #[test]
    fn only_the_shape_of_an_id_is_well_formed() {
        let id = random_id();
        assert!(!well_formed(&id[..21]));
        assert!(!well_formed(&format!("{id}A")));
        assert!(!well_formed(&id.replacen(|_| true, "+", 1)));
        // The last character holds 2 bits of nothing: 'B' sets one of them.
        assert!(!well_formed(&format!("{}B", &id[..21])));
        assert!(well_formed(&format!("{}A", &id[..21])));
    }
}
