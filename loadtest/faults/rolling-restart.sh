#!/bin/sh
# A rolling restart of two instances on one Redis carrying 1,000 live games
# (docs/lab/live-load.md, "Faults"): instance A is sent SIGTERM, started
# again once it has exited, then the same for B. Every socket is closed
# with 1012; the generator reconnects each player (to the other instance
# while its own is down), checks the moves kept, and goes on. The aim:
# no game given up, no mismatch.
#   cargo build --release -p mancala-server -p mancala-load
#   loadtest/faults/rolling-restart.sh
set -eu
bin=${BIN:-target/release}
games=${GAMES:-1000}
ulimit -n 20000
if redis-cli -p 18159 ping >/dev/null 2>&1; then
    echo "a Redis already answers on port 18159: stop it first" >&2
    exit 1
fi
a='' b='' load=''
trap 'kill $a $b $load 2>/dev/null || true; redis-cli -p 18159 shutdown nosave 2>/dev/null || true' EXIT
redis-server --port 18159 --bind 127.0.0.1 --save '' --appendonly no --daemonize yes --logfile /dev/null
until redis-cli -p 18159 ping >/dev/null 2>&1; do sleep 0.1; done
serve() {
    "$bin/mancala-server" --port "$1" --redis redis://127.0.0.1:18159/ --games-per-minute 1000000 &
}
serve 18150; a=$!
serve 18151; b=$!
sleep 1
"$bin/mancala-load" --server 127.0.0.1:18150 --server 127.0.0.1:18151 --games "$games" \
    --seconds 90 --pace-ms 1000 --sources 200 --patience-secs 120 &
load=$!
sleep 30
for port in 18150 18151; do
    if [ "$port" = 18150 ]; then pid=$a; else pid=$b; fi
    echo "instance :$port: SIGTERM at $(date +%s)"
    kill -TERM "$pid"
    while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    echo "instance :$port: exited at $(date +%s), started again"
    serve "$port"
    if [ "$port" = 18150 ]; then a=$!; else b=$!; fi
    sleep 20
done
wait $load
