//! Engine speed: uniformly random playouts per game (the figures of
//! docs/PERFORMANCE.md) and the slowest endless-move check known.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use mancala::rng::Rng;
use mancala::{rules, Move, Options, Position, Variant};
use mancala_lab::playout::RandomPlayer;

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for (name, variant, holes) in [
        ("giuthi_2x8x8", Variant::Giuthi, 8),
        ("kiothi_2x10", Variant::Kiothi, 10),
        ("en_gehe_2x40", Variant::EnGehe, 40),
        ("hus_4x8", Variant::Hus, 8),
    ] {
        let start = Position::new(
            variant,
            Options {
                holes,
                ..Options::default()
            },
        )
        .unwrap();
        let mut player = RandomPlayer::default();
        let mut rng = Rng::new(1);
        group.bench_function(name, |b| b.iter(|| player.play_game(&start, &mut rng)));
    }
    group.finish();
}

/// The longest cycle known (tests/endless.rs): 32,922,976 laps.
const LONGEST_KNOWN: &str = r#"{"game":"hus","holes":8,"pits":[2,7,1,0,1,0,6,1,2,1,12,1,2,5,0,1,0,2,1,0,2,1,0,0,0,0,0,0,0,0,0,0],"captured":[0,0],"to_move":0}"#;

fn endless_check(c: &mut Criterion) {
    let position = Position::from_json(LONGEST_KNOWN).unwrap();
    let mut group = c.benchmark_group("endless");
    group.sample_size(10);
    group.bench_function("check_longest_known_cycle", |b| {
        b.iter(|| rules::check_move(&position, &Move::Pit(0)))
    });
    group.bench_function("has_legal_move_beside_it", |b| {
        b.iter(|| rules::has_legal_move(&position))
    });
    group.bench_function("legal_moves_within_100k_laps", |b| {
        b.iter(|| rules::legal_moves_within(&position, 100_000))
    });
    group.finish();
}

criterion_group!(benches, random_games, endless_check);
criterion_main!(benches);
