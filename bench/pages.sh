#!/usr/bin/env bash
# Pages per second, same run, autocannon (10 connections, 10 s each) against the running stack:
#   static     the edge serving a static file (the shell's main.js): the yardstick
#   kept       an anonymous page through the edge, answered from the edge's page cache
#   rendered   the same page rendered on every request: straight from the page server when one runs
#              (PAGE_SERVER_PORT), else through the edge
#   baseline   with BASELINE_PAGE_SERVER_PORT: the same page from another page server (another build of the
#              shell, e.g. main's, started beside the stack), right before `rendered`
# Usage: bash bench/pages.sh [path...]   (default: /collections/seating and the catalogue's first product;
# needs `npm start` running; installs autocannon into .tools/bench/autocannon). Honours EDGE_PORT and PAGE_SERVER_PORT
# as npm start does; BENCH_DURATION (10) seconds per line. Each line ends with the machine's 1-minute load average
# at its end: on a shared machine only ratios within one run compare.
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS=.tools/bench/autocannon # its own folder: an install beside another tool prunes that tool
[ -x "$TOOLS/node_modules/.bin/autocannon" ] || npm install --prefix "$TOOLS" --no-audit --no-fund --no-save autocannon@8 >/dev/null
edge="http://127.0.0.1:${EDGE_PORT:-8080}"
pages="http://127.0.0.1:${PAGE_SERVER_PORT:-3006}"
baseline=${BASELINE_PAGE_SERVER_PORT:+http://127.0.0.1:$BASELINE_PAGE_SERVER_PORT}
duration=${BENCH_DURATION:-10}
if [ $# -eq 0 ]; then
  product=$(curl -fsS "$edge/api/products" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const b=JSON.parse(s);console.log((b.data??b.products??b)[0].slug)})')
  set -- /collections/seating "/product/$product"
fi
measure() {
  "$TOOLS/node_modules/.bin/autocannon" -c 10 -d "$duration" -j "$2" 2>/dev/null |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);console.log(`${process.argv[1].padEnd(9)} ${process.argv[2].padEnd(56)} ${String(r.requests.average).padStart(8)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  load ${require("os").loadavg()[0].toFixed(1)}`)})' "$1" "$2"
}
measure static "$edge/main.js"
for page in "$@"; do
  curl -fsS -o /dev/null "$edge$page" # the first visit renders the page the edge then keeps
  rendered="$edge$page"
  curl -fsS -o /dev/null "$pages/health" 2>/dev/null && rendered="$pages$page"
  measure kept "$edge$page"
  if [ -n "$baseline" ]; then
    curl -fsS -o /dev/null "$baseline$page"
    measure baseline "$baseline$page"
  fi
  curl -fsS -o /dev/null "$rendered"
  measure rendered "$rendered"
done
