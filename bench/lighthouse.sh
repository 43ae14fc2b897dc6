#!/usr/bin/env bash
# Lighthouse (mobile) on pages of the running stack: the median of LIGHTHOUSE_RUNS runs (default 3) per page
# of the performance score, total blocking time, largest contentful paint, layout shift and SEO score.
# LIGHTHOUSE_CSR=1 also measures the same builds rendered in the browser only (a second edge with no page
# server, on EDGE_PORT + 10000), same run.
# Usage: bash bench/lighthouse.sh [path...]   (default / /collections /about-us; needs `npm start` running;
# installs lighthouse into .tools/bench). Honours EDGE_PORT as npm start does.
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS=.tools/bench
[ -x "$TOOLS/node_modules/.bin/lighthouse" ] || npm install --prefix "$TOOLS" --no-audit --no-fund --no-save lighthouse@12 >/dev/null
edge_port=${EDGE_PORT:-8080}
runs=${LIGHTHOUSE_RUNS:-3}
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
[ ${#paths[@]} -gt 0 ] || paths=(/ /collections /about-us)
printf '%-40s %-6s %5s %7s %7s %8s %5s\n' page render perf TBT_ms CLS LCP_ms SEO
for p in "${paths[@]}"; do
  for target in "${targets[@]}"; do
    set -- $target
    reports=()
    for _ in $(seq "$runs"); do
      out=$(mktemp)
      CHROME_PATH=/usr/bin/chromium "$TOOLS/node_modules/.bin/lighthouse" "$2$p" --quiet --output=json --output-path="$out" \
        --only-categories=performance,seo --chrome-flags="--headless=new --no-sandbox" >/dev/null 2>&1 || true
      reports+=("$out")
    done
    node -e '
      const fs = require("fs");
      const [page, render, ...files] = process.argv.slice(1);
      const runs = files.map((f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } }).filter((r) => r?.categories?.performance?.score != null);
      if (!runs.length) { console.log(`${page.padEnd(40)} ${render.padEnd(6)} no run finished`); process.exit(0); }
      const median = (values) => { const s = [...values].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
      const pick = (fn) => median(runs.map(fn));
      console.log([page.padEnd(40), render.padEnd(6),
        String(Math.round(pick((r) => r.categories.performance.score) * 100)).padStart(5),
        String(Math.round(pick((r) => r.audits["total-blocking-time"].numericValue))).padStart(7),
        pick((r) => r.audits["cumulative-layout-shift"].numericValue).toFixed(3).padStart(7),
        String(Math.round(pick((r) => r.audits["largest-contentful-paint"].numericValue))).padStart(8),
        String(Math.round(pick((r) => r.categories.seo.score) * 100)).padStart(5)].join(" "),
        runs.length < files.length ? `(${runs.length} of ${files.length} runs finished)` : "");' "$p" "$1" "${reports[@]}"
    rm -f "${reports[@]}"
  done
done
