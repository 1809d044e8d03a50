#!/usr/bin/env bash
# DESIGN.md's budget: a cached public GET of a show's listings reaches at least 0.4x the requests/s of nginx
# serving the same JSON bytes from a file, p99 under 5 ms. Both run side by side on loopback, driven by wrk.
#   apt-get install wrk nginx-light   (Debian's packages; nothing here downloads anything)
#   bash scripts/bench/listings-vs-nginx.sh [seconds] [connections]
# Prints each run's requests/s and p99, then the median ratio over three alternating rounds.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_PER_RUN=${1:-10}
CONNECTIONS=${2:-32}
APP_PORT=${APP_PORT:-4610}
NGINX_PORT=${NGINX_PORT:-4611}
work=$(mktemp -d)
trap 'kill "$app_pid" 2>/dev/null || true; nginx -p "$work" -c nginx.conf -s stop 2>/dev/null || true; rm -rf "$work"' EXIT

for tool in wrk nginx; do command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install wrk nginx-light)"; exit 1; }; done

PORT=$APP_PORT DATA_DIR="$work/data" SEED_DEMO=1 LOG_LEVEL=warn node --import tsx server/main.ts >"$work/server.log" 2>&1 &
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

run() { # prints "requests_per_second p99_ms"
  wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" --latency "$1" |
    awk '/Requests\/sec/ {rps=$2} /^ +99%/ {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v=v*1000}; p99=v} END {print rps, p99}'
}

ratios=()
for round in 1 2 3; do
  read -r app_rps app_p99 < <(run "http://127.0.0.1:$APP_PORT$url_path")
  read -r nginx_rps nginx_p99 < <(run "http://127.0.0.1:$NGINX_PORT$url_path")
  ratio=$(awk -v a="$app_rps" -v n="$nginx_rps" 'BEGIN {printf "%.2f", a / n}')
  ratios+=("$ratio")
  echo "round $round: app $app_rps req/s (p99 ${app_p99} ms), nginx $nginx_rps req/s (p99 ${nginx_p99} ms), ratio $ratio"
done
median=$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n 2p)
echo "median ratio app/nginx: $median (budget: at least 0.40)"
