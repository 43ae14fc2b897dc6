#!/usr/bin/env bash
# CPU milliseconds per page of one page server build, measured by the process's own CPU time (utime+stime),
# which a busy machine inflates far less than wall time: a page server started beside the running stack
# (`npm start`) on BENCH_PORT (4000, ops port BENCH_METRICS_PORT, 4001), 50 pages to warm up, then
# BENCH_PAGES (300) at 10 connections.
# Usage: bash bench/page-cpu.sh <shell server dir> <deploy dir> [path...]
#   e.g. main's build copied aside:  bash bench/page-cpu.sh .data/baseline/shell-server .data/baseline/deploy
#   and this tree's:                 bash bench/page-cpu.sh shell/dist-server .deploy
# Default paths: /collections/seating and /product/egg-chair-jacobsen-style-replica.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: bash bench/page-cpu.sh <shell server dir> <deploy dir> [path...]" >&2; exit 2; }
server_dir=$(realpath "$1") deploy_dir=$(realpath "$2")
shift 2
[ $# -gt 0 ] || set -- /collections/seating /product/egg-chair-jacobsen-style-replica
TOOLS=.tools/bench/autocannon # its own folder: an install beside another tool prunes that tool
[ -x "$TOOLS/node_modules/.bin/autocannon" ] || npm install --prefix "$TOOLS" --no-audit --no-fund --no-save autocannon@8 >/dev/null
port=${BENCH_PORT:-4000} pages=${BENCH_PAGES:-300}
declare -A default_port=([CATALOG]=3001 [CONTENT]=3002 [ACCOUNT]=3003 [COMMERCE]=3004)
for service in CATALOG CONTENT ACCOUNT COMMERCE; do
  var=${service}_PORT
  export "${service}_URL=http://127.0.0.1:${!var:-${default_port[$service]}}"
done
SESSION_SECRET=$(cat .data/session-secret) PUBLIC_URL="http://localhost:${EDGE_PORT:-8080}" \
  PAGE_SERVER_PORT=$port PAGE_SERVER_METRICS_PORT=${BENCH_METRICS_PORT:-4001} \
  SOHNNE_SHELL_SERVER_DIR=$server_dir SOHNNE_DEPLOY_DIR=$deploy_dir \
  node shell/src/server/page-server.cjs >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null' EXIT
for _ in $(seq 100); do curl -fsS -o /dev/null "http://127.0.0.1:$port/health" 2>/dev/null && break; sleep 0.2; done
cpu() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
for page in "$@"; do
  "$TOOLS/node_modules/.bin/autocannon" -c 10 -a 50 "http://127.0.0.1:$port$page" >/dev/null 2>&1
  before=$(cpu)
  "$TOOLS/node_modules/.bin/autocannon" -c 10 -a "$pages" -j "http://127.0.0.1:$port$page" 2>/dev/null >"/tmp/page-cpu.$$.json"
  node -e 'const [file, ticks, pages, page] = process.argv.slice(1); const r = JSON.parse(require("fs").readFileSync(file, "utf8")); const ms = (ticks * 1000) / require("child_process").execSync("getconf CLK_TCK").toString().trim() / pages; console.log(`${page.padEnd(48)} ${ms.toFixed(2).padStart(6)} ms CPU/page  ${r.requests.average} pages/s  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  load ${require("os").loadavg()[0].toFixed(1)}`)' \
    "/tmp/page-cpu.$$.json" $(($(cpu) - before)) "$pages" "$page"
  rm -f "/tmp/page-cpu.$$.json"
done
