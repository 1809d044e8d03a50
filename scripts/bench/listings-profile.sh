#!/usr/bin/env bash
# Where a cached listings request's CPU goes: the built server (as `npm start` runs it, request logging on,
# piped to a file) under `node --cpu-prof`, one wrk run after a warm-up, then the frames of that run with the most
# self time, as a share of the busy time (idle and the profiler's own "(program)" left out) and of the whole.
#   bash scripts/bench/listings-profile.sh [seconds] [connections] [frames]     (defaults 5 32 15)
# APP_JS replaces the built server's entry (e.g. a copy of an older build, to profile before and after).
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_PER_RUN=${1:-5}
CONNECTIONS=${2:-32}
FRAMES=${3:-15}
APP_PORT=${APP_PORT:-4613}
work=$(mktemp -d)
app_pid=
trap '[ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null; rm -rf "$work"' EXIT
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)"; exit 1; }
if [ -z "${APP_JS:-}" ]; then
  node node_modules/tsx/dist/cli.mjs scripts/build-server.ts >/dev/null
  APP_JS=dist-server/main.js
fi
NODE_ENV=${NODE_ENV:-production} PORT=$APP_PORT DATA_DIR="$work/data" SEED_DEMO=1 node --cpu-prof --cpu-prof-dir="$work/prof" "$APP_JS" >"$work/server.log" 2>&1 &
app_pid=$!
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$APP_PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
url="http://127.0.0.1:$APP_PORT/api/venues?show=Titanic"
wrk -t1 -c"$CONNECTIONS" -d2s "$url" >/dev/null
wrk -t1 -c"$CONNECTIONS" -d"${SECONDS_PER_RUN}s" "$url" | grep -E 'requests in|Requests/sec'
# A clean stop (SIGINT) ends the process through process.exit, which writes the profile.
kill -INT "$app_pid"
wait "$app_pid" || true
app_pid=
node - "$work/prof" "$FRAMES" "$SECONDS_PER_RUN" <<'NODE'
const { readdirSync, readFileSync } = require('node:fs');
const [dir, frames, seconds] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(`${dir}/${readdirSync(dir)[0]}`, 'utf8'));
// Only the measured run (the profile's last seconds, the stop included): start-up's module loading left out.
const from = profile.endTime - (Number(seconds) + 0.5) * 1e6;
const dt = new Map();
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const self = new Map();
let total = 0;
let idle = 0;
for (const node of profile.nodes) {
  const t = dt.get(node.id) ?? 0;
  total += t;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\//, '')}:${lineNumber + 1}`;
  if (functionName === '(idle)' || functionName === '(program)') idle += t;
  self.set(name, (self.get(name) ?? 0) + t);
}
const busy = total - idle;
console.log(`busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms profiled; self time:`);
console.log('  busy%  whole%  frame');
[...self.entries()]
  .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(frames))
  .forEach(([name, t]) => console.log(`${((100 * t) / busy).toFixed(1).padStart(7)} ${((100 * t) / total).toFixed(1).padStart(7)}  ${name}`));
// Inclusive time: each frame with everything it called (a name counted once per stack).
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\//, '')}:${lineNumber + 1}`;
};
const inclusive = new Map();
for (const node of profile.nodes) {
  const t = dt.get(node.id) ?? 0;
  if (t === 0) continue;
  const seen = new Set();
  for (let at = node; at; at = parent.get(at.id)) seen.add(label(at));
  for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + t);
}
console.log('inclusive, busy%:');
[...inclusive.entries()]
  .filter(([name]) => !/^\((root|idle|program)\)/.test(name))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(frames))
  .forEach(([name, t]) => console.log(`${((100 * t) / busy).toFixed(1).padStart(7)}  ${name}`));
NODE
