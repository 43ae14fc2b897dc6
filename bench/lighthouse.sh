#!/usr/bin/env bash
# Lighthouse (mobile) on pages of the running stack: the median of LIGHTHOUSE_RUNS runs (default 3) per page
# of the performance score, total blocking time, largest contentful paint, layout shift and SEO score (and
# the middle half of the runs of the first three).
# LIGHTHOUSE_CSR=1 also measures the same builds rendered in the browser only (a second edge with no page
# server, on EDGE_PORT + 10000), same run. LIGHTHOUSE_BASELINE_URL=<url> also measures a baseline stack (a
# worktree's, or bench/baseline-stack.mjs's) as "base". Each page's runs alternate between the stacks measured.
# Usage: bash bench/lighthouse.sh [path...]   (default: the pages of infra/scripts/size-budget.json, the home
# page, a collection, a product and a post; needs `npm start` running; installs lighthouse into .tools/bench/lighthouse).
# Honours EDGE_PORT as npm start does.
#
# Lighthouse's default throttling is simulated: it runs the page at full speed, then multiplies the main
# thread's observed work by its CPU slowdown (a mid-range phone; see below). Whatever else runs on the machine is slowed down with it,
# so on a busy machine total blocking time is counted several times over (a run beside six builds read
# 90-93 / TBT 297-411 ms where a quiet machine reads 97-99 / 77-136 ms). So the script refuses to run when
# the 1-minute load average is above LIGHTHOUSE_MAX_LOAD (default: half the CPUs);
# LIGHTHOUSE_IGNORE_LOAD=1 runs anyway and says so. Each page is requested once before its runs, so the
# runs measure the page as visitors get it (kept by the edge), not its first render.
#
# The CPU slowdown is calibrated to this machine, as Lighthouse's throttling guide says to: its 4x stands for
# a phone when Lighthouse runs on a desktop of benchmarkIndex ~1500; this 2-core machine measures ~1250,
# where 4x counts each task's time ~1.4 times over (a machine of 1250 needs ~2.9x). One calibration run
# reads the benchmarkIndex and the Lighthouse team's calculator
# (github.com/patrickhulce/lighthouse-cpu-throttling-calculator) gives the multiplier;
# LIGHTHOUSE_CPU_MULTIPLIER=<n> sets it instead (4: Lighthouse's default).
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
if awk -v l="$load" -v m="$max_load" 'BEGIN { exit !(l > m) }' && [ "${LIGHTHOUSE_IGNORE_LOAD:-0}" != 1 ]; then
  echo "The machine is busy (load $load > $max_load): figures would count the other work as the page's." >&2
  echo "Wait, or set LIGHTHOUSE_IGNORE_LOAD=1 to measure anyway (the figures are then not comparable)." >&2
  exit 3
fi
paths=("$@")
[ ${#paths[@]} -gt 0 ] || mapfile -t paths < <(node -p 'Object.keys(require("./infra/scripts/size-budget.json").pages).join("\n")')
lighthouse() {
  CHROME_PATH=/usr/bin/chromium "$TOOLS/node_modules/.bin/lighthouse" "$1" --quiet --output=json --output-path="$2" \
    --only-categories=performance,seo --chrome-flags="$chrome_flags" "${@:3}" >/dev/null 2>&1 || true
}
if [ -n "${LIGHTHOUSE_CPU_MULTIPLIER:-}" ]; then
  cpu_multiplier=$LIGHTHOUSE_CPU_MULTIPLIER
  cpu_note="set by LIGHTHOUSE_CPU_MULTIPLIER"
else
  calibration=$(mktemp)
  curl -s -o /dev/null "http://localhost:$edge_port${paths[0]}" || true
  lighthouse "http://localhost:$edge_port${paths[0]}" "$calibration"
  read -r benchmark cpu_multiplier < <(node -e '
    const index = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).environment.benchmarkIndex;
    // The Lighthouse team'"'"'s calculator: 1533 -> 4x, 1300 -> 3x, 800 -> 2x, 150 -> 1x.
    const multiplier = index >= 1300 ? 3 + (index - 1300) / 233 : index >= 800 ? 2 + (index - 800) / 500 : 1 + Math.max(0, index - 150) / 650;
    console.log(Math.round(index), multiplier.toFixed(1));' "$calibration") || true
  rm -f "$calibration"
  [ -n "${cpu_multiplier:-}" ] || { echo "The calibration run of Lighthouse gave no benchmarkIndex." >&2; exit 1; }
  cpu_note="calibrated: this machine's benchmarkIndex $benchmark"
fi
echo "Lighthouse $("$TOOLS/node_modules/.bin/lighthouse" --version): mobile form factor, simulated throttling (150 ms RTT,"
echo "  1.6 Mbps down, CPU x$cpu_multiplier, $cpu_note), performance and SEO, median of $runs runs per page;"
echo "  Chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{ print $2 }') with $chrome_flags"
echo "  machine: $cpus CPUs, 1-minute load average $load (refused above $max_load)"
if awk -v l="$load" -v m="$max_load" 'BEGIN { exit !(l > m) }'; then
  echo "  LIGHTHOUSE_IGNORE_LOAD=1: measuring on a busy machine; scores read low and TBT high."
fi
targets=("ssr http://localhost:$edge_port")
[ -z "${LIGHTHOUSE_BASELINE_URL:-}" ] || targets+=("base ${LIGHTHOUSE_BASELINE_URL%/}")
if [ "${LIGHTHOUSE_CSR:-0}" = 1 ]; then
  csr_port=$((edge_port + 10000))
  PAGE_SERVER_URL= EDGE_METRICS_PORT=$((csr_port + 1)) PORT=$csr_port SESSION_SECRET="$(cat .data/session-secret)" \
    PUBLIC_URL="http://localhost:$edge_port" node infra/edge/server.js >/dev/null 2>&1 &
  CSR=$!
  trap 'kill $CSR' EXIT
  targets+=("csr http://localhost:$csr_port")
  sleep 2
fi
# Middle halves (25th-75th percentile) that overlap: this many runs cannot tell the two stacks apart.
# With a baseline, a line under each page tests whether this stack reads worse (Mann-Whitney, one-sided:
# bench/rank-test.mjs); "worse" below p 0.05.
printf '%-50s %-6s %11s %13s %7s %15s %5s %6s\n' page stack perf TBT_ms CLS LCP_ms SEO bench
for p in "${paths[@]}"; do
  declare -A reports=()
  for target in "${targets[@]}"; do
    set -- $target
    curl -s -o /dev/null "$2$p" || true
  done
  # The targets' runs alternate, so a machine that grows busier or quieter meanwhile slows each alike.
  for _ in $(seq "$runs"); do
    for target in "${targets[@]}"; do
      set -- $target
      out=$(mktemp)
      lighthouse "$2$p" "$out" --throttling.cpuSlowdownMultiplier="$cpu_multiplier"
      reports[$1]+="$out,"
    done
  done
  stacks=()
  for target in "${targets[@]}"; do
    set -- $target
    stacks+=("$1=${reports[$1]}")
  done
  node bench/lighthouse-summary.mjs "$p" "${stacks[@]}"
  for list in "${reports[@]}"; do rm -f ${list//,/ }; done
  unset reports
done
