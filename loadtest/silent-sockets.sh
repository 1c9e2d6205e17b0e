#!/bin/sh
# 20,000 sockets that never join, beside 1,000 games moving every second on
# one instance (docs/lab/live-load.md, "Hostile load"). The instance's cap
# of sockets is set above what its descriptors allow (20,000 here), so that
# it runs out of descriptors: the games it holds must go on, the silent
# sockets must be closed by the join deadline, and those that waited in
# the listen queue must be accepted (then closed) as the first ones go.
# The server's VmRSS and open descriptors are sampled every second.
#   cargo build --release -p mancala-server -p mancala-load
#   loadtest/silent-sockets.sh
set -eu
bin=${BIN:-target/release}
out=${OUT:-/tmp}
data=$(mktemp -u).redb
ulimit -n 20000
"$bin/mancala-server" --port 18190 --data "$data" --games-per-minute 1000000 \
    --sockets 40000 --sockets-per-address 100 > "$out/silent-server.log" 2>&1 &
server=$!
trap 'kill $server $games $silent_a $silent_b $sampler 2>/dev/null; rm -f "$data"' EXIT
sleep 1
( while kill -0 $server 2>/dev/null; do
    echo "$(date +%s) rss_kb=$(awk '/VmRSS/ {print $2}' /proc/$server/status) fds=$(ls /proc/$server/fd | wc -l)"
    sleep 1
  done ) > "$out/silent-samples.txt" &
sampler=$!
"$bin/mancala-load" --server 127.0.0.1:18190 --games 1000 --seconds 90 --pace-ms 1000 \
    --sources 100 --pid $server > "$out/silent-games.out" 2>&1 &
games=$!
sleep 20
echo "silent sockets: opening 2 x 10,000 at $(date +%s)"
"$bin/mancala-load" --server 127.0.0.1:18190 --games 0 --silent 10000 --seconds 60 \
    --sources 1000 --source-from 10000 --opening 500 --patience-secs 60 > "$out/silent-a.out" 2>&1 &
silent_a=$!
"$bin/mancala-load" --server 127.0.0.1:18190 --games 0 --silent 10000 --seconds 60 \
    --sources 1000 --source-from 20000 --opening 500 --patience-secs 60 > "$out/silent-b.out" 2>&1 &
silent_b=$!
wait $games $silent_a $silent_b
tail -n 12 "$out/silent-games.out" "$out/silent-a.out" "$out/silent-b.out"
grep -v '^Serving' "$out/silent-server.log" | sort | uniq -c | sort -rn | head
sort -t= -k3 -n "$out/silent-samples.txt" | tail -n 1
