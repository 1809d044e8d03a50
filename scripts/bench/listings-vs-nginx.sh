#!/usr/bin/env bash
# docs/product.md, Budgets: a cached public GET of a show's listings reaches at least 0.8x the requests/s of bare
# node:http serving the same JSON bytes (its ratio to nginx serving them from a file is printed too), p99 under
# 5 ms, with the default configuration: request logging on, the server built, as `npm start` runs it.
# All three run side by side on loopback, driven by wrk, in alternating rounds.
#   apt-get install wrk nginx-light   (Debian's packages; nothing here downloads anything)
#   bash scripts/bench/listings-vs-nginx.sh [seconds] [connections] [rounds]     (defaults 5 32 5)
# APP_CMD replaces the server's command (e.g. "node --import tsx server/main.ts" to measure the sources).
# BEFORE_CMD adds a second server (e.g. "node .tmp/dist-before/main.js", a copy of an older build) measured in the
# same rounds, next to the app and bare node, so a change is judged against the same neighbours' load.
# Prints each run's requests/s, p99, CPU per request and the load average, then the medians, and the ratio of
# CPU per request (bare node's over the app's), which a busy machine's neighbours move far less.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_PER_RUN=${1:-5}
CONNECTIONS=${2:-32}
ROUNDS=${3:-5}
APP_PORT=${APP_PORT:-4610}
NGINX_PORT=${NGINX_PORT:-4611}
BARE_PORT=${BARE_PORT:-4612}
BEFORE_PORT=${BEFORE_PORT:-4614}
work=$(mktemp -d)
app_pid=
bare_pid=
before_pid=
trap 'for p in $app_pid $bare_pid $before_pid; do kill "$p" 2>/dev/null || true; done; nginx -p "$work" -c nginx.conf -s stop 2>/dev/null || true; rm -rf "$work"' EXIT

for tool in wrk nginx; do command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install wrk nginx-light)"; exit 1; }; done

if [ -z "${APP_CMD:-}" ]; then
  # What `npm start` runs once the build is current: the server as built JavaScript (scripts/build-server.ts).
  node node_modules/tsx/dist/cli.mjs scripts/build-server.ts >/dev/null
  APP_CMD="node dist-server/main.js"
fi
# Piped to a file, as a service manager runs it: request logging on (LOG_LEVEL from the environment, else info),
# NODE_ENV=production as `npm start` gives it (scripts/run-server.ts).
NODE_ENV=${NODE_ENV:-production} PORT=$APP_PORT DATA_DIR="$work/data" SEED_DEMO=1 $APP_CMD >"$work/server.log" 2>&1 &
app_pid=$!
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$APP_PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
if [ -n "${BEFORE_CMD:-}" ]; then
  NODE_ENV=${NODE_ENV:-production} PORT=$BEFORE_PORT DATA_DIR="$work/data-before" SEED_DEMO=1 $BEFORE_CMD >"$work/before.log" 2>&1 &
  before_pid=$!
  for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$BEFORE_PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
fi

# A server in service has rendered pages before it answers the API: the same here, so whatever a page's render
# leaves behind in the process (it once turned on Node's async hooks for good) is in the figures.
for port in $APP_PORT ${BEFORE_CMD:+$BEFORE_PORT}; do
  for page in / /titanic /whats-on; do curl -fs -o /dev/null "http://127.0.0.1:$port$page"; done
done
url_path='/api/venues?show=Titanic'
curl -fs "http://127.0.0.1:$APP_PORT$url_path" > "$work/venues.json"
node scripts/bench/bare-node-server.mjs "$work/venues.json" "$BARE_PORT" &
bare_pid=$!
mkdir -p "$work/logs"
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
error_log $work/logs/error.log;
pid $work/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work; proxy_temp_path $work; fastcgi_temp_path $work; uwsgi_temp_path $work; scgi_temp_path $work;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    location /api/venues { default_type application/json; alias $work/venues.json; }
  }
}
CONF
nginx -p "$work" -c nginx.conf
for _ in $(seq 1 40); do curl -fs "http://127.0.0.1:$BARE_PORT/" >/dev/null 2>&1 && break; sleep 0.25; done
echo "body: $(wc -c < "$work/venues.json") bytes"

# CPU time (user + system, in clock ticks) a process has used so far. On a shared machine requests/s swing with
# the neighbours' load; the CPU each server spends per request does not, so it is printed beside the ratio.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
TICK_US=$((1000000 / $(getconf CLK_TCK)))
nginx_worker=$(pgrep -P "$(cat "$work/nginx.pid")" | head -1)

run() { # URL PID: prints "requests_per_second p99_ms cpu_microseconds_per_request"
  local before after
  before=$(cpu_ticks "$2")
  wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" --latency "$1" > "$work/wrk.out"
  after=$(cpu_ticks "$2")
  awk -v ticks=$((after - before)) -v tick_us="$TICK_US" '/requests in/ {n=$1} /Requests\/sec/ {rps=$2} /^ +99%/ {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v=v*1000}; p99=v} END {printf "%.0f %s %.1f\n", rps, p99, ticks * tick_us / n}' "$work/wrk.out"
}
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

declare -a before_rps before_cpu before_ratio app_to_before
declare -a app_rps app_p99 app_cpu bare_rps bare_p99 bare_cpu cpu_ratio nginx_rps nginx_p99 to_bare to_nginx loads
# A short first run of each warms the JITs, so round 1 measures the same servers as the later rounds.
for port in "$APP_PORT" "$BARE_PORT" ${before_pid:+"$BEFORE_PORT"}; do wrk -t1 -c"$CONNECTIONS" -d2s "http://127.0.0.1:$port$url_path" >/dev/null; done
for round in $(seq 1 "$ROUNDS"); do
  # The order alternates, so neither server always runs just after the other warmed the machine up.
  if ((round % 2)); then
    read -r a_rps a_p99 a_cpu < <(run "http://127.0.0.1:$APP_PORT$url_path" "$app_pid")
    read -r b_rps b_p99 b_cpu < <(run "http://127.0.0.1:$BARE_PORT$url_path" "$bare_pid")
  else
    read -r b_rps b_p99 b_cpu < <(run "http://127.0.0.1:$BARE_PORT$url_path" "$bare_pid")
    read -r a_rps a_p99 a_cpu < <(run "http://127.0.0.1:$APP_PORT$url_path" "$app_pid")
  fi
  if [ -n "$before_pid" ]; then
    read -r o_rps o_p99 o_cpu < <(run "http://127.0.0.1:$BEFORE_PORT$url_path" "$before_pid")
    before_rps+=("$o_rps") before_cpu+=("$o_cpu")
    before_ratio+=("$(awk -v o="$o_cpu" -v b="$b_cpu" 'BEGIN {printf "%.2f", b / o}')")
    app_to_before+=("$(awk -v o="$o_cpu" -v a="$a_cpu" 'BEGIN {printf "%.2f", a / o}')")
    echo "round $round: before $o_rps req/s (p99 $o_p99 ms, $o_cpu us CPU/req)"
  fi
  read -r n_rps n_p99 _ < <(run "http://127.0.0.1:$NGINX_PORT$url_path" "$nginx_worker")
  load=$(cut -d' ' -f1 /proc/loadavg)
  app_rps+=("$a_rps") app_p99+=("$a_p99") app_cpu+=("$a_cpu") bare_rps+=("$b_rps") bare_p99+=("$b_p99") bare_cpu+=("$b_cpu")
  cpu_ratio+=("$(awk -v a="$a_cpu" -v b="$b_cpu" 'BEGIN {printf "%.2f", b / a}')")
  nginx_rps+=("$n_rps") nginx_p99+=("$n_p99") loads+=("$load")
  to_bare+=("$(awk -v a="$a_rps" -v b="$b_rps" 'BEGIN {printf "%.2f", a / b}')")
  to_nginx+=("$(awk -v a="$a_rps" -v n="$n_rps" 'BEGIN {printf "%.2f", a / n}')")
  echo "round $round: app $a_rps req/s (p99 $a_p99 ms, $a_cpu us CPU/req), bare node $b_rps (p99 $b_p99 ms, $b_cpu us)," \
    "nginx $n_rps (p99 $n_p99 ms); app/bare ${to_bare[-1]}, app/nginx ${to_nginx[-1]}; load $load"
done
echo "medians of $ROUNDS rounds of ${SECONDS_PER_RUN}s, wrk -t1 -c$CONNECTIONS (load average $(median "${loads[@]}")):"
echo "  app $(median "${app_rps[@]}") req/s, p99 $(median "${app_p99[@]}") ms, $(median "${app_cpu[@]}") us CPU/req"
echo "  bare node:http $(median "${bare_rps[@]}") req/s, p99 $(median "${bare_p99[@]}") ms, $(median "${bare_cpu[@]}") us CPU/req"
echo "  nginx $(median "${nginx_rps[@]}") req/s, p99 $(median "${nginx_p99[@]}") ms"
echo "  app/bare node $(median "${to_bare[@]}") (budget: at least 0.80, p99 under 5 ms); app/nginx $(median "${to_nginx[@]}")"
# What the ratio would be with a core to each server: on a busy machine requests/s follow the neighbours.
echo "  CPU per request, bare node/app: $(median "${cpu_ratio[@]}")"
if [ -n "$before_pid" ]; then
  echo "  before: $(median "${before_rps[@]}") req/s, $(median "${before_cpu[@]}") us CPU/req; CPU per request, bare node/before: $(median "${before_ratio[@]}"), app/before: $(median "${app_to_before[@]}")"
fi
kill "$app_pid" && wait "$app_pid" || true # a clean stop flushes the log
echo "the server logged $(grep -c "request completed" "$work/server.log" || true) request lines (LOG_LEVEL=${LOG_LEVEL:-info})"
