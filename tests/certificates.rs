//! Who wins some starts, proven by the proof-number search and written as
//! certificates (`mancala-lab certify`, docs/SOLVER.md, "Certificates"),
//! checked here move by move with the rules alone: nothing of the search
//! is trusted, only `Game`'s legal moves, ends and repetitions, and the
//! bounds the scores put on a result.
//!
//! A certificate is the strategy of the side that holds it: the prover's
//! where it wins (by at least `by_at_least` seeds, where the claim names a
//! margin), else the other side's, which keeps the prover from such a
//! win. Walking the game from the position proven, depth first, that side
//! plays the certificate's next choice (a place in `Game::legal_moves`) and
//! every move of the other side is followed, in that list's order, to a
//! position where the claim is settled: the game over as claimed, or, for
//! "does not win", the scores leaving the prover no such win.

use std::fs;
use std::path::{Path, PathBuf};

use mancala::rules;
use mancala::{Game, GameRecord, Player, Position};
use serde::Deserialize;

/// The choices' characters, as the lab writes them (lab/src/certificates.rs).
const DIGITS: &str = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

#[derive(Deserialize)]
struct Claim {
    record: GameRecord,
    prover: String,
    /// The margin claimed; the files of a win by any margin leave it out.
    #[serde(default = "any_win")]
    by_at_least: u32,
    won: bool,
    positions: u64,
}

fn any_win() -> u32 {
    1
}

struct Certificate {
    game: Game,
    prover: Player,
    by_at_least: u32,
    won: bool,
    positions: u64,
    choices: Vec<usize>,
}

fn read(path: &Path) -> Result<Certificate, String> {
    let text = fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))?;
    let mut lines = text.lines().filter(|line| !line.starts_with('#'));
    let claim: Claim = serde_json::from_str(lines.next().ok_or("no claim")?)
        .map_err(|error| format!("the claim: {error}"))?;
    let game = Game::from_record(&claim.record).map_err(|error| error.to_string())?;
    let prover = match claim.prover.as_str() {
        "South" => Player::South,
        "North" => Player::North,
        other => return Err(format!("no such prover: {other}")),
    };
    let choices = lines
        .flat_map(str::chars)
        .map(|digit| DIGITS.find(digit).ok_or(format!("not a choice: {digit:?}")))
        .collect::<Result<_, _>>()?;
    Ok(Certificate {
        game,
        prover,
        by_at_least: claim.by_at_least,
        won: claim.won,
        positions: claim.positions,
        choices,
    })
}

/// Whether the scores alone leave `prover` no win by `by_at_least` seeds
/// however the game goes on: `prover` can no longer end that far ahead of
/// what the other side has taken (the rules' bounds on the final scores).
fn no_win_left(position: &Position, prover: Player, by_at_least: u32) -> bool {
    rules::final_score_bounds(position).is_some_and(|bounds| {
        let (_, most) = bounds[prover.index()];
        let (least, _) = bounds[prover.opponent().index()];
        i64::from(most) < i64::from(least) + i64::from(by_at_least)
    })
}

struct Walk<'a> {
    prover: Player,
    by_at_least: u32,
    won: bool,
    choices: std::slice::Iter<'a, usize>,
    positions: u64,
}

impl Walk<'_> {
    /// Checks the claim from `game`'s position on, `first` for the position
    /// proven (whose scores the search does not weigh before its moves).
    fn check(&mut self, game: &mut Game, first: bool) -> Result<(), String> {
        self.positions += 1;
        if let Some(outcome) = game.outcome() {
            let [mine, theirs] = [self.prover, self.prover.opponent()]
                .map(|side| i64::from(outcome.scores[side.index()]));
            let prover_won = outcome.winner == Some(self.prover)
                && (self.by_at_least <= 1 || mine - theirs >= i64::from(self.by_at_least));
            if prover_won == self.won {
                return Ok(());
            }
            return Err(format!("{outcome:?} after {}", moves_of(game)));
        }
        if !self.won && !first && no_win_left(game.position(), self.prover, self.by_at_least) {
            return Ok(());
        }
        let legal = game.legal_moves();
        let holder = if self.won {
            self.prover
        } else {
            self.prover.opponent()
        };
        let followed = if game.position().to_move() == holder {
            let &place = self
                .choices
                .next()
                .ok_or_else(|| format!("no choice left after {}", moves_of(game)))?;
            let mv = legal.get(place).ok_or_else(|| {
                format!(
                    "choice {place} of {} moves after {}",
                    legal.len(),
                    moves_of(game)
                )
            })?;
            vec![*mv]
        } else {
            legal
        };
        for mv in followed {
            game.play(&mv).map_err(|error| error.to_string())?;
            self.check(game, false)?;
            game.undo().map_err(|error| error.to_string())?;
        }
        Ok(())
    }
}

fn moves_of(game: &Game) -> String {
    serde_json::to_string(&game.record().moves).unwrap_or_default()
}

/// Checks a certificate: every choice used, none left over, and the walk as
/// long as the certificate says. Returns the positions walked through.
fn check(certificate: &Certificate) -> Result<u64, String> {
    let mut game = certificate.game.clone();
    let mut walk = Walk {
        prover: certificate.prover,
        by_at_least: certificate.by_at_least,
        won: certificate.won,
        choices: certificate.choices.iter(),
        positions: 0,
    };
    walk.check(&mut game, true)?;
    if walk.choices.len() > 0 {
        return Err(format!("{} choices left over", walk.choices.len()));
    }
    if walk.positions != certificate.positions {
        return Err(format!(
            "{} positions walked, {} claimed",
            walk.positions, certificate.positions
        ));
    }
    Ok(walk.positions)
}

fn certificate_files() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/certificates");
    let mut files: Vec<PathBuf> = fs::read_dir(&folder)
        .expect("tests/certificates")
        .map(|entry| entry.expect("a file").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "txt"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_certificate_holds_move_by_move() {
    let files = certificate_files();
    assert!(!files.is_empty());
    for path in files {
        let certificate = read(&path).unwrap();
        let positions =
            check(&certificate).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        assert!(positions > 1, "{}", path.display());
    }
}

/// The checker itself: a certificate with a choice changed, one choice
/// short or one too many, or claiming the other result, is refused.
#[test]
fn a_certificate_altered_is_refused() {
    let certificate = certificate_named("giuthi-2x5-4-south.txt");
    assert!(check(&certificate).is_ok());

    let step = certificate.choices.len() / 24;
    let mut tried = 0;
    let mut refused = 0;
    for at in (0..certificate.choices.len()).step_by(step) {
        tried += 1;
        let mut altered = Certificate {
            game: certificate.game.clone(),
            choices: certificate.choices.clone(),
            ..certificate
        };
        altered.choices[at] += 1;
        refused += usize::from(check(&altered).is_err());
        altered.choices[at] -= 1;
    }
    // A changed choice may still win (another winning move), but not often
    // with the rest of the strategy written for the first.
    assert!(refused * 2 > tried, "{refused} of {tried}");

    let mut short = Certificate {
        game: certificate.game.clone(),
        choices: certificate.choices.clone(),
        ..certificate
    };
    short.choices.pop();
    assert!(check(&short).is_err());
    let mut long = Certificate {
        game: certificate.game.clone(),
        choices: certificate.choices.clone(),
        ..certificate
    };
    long.choices.push(0);
    assert!(check(&long).is_err());
    let other_claim = Certificate {
        game: certificate.game.clone(),
        choices: certificate.choices.clone(),
        won: false,
        ..certificate
    };
    assert!(check(&other_claim).is_err());
}

fn certificate_named(name: &str) -> Certificate {
    let path = certificate_files()
        .into_iter()
        .find(|path| path.file_name().is_some_and(|file| file == name))
        .unwrap_or_else(|| panic!("no certificate {name}"));
    read(&path).unwrap()
}

/// Giuthi 2 x 5's start is won by exactly two seeds: South's strategy wins
/// by at least two and no more is shown, North's keeps South below three
/// and no less is shown.
#[test]
fn a_margin_claimed_is_checked_as_a_margin() {
    // Each file's claim, and a margin it does not hold.
    for (name, by_at_least, won, not_held) in [
        ("giuthi-2x5-4-south-by-2.txt", 2, true, 3),
        ("giuthi-2x5-4-south-by-3.txt", 3, false, 2),
    ] {
        let certificate = certificate_named(name);
        assert_eq!(
            (certificate.by_at_least, certificate.won),
            (by_at_least, won)
        );
        assert!(check(&certificate).is_ok(), "{name}");
        let altered = Certificate {
            by_at_least: not_held,
            ..certificate
        };
        assert!(check(&altered).is_err(), "{name} by {not_held}");
    }
}
