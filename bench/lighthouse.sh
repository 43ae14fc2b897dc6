#!/usr/bin/env bash
# Lighthouse (mobile) on pages of the running stack, side by side: the server-rendered edge (:8080) and the
# same builds rendered in the browser only (a second edge on :18080 with no page server), same run.
# Usage: bash bench/lighthouse.sh [path...]   (needs `npm start` running; installs lighthouse into .tools/bench)
set -euo pipefail
cd "$(dirname "$0")/.."
TOOLS=.tools/bench
[ -x "$TOOLS/node_modules/.bin/lighthouse" ] || npm install --prefix "$TOOLS" --no-audit --no-fund --no-save lighthouse@12 >/dev/null
PAGE_SERVER_URL= EDGE_METRICS_PORT=19464 PORT=18080 SESSION_SECRET="$(cat .data/session-secret)" node infra/edge/server.js >/dev/null 2>&1 &
CSR=$!
trap 'kill $CSR' EXIT
sleep 2
paths=("$@")
[ ${#paths[@]} -gt 0 ] || paths=(/ /collections /about-us)
printf '%-14s %-8s %5s %7s %8s %5s\n' page render perf CLS LCP_ms SEO
for p in "${paths[@]}"; do
  for target in "ssr http://localhost:8080" "csr http://localhost:18080"; do
    set -- $target
    out=$(mktemp)
    CHROME_PATH=/usr/bin/chromium "$TOOLS/node_modules/.bin/lighthouse" "$2$p" --quiet --output=json --output-path="$out" \
      --only-categories=performance,seo --chrome-flags="--headless=new --no-sandbox" >/dev/null 2>&1 || true
    node -e '
      const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); const a = r.audits;
      console.log([process.argv[2].padEnd(14), process.argv[3].padEnd(8), String(Math.round(r.categories.performance.score*100)).padStart(5),
        a["cumulative-layout-shift"].numericValue.toFixed(3).padStart(7), String(Math.round(a["largest-contentful-paint"].numericValue)).padStart(8),
        String(Math.round(r.categories.seo.score*100)).padStart(5)].join(" "));' "$out" "$p" "$1"
    rm -f "$out"
  done
done
