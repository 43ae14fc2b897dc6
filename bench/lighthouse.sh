#!/usr/bin/env bash
# Lighthouse (mobile) on pages of the running stack: the median of LIGHTHOUSE_RUNS runs (default 3) per page
# of the performance score, total blocking time, largest contentful paint, layout shift and SEO score.
# LIGHTHOUSE_CSR=1 also measures the same builds rendered in the browser only (a second edge with no page
# server, on EDGE_PORT + 10000), same run.
# Usage: bash bench/lighthouse.sh [path...]   (default: the pages of infra/scripts/size-budget.json, the home
# page, a collection, a product and a post; needs `npm start` running; installs lighthouse into .tools/bench/lighthouse).
# Honours EDGE_PORT as npm start does.
#
# Lighthouse's default throttling is simulated: it runs the page at full speed, then multiplies the main
# thread's observed work by 4 (a mid-range phone). Whatever else runs on the machine is slowed down with it,
# so on a busy machine total blocking time is counted several times over (a run beside six builds read
# 90-93 / TBT 297-411 ms where a quiet machine reads 97-99 / 77-136 ms). So the script refuses to run when
# the 1-minute load average is above LIGHTHOUSE_MAX_LOAD (default: half the CPUs);
# LIGHTHOUSE_IGNORE_LOAD=1 runs anyway and says so. Each page is requested once before its runs, so the
# runs measure the page as visitors get it (kept by the edge), not its first render.
set -euo pipefail
cd "$(dirname "$0")/.."
# Its own folder: an npm install into a folder shared with another tool would prune that tool.
TOOLS=.tools/bench/lighthouse
LIGHTHOUSE_VERSION=12
[ -x "$TOOLS/node_modules/.bin/lighthouse" ] || npm install --prefix "$TOOLS" --no-audit --no-fund --no-save "lighthouse@$LIGHTHOUSE_VERSION" >/dev/null
edge_port=${EDGE_PORT:-8080}
runs=${LIGHTHOUSE_RUNS:-3}
cpus=$(nproc)
max_load=${LIGHTHOUSE_MAX_LOAD:-$(awk -v c="$cpus" 'BEGIN { print c / 2 }')}
load=$(cut -d' ' -f1 /proc/loadavg)
chrome_flags="--headless=new --no-sandbox"
echo "Lighthouse $("$TOOLS/node_modules/.bin/lighthouse" --version): mobile form factor, simulated throttling (lighthouse's"
echo "  defaults: 150 ms RTT, 1.6 Mbps down, CPU x4), performance and SEO, median of $runs runs per page;"
echo "  Chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{ print $2 }') with $chrome_flags"
echo "  machine: $cpus CPUs, 1-minute load average $load (refused above $max_load)"
if awk -v l="$load" -v m="$max_load" 'BEGIN { exit !(l > m) }'; then
  if [ "${LIGHTHOUSE_IGNORE_LOAD:-0}" != 1 ]; then
    echo "The machine is busy (load $load > $max_load): figures would count the other work as the page's." >&2
    echo "Wait, or set LIGHTHOUSE_IGNORE_LOAD=1 to measure anyway (the figures are then not comparable)." >&2
    exit 3
  fi
  echo "  LIGHTHOUSE_IGNORE_LOAD=1: measuring on a busy machine; scores read low and TBT high."
fi
targets=("ssr http://localhost:$edge_port")
if [ "${LIGHTHOUSE_CSR:-0}" = 1 ]; then
  csr_port=$((edge_port + 10000))
  PAGE_SERVER_URL= EDGE_METRICS_PORT=$((csr_port + 1)) PORT=$csr_port SESSION_SECRET="$(cat .data/session-secret)" \
    PUBLIC_URL="http://localhost:$edge_port" node infra/edge/server.js >/dev/null 2>&1 &
  CSR=$!
  trap 'kill $CSR' EXIT
  targets+=("csr http://localhost:$csr_port")
  sleep 2
fi
paths=("$@")
[ ${#paths[@]} -gt 0 ] || mapfile -t paths < <(node -p 'Object.keys(require("./infra/scripts/size-budget.json").pages).join("\n")')
printf '%-50s %-6s %5s %7s %7s %8s %5s %6s\n' page render perf TBT_ms CLS LCP_ms SEO bench
for p in "${paths[@]}"; do
  for target in "${targets[@]}"; do
    set -- $target
    reports=()
    curl -s -o /dev/null "$2$p" || true
    for _ in $(seq "$runs"); do
      out=$(mktemp)
      CHROME_PATH=/usr/bin/chromium "$TOOLS/node_modules/.bin/lighthouse" "$2$p" --quiet --output=json --output-path="$out" \
        --only-categories=performance,seo --chrome-flags="$chrome_flags" >/dev/null 2>&1 || true
      reports+=("$out")
    done
    node -e '
      const fs = require("fs");
      const [page, render, ...files] = process.argv.slice(1);
      const runs = files.map((f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } }).filter((r) => r?.categories?.performance?.score != null);
      if (!runs.length) { console.log(`${page.padEnd(50)} ${render.padEnd(6)} no run finished`); process.exit(0); }
      const median = (values) => { const s = [...values].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
      const pick = (fn) => median(runs.map(fn));
      console.log([page.padEnd(50), render.padEnd(6),
        String(Math.round(pick((r) => r.categories.performance.score) * 100)).padStart(5),
        String(Math.round(pick((r) => r.audits["total-blocking-time"].numericValue))).padStart(7),
        pick((r) => r.audits["cumulative-layout-shift"].numericValue).toFixed(3).padStart(7),
        String(Math.round(pick((r) => r.audits["largest-contentful-paint"].numericValue))).padStart(8),
        String(Math.round(pick((r) => r.categories.seo.score) * 100)).padStart(5),
        // the CPU benchmark Lighthouse takes of this machine during the run (higher is faster)
        String(Math.round(pick((r) => r.environment.benchmarkIndex))).padStart(6)].join(" "),
        runs.length < files.length ? `(${runs.length} of ${files.length} runs finished)` : "");' "$p" "$1" "${reports[@]}"
    rm -f "${reports[@]}"
  done
done
