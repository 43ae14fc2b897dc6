#!/usr/bin/env bash
# Pages per second of the shell server (a server-rendered /collections through the edge) beside the edge
# serving a static file (the shell's main.js), same run, autocannon 10 s each. Needs `npm start` running.
# Usage: bash bench/pages.sh [path]   (installs autocannon into .tools/bench)
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS=.tools/bench
[ -x "$TOOLS/node_modules/.bin/autocannon" ] || npm install --prefix "$TOOLS" --no-audit --no-fund --no-save autocannon@8 >/dev/null
page=${1:-/collections}
for target in "server-rendered $page" "static /main.js"; do
  set -- $target
  "$TOOLS/node_modules/.bin/autocannon" -c 10 -d 10 -j "http://localhost:8080$2" 2>/dev/null |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const r=JSON.parse(s);console.log(`${process.argv[1].padEnd(16)} ${process.argv[2].padEnd(14)} ${r.requests.average} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`)})' "$1" "$2"
done
