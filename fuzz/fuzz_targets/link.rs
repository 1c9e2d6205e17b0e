//! A shared link's fragment (the text after `#`): arbitrary text; a body of
//! arbitrary bits sealed with a correct checksum, so that the decoder itself
//! must find what is wrong; or the link of a random game with characters
//! changed.
//!
//! With MANCALA_FUZZ_PRINT set, each link is printed as the text that
//! `tests/fuzz_regressions/link/` keeps (`cargo fuzz run link ARTIFACT`).

#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use mancala::rng::Rng;
use mancala::{link, Game, Options, Variant};

#[derive(Arbitrary, Debug)]
enum Input {
    Text(String),
    Sealed(Vec<u8>),
    Edited {
        preset: u8,
        seed: u64,
        plies: u8,
        edits: Vec<(u16, u8)>,
    },
}

/// The characters of a link's data (base64url), for edits that keep a link
/// readable as text.
const LINK_CHARACTERS: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn random_game_link(preset: u8, seed: u64, plies: u8) -> String {
    let presets: Vec<(Variant, Options)> = Variant::every_preset().collect();
    let (variant, options) = presets[usize::from(preset) % presets.len()];
    let mut game = Game::new(variant, options).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let mut position = *game.position();
        let mut scratch = mancala::rules::Scratch::default();
        let Some((mv, _)) = mancala::rules::play_random(&mut position, &mut rng, &mut scratch)
        else {
            break;
        };
        if game.play(&mv).is_err() {
            break;
        }
    }
    link::encode(&game, link::Play::Friend).unwrap()
}

fuzz_target!(|input: Input| {
    let text = match input {
        Input::Text(text) => text,
        Input::Sealed(body) => link::seal(&body),
        Input::Edited {
            preset,
            seed,
            plies,
            edits,
        } => {
            let mut bytes = random_game_link(preset, seed, plies).into_bytes();
            for (at, value) in edits {
                if !bytes.is_empty() {
                    let at = usize::from(at) % bytes.len();
                    bytes[at] = LINK_CHARACTERS[usize::from(value) % 64];
                }
            }
            String::from_utf8(bytes).expect("the alphabet is ASCII")
        }
    };
    if std::env::var_os("MANCALA_FUZZ_PRINT").is_some() {
        println!("{text}");
    }
    mancala_fuzz::checks::link_text(&text);
});
