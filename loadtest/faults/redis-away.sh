#!/bin/sh
# Redis stopped for 30 s while two instances on it carry 1,000 live games
# (docs/lab/live-load.md, "Faults"): Redis is shut down (its append-only
# file written) 30 s into the run and started again on the same file 30 s
# later. The generator sends a move refused with `store` again, as the page
# does, and reports the refusals, the games it had to give up (none is the
# aim) and the moves kept on every reconnection.
#   cargo build --release -p mancala-server -p mancala-load
#   loadtest/faults/redis-away.sh
set -eu
bin=${BIN:-target/release}
games=${GAMES:-1000}
dir=$(mktemp -d)
ulimit -n 20000
if redis-cli -p 18149 ping >/dev/null 2>&1; then
    echo "a Redis already answers on port 18149: stop it first" >&2
    exit 1
fi
a='' b='' load=''
trap 'kill $a $b $load 2>/dev/null || true; redis-cli -p 18149 shutdown nosave 2>/dev/null || true; rm -rf "$dir" || true' EXIT
start_redis() {
    redis-server --port 18149 --bind 127.0.0.1 --dir "$dir" --appendonly yes \
        --appendfsync always --save '' --daemonize yes --logfile "$dir/redis.log"
    until redis-cli -p 18149 ping >/dev/null 2>&1; do sleep 0.1; done
}
start_redis
"$bin/mancala-server" --port 18140 --redis redis://127.0.0.1:18149/ --games-per-minute 1000000 &
a=$!
"$bin/mancala-server" --port 18141 --redis redis://127.0.0.1:18149/ --games-per-minute 1000000 &
b=$!
sleep 1
"$bin/mancala-load" --server 127.0.0.1:18140 --server 127.0.0.1:18141 --games "$games" \
    --seconds 100 --pace-ms 1000 --sources 200 --patience-secs 120 --pid $a --pid $b &
load=$!
sleep 30
echo "redis: shut down at $(date +%s)"
redis-cli -p 18149 shutdown >/dev/null 2>&1 || true
sleep 30
start_redis
echo "redis: started again at $(date +%s) on its append-only file"
wait $load
echo "games kept in redis: $(redis-cli -p 18149 --scan --pattern 'mancala:game:*:meta' | wc -l)"
