#!/bin/sh
# Many games across several instances on one Redis, with as many generator
# processes (docs/lab/live-load.md, "Across instances"): a process may hold
# 20,000 descriptors here, so each instance and each generator is kept under
# that. Generator k plays its games between instance k (South) and
# instance k+1 (North), so every move crosses Redis.
#   cargo build --release -p mancala-server -p mancala-load
#   INSTANCES=6 GAMES_EACH=8334 PACE_MS=30000 loadtest/many-instances.sh
set -eu
bin=${BIN:-target/release}
instances=${INSTANCES:-6}
games_each=${GAMES_EACH:-8334}
pace=${PACE_MS:-30000}
seconds=${SECONDS_MEASURED:-120}
redis_port=18169
ulimit -n 20000
if redis-cli -p $redis_port ping >/dev/null 2>&1; then
    echo "a Redis already answers on port $redis_port: stop it first" >&2
    exit 1
fi
redis-server --port $redis_port --bind 127.0.0.1 --save '' --appendonly no \
    --maxclients 10000 --daemonize yes --logfile /dev/null
until redis-cli -p $redis_port ping >/dev/null 2>&1; do sleep 0.1; done
servers=""
for k in $(seq 0 $((instances - 1))); do
    "$bin/mancala-server" --port $((18170 + k)) --redis redis://127.0.0.1:$redis_port/ \
        --games-per-minute 1000000 --sockets 19000 ${SERVER_FLAGS:-} &
    servers="$servers $!"
done
loads=''
trap 'kill $servers $loads 2>/dev/null || true; redis-cli -p '$redis_port' shutdown nosave 2>/dev/null || true' EXIT
sleep 1
echo "redis before: $(redis-cli -p $redis_port info memory | grep '^used_memory:')"
loads=""
for k in $(seq 0 $((instances - 1))); do
    next=$(( (k + 1) % instances ))
    pids=""
    for pid in $servers; do pids="$pids --pid $pid"; done
    "$bin/mancala-load" --server 127.0.0.1:$((18170 + k)) --server 127.0.0.1:$((18170 + next)) \
        --games "$games_each" --seconds "$seconds" --pace-ms "$pace" --sources 2000 \
        --source-from $((k * 2000)) --patience-secs 300 --opening ${OPENING:-100} --seed $((k + 1)) \
        $( [ "$k" = 0 ] && echo "$pids" ) > "${OUT:-/tmp}/many-$k.out" 2>&1 &
    loads="$loads $!"
done
wait $loads
echo "redis after: $(redis-cli -p $redis_port info memory | grep '^used_memory:')"
for pid in $servers; do grep VmRSS /proc/$pid/status; done
for k in $(seq 0 $((instances - 1))); do echo "--- generator $k"; sed -n '/--- report ---/,$p' "${OUT:-/tmp}/many-$k.out"; done
