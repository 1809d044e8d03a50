#!/usr/bin/env bash
# docs/product.md, Budgets: a cached public GET of a show's listings reaches at least 0.4x the requests/s of nginx
# serving the same JSON bytes from a file, p99 under 5 ms. Both run side by side on loopback, driven by wrk.
#   apt-get install wrk nginx-light   (Debian's packages; nothing here downloads anything)
#   bash scripts/bench/listings-vs-nginx.sh [seconds] [connections]
# Prints each run's requests/s, p99 and CPU per request, then the median ratios over three alternating rounds.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_PER_RUN=${1:-10}
CONNECTIONS=${2:-32}
APP_PORT=${APP_PORT:-4610}
NGINX_PORT=${NGINX_PORT:-4611}
work=$(mktemp -d)
trap 'kill "$app_pid" 2>/dev/null || true; nginx -p "$work" -c nginx.conf -s stop 2>/dev/null || true; rm -rf "$work"' EXIT

for tool in wrk nginx; do command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install wrk nginx-light)"; exit 1; }; done

# The default configuration, as `npm start` runs it: request logging on (LOG_LEVEL from the environment, else info).
PORT=$APP_PORT DATA_DIR="$work/data" SEED_DEMO=1 node --import tsx server/main.ts >"$work/server.log" 2>&1 &
app_pid=$!
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$APP_PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done

url_path='/api/venues?show=Titanic'
curl -fs "http://127.0.0.1:$APP_PORT$url_path" > "$work/venues.json"
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
  awk -v ticks=$((after - before)) -v tick_us="$TICK_US" '/requests in/ {n=$1} /Requests\/sec/ {rps=$2} /^ +99%/ {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v=v*1000}; p99=v} END {printf "%s %s %.1f\n", rps, p99, ticks * tick_us / n}' "$work/wrk.out"
}

ratios=()
app_cpus=()
nginx_cpus=()
# A short first run warms the app's JIT, so round 1 measures the same server as rounds 2 and 3.
wrk -t1 -c"$CONNECTIONS" -d3s "http://127.0.0.1:$APP_PORT$url_path" >/dev/null
for round in 1 2 3; do
  read -r app_rps app_p99 app_cpu < <(run "http://127.0.0.1:$APP_PORT$url_path" "$app_pid")
  read -r nginx_rps nginx_p99 nginx_cpu < <(run "http://127.0.0.1:$NGINX_PORT$url_path" "$nginx_worker")
  ratio=$(awk -v a="$app_rps" -v n="$nginx_rps" 'BEGIN {printf "%.2f", a / n}')
  ratios+=("$ratio")
  app_cpus+=("$app_cpu")
  nginx_cpus+=("$nginx_cpu")
  echo "round $round: app $app_rps req/s (p99 ${app_p99} ms, ${app_cpu} us CPU/req), nginx $nginx_rps req/s (p99 ${nginx_p99} ms, ${nginx_cpu} us CPU/req), ratio $ratio"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n 2p)
echo "median ratio app/nginx: $median (budget: at least 0.40)"
echo "median CPU per request: app $(printf '%s\n' "${app_cpus[@]}" | sort -n | sed -n 2p) us, nginx $(printf '%s\n' "${nginx_cpus[@]}" | sort -n | sed -n 2p) us"
kill "$app_pid" && wait "$app_pid" || true # a clean stop flushes the log
echo "the server logged $(grep -c "request completed" "$work/server.log" || true) request lines (LOG_LEVEL=${LOG_LEVEL:-info})"
