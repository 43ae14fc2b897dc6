#!/usr/bin/env bash
# The browser main thread's work during a cold load of each page, by CPU time, for one or more running
# stacks side by side (see bench/main-thread.cjs). Unlike Lighthouse it reads on a busy machine too.
# Usage: bash bench/main-thread.sh [origin...] [-- path...]
#   default origin http://localhost:$EDGE_PORT (8080); default paths: the pages of the size budget.
#   e.g. main's build on a second stack beside this one:
#   bash bench/main-thread.sh http://localhost:8680 http://localhost:8080
# MAIN_THREAD_ROUNDS (5) loads per page and origin; drives Chromium with the puppeteer-core of
# bench/lighthouse.sh's install (.tools/bench/lighthouse), installing it if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS=.tools/bench/lighthouse
[ -x "$TOOLS/node_modules/.bin/lighthouse" ] || npm install --prefix "$TOOLS" --no-audit --no-fund --no-save lighthouse@12 >/dev/null
origins=() paths=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do origins+=("$1"); shift; done
[ $# -gt 0 ] && shift
paths=("$@")
[ ${#origins[@]} -gt 0 ] || origins=("http://localhost:${EDGE_PORT:-8080}")
[ ${#paths[@]} -gt 0 ] || mapfile -t paths < <(node -p 'Object.keys(require("./infra/scripts/size-budget.json").pages).join("\n")')
for origin in "${origins[@]}"; do
  for p in "${paths[@]}"; do curl -s -o /dev/null "$origin$p" || true; done # kept by the edge from here on
done
echo "machine: $(nproc) CPUs, 1-minute load average $(cut -d' ' -f1 /proc/loadavg)"
node bench/main-thread.cjs "${origins[@]}" -- "${paths[@]}"
