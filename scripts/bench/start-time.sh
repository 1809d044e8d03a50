#!/usr/bin/env bash
# How long `npm start` takes to answer /api/health, three times over, each on a fresh data folder; with the
# CPU time its processes used by then (wall time on a busy machine says little), and their resident memory:
# all of them, and the one serving visitors (listening on the port). A start that had to build says so; the
# ones after it show an unchanged tree's start.
#   bash scripts/bench/start-time.sh [port]        (default port 4412)
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${1:-4412}"
data=".tmp/start-time-data"
tick=$(getconf CLK_TCK)
for run in 1 2 3; do
  rm -rf "$data"
  start=$(date +%s.%N)
  PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" setsid npm start > ".tmp/start-time-$run.log" 2>&1 &
  pid=$!
  until curl -sf "http://127.0.0.1:$port/api/health" > /dev/null; do sleep 0.05; done
  end=$(date +%s.%N)
  cpu=0
  for p in $(ps -o pid= -g "$pid"); do
    t=$(awk '{print $14+$15+$16+$17}' "/proc/$p/stat" 2>/dev/null || echo 0)
    cpu=$((cpu + t))
  done
  total_kb=$(ps -o rss= -g "$pid" | awk '{s += $1} END {print s}')
  server_pid=$(ss -ltnpH "sport = :$port" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
  server_kb=$(awk '/^VmRSS/ {print $2}' "/proc/$server_pid/status")
  built=$(grep -q "Sources changed\|No finished build" ".tmp/start-time-$run.log" && echo "built first" || echo "no build")
  printf 'start %s (%s): /api/health after %.2f s, %.2f s CPU, RSS %d MB (the serving process %d MB), load %s\n' \
    "$run" "$built" "$(echo "$end - $start" | bc)" "$(echo "scale=2; $cpu / $tick" | bc)" $((total_kb / 1024)) \
    $((server_kb / 1024)) "$(cut -d' ' -f1 /proc/loadavg)"
  kill -- -"$pid"
  wait "$pid" 2>/dev/null || true
done
rm -rf "$data"
