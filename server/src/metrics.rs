//! What an operator watches, in Prometheus's text format at
//! `GET /live/metrics` (docs/LIVE.md, "Operations"), kept with the
//! `prometheus` crate (the Prometheus project's Rust client, widely used;
//! without its protobuf part).

use prometheus::{Encoder, Histogram, HistogramOpts, IntCounter, IntGauge, Registry, TextEncoder};

pub struct Metrics {
    registry: Registry,
    /// Sockets and games in memory, set when the metrics are read.
    pub sockets: IntGauge,
    pub games: IntGauge,
    pub moves: IntCounter,
    /// From a move's message read to its `moved` queued for every socket.
    pub move_seconds: Histogram,
    pub store_errors: IntCounter,
}

impl Metrics {
    pub fn new() -> Metrics {
        let registry = Registry::new();
        let sockets = IntGauge::new("mancala_sockets", "Sockets open on this instance.")
            .expect("a valid metric");
        let games = IntGauge::new(
            "mancala_games_in_memory",
            "Games this instance holds in memory (those with a socket on them).",
        )
        .expect("a valid metric");
        let moves = IntCounter::new(
            "mancala_moves_total",
            "Moves played on this instance (its rate is moves a second).",
        )
        .expect("a valid metric");
        let move_seconds = Histogram::with_opts(
            HistogramOpts::new(
                "mancala_move_seconds",
                "A move's time in the server: from its message read to its answer sent to every socket, the store's write included.",
            )
            .buckets(vec![
                0.000_5, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0,
            ]),
        )
        .expect("a valid metric");
        let store_errors = IntCounter::new(
            "mancala_store_errors_total",
            "Writes or reads of the store that failed (not races lost to another instance).",
        )
        .expect("a valid metric");
        for metric in [
            Box::new(sockets.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(games.clone()),
            Box::new(moves.clone()),
            Box::new(move_seconds.clone()),
            Box::new(store_errors.clone()),
        ] {
            registry
                .register(metric)
                .expect("each metric registered once");
        }
        Metrics {
            registry,
            sockets,
            games,
            moves,
            move_seconds,
            store_errors,
        }
    }

    /// Every metric in Prometheus's text format.
    pub fn text(&self) -> String {
        let mut out = Vec::new();
        // Writing to a Vec fails only for a metric family the encoder
        // cannot write, which these are not.
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}
