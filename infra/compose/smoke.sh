#!/usr/bin/env bash
# The deployment, proven end to end on this host: builds every image (one at a time), starts the shop with
# compose in health order, checks every container healthy, then through the edge's port on 127.0.0.1 only:
# a server-rendered page, an /api read, a sign-in, an add-to-cart and a checkout with the test card; ships
# one MFE with its release job and sees the new version served; proves the edge finishes in-flight
# requests on SIGTERM; stops every container (each within 10 s) and tears everything down.
# With the ops profile: Prometheus has every service, the edge and the page server up and every alert rule
# evaluated without error, and Jaeger holds one checkout's trace across the edge, the page server, commerce
# and catalog (infra/compose/ops-check.mjs); a canary of catalog is judged from that Prometheus (npm run judge).
# Every image's size is printed against its budget (base included): a service 200 MB, the edge (and page
# server) 250 MB, an MFE release job 150 MB; one over budget fails the run, its layers printed.
# Run as root it installs Debian's docker.io and docker-compose when missing and starts the daemon;
# without a registry it uses the base images infra/docker/base.sh builds from Debian packages.
#   bash infra/compose/smoke.sh        (npm run test:deploy)
# SMOKE_EDGE_PORT (8580), SMOKE_TRACKING_PORT (8585), SMOKE_PROMETHEUS_PORT (8586) and SMOKE_TRACES_PORT (8587):
# the ports published on 127.0.0.1; SMOKE_PROJECT (sohnne-smoke): the compose project, so two runs on one host
# stay apart.
set -euo pipefail
cd "$(dirname "$0")/../.."
STARTED=$SECONDS
PROJECT=${SMOKE_PROJECT:-sohnne-smoke}
EDGE_PORT=${SMOKE_EDGE_PORT:-8580}
TRACKING_PORT=${SMOKE_TRACKING_PORT:-8585}
PROMETHEUS_PORT=${SMOKE_PROMETHEUS_PORT:-8586}
TRACES_PORT=${SMOKE_TRACES_PORT:-8587}
BASE_URL="http://127.0.0.1:$EDGE_PORT"
# The checkout's trace: the journey sends its checkout page and its checkout as spans of this one trace.
TRACE_ID=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
RELEASED_VERSION="1.0.1-smoke.$(date +%s)"
# The classic builder: BuildKit would fetch its frontend image from a registry.
export DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0
say() { echo "[smoke] $*"; }
cannot() {
  echo "[smoke] Docker cannot run here: $*." >&2
  exit 2
}

# --- Docker: installed, running, and a compose ------------------------------------------------------
if ! command -v dockerd >/dev/null || ! { docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null; }; then
  [ "$(id -u)" = 0 ] || cannot "docker.io and docker-compose are missing and installing them needs root"
  say "installing Debian's docker.io and docker-compose"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io docker-compose >/dev/null ||
    cannot "apt-get could not install docker.io and docker-compose"
fi
if ! docker info >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || cannot "the Docker daemon is not running and starting it needs root"
  say "starting dockerd (log: /var/log/sohnne-dockerd.log)"
  # Niced: the builds and containers it starts share the host's few cores.
  setsid nice -n 10 dockerd >/var/log/sohnne-dockerd.log 2>&1 < /dev/null &
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || cannot "dockerd did not start ($(tail -1 /var/log/sohnne-dockerd.log))"
fi
if docker compose version >/dev/null 2>&1; then COMPOSE=(docker compose); else COMPOSE=(docker-compose); fi

# --- Base images and the compose environment --------------------------------------------------------
bases=$(bash infra/docker/base.sh)
BUILD_IMAGE=$(sed -n 's/^BUILD_IMAGE=//p' <<<"$bases")
RUNTIME_IMAGE=$(sed -n 's/^RUNTIME_IMAGE=//p' <<<"$bases")
DB_IMAGE=$(sed -n 's/^DB_IMAGE=//p' <<<"$bases")
ops_bases=$(bash infra/docker/ops-base.sh)
PROMETHEUS_IMAGE=$(sed -n 's/^PROMETHEUS_IMAGE=//p' <<<"$ops_bases")
TRACES_IMAGE=$(sed -n 's/^TRACES_IMAGE=//p' <<<"$ops_bases")
FILES=(-f infra/compose/docker-compose.yml)
[[ $DB_IMAGE == mongo:* ]] || FILES+=(-f infra/compose/ferretdb.yml)
ENV_FILE=$(mktemp)
cat >"$ENV_FILE" <<EOF
SESSION_SECRET=$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')
MONGO_PASSWORD=$(od -An -N24 -tx1 /dev/urandom | tr -d ' \n')
MONGO_REPLICA_KEY=$(od -An -N48 -tx1 /dev/urandom | tr -d ' \n')
PUBLISH_ADDRESS=127.0.0.1
EDGE_PORT=$EDGE_PORT
TRACKING_PORT=$TRACKING_PORT
PUBLIC_URL=$BASE_URL
TRACKING_URL=http://127.0.0.1:$TRACKING_PORT
BUILD_IMAGE=$BUILD_IMAGE
RUNTIME_IMAGE=$RUNTIME_IMAGE
DB_IMAGE=$DB_IMAGE
PROMETHEUS_IMAGE=$PROMETHEUS_IMAGE
TRACES_IMAGE=$TRACES_IMAGE
PROMETHEUS_PORT=$PROMETHEUS_PORT
TRACES_PORT=$TRACES_PORT
OTEL_EXPORTER_OTLP_ENDPOINT=http://traces:4318
VERSION=smoke
EOF
compose() { "${COMPOSE[@]}" -p "$PROJECT" "${FILES[@]}" --env-file "$ENV_FILE" --profile ops "$@"; }
# The project's containers (of one service), by compose's labels: the same for compose v1 and v2.
containers() { docker ps -aq --filter "label=com.docker.compose.project=$PROJECT" ${1:+--filter "label=com.docker.compose.service=$1"}; }
say "compose: ${COMPOSE[*]} $(compose version --short 2>/dev/null || true), build base $BUILD_IMAGE, runtime base $RUNTIME_IMAGE, database $DB_IMAGE, ops $PROMETHEUS_IMAGE and $TRACES_IMAGE"

# Names the container, its state and its last log lines; then fails.
fail() {
  local service=$1 message=$2 id
  echo "[smoke] FAILED: $message" >&2
  for id in $(containers "$service"); do
    docker inspect -f '[smoke] container {{.Name}}: {{.State.Status}}, exit {{.State.ExitCode}}{{if .State.Health}}, {{.State.Health.Status}}{{end}}' "$id" >&2 || true
    docker logs --tail 40 "$id" 2>&1 | sed 's/^/    /' >&2 || true
  done
  exit 1
}
teardown() {
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  rm -f "$ENV_FILE"
}
trap teardown EXIT

# The budget of a compose service's image in MB (base included), or nothing for an image without one.
budget() {
  case $1 in
    catalog | content | account | commerce) echo 200 ;;
    edge) echo 250 ;;
    mfe-*) echo 150 ;;
  esac
}
# Prints each image's size (MB, as `docker image ls` counts them) against its budget; fails when one is over,
# after printing what it holds, by layer. Arguments: compose service and image, in pairs.
check_sizes() {
  local service image bytes size limit over=""
  while [ $# -gt 0 ]; do
    service=$1 image=$2
    shift 2
    bytes=$(docker image inspect -f '{{.Size}}' "$image")
    size=$(((bytes + 500000) / 1000000))
    limit=$(budget "$service")
    if [ -z "$limit" ]; then
      printf '    %-44s %4s MB\n' "$image" "$size"
    elif [ "$size" -le "$limit" ]; then
      printf '    %-44s %4s MB  (budget %s MB)\n' "$image" "$size" "$limit"
    else
      printf '    %-44s %4s MB  OVER its budget of %s MB, by layer:\n' "$image" "$size" "$limit"
      docker history --format '{{.Size}}\t{{.CreatedBy}}' "$image" | grep -v '^0B' | cut -c1-150 | sed 's/^/        /'
      over+=" $service"
    fi
  done
  [ -z "$over" ] || fail "${over# }" "over their size budget:$over"
}

# The services that run an image built elsewhere (base.sh and ops-base.sh).
prebuilt() { case $1 in mongo | prometheus | traces) return 0 ;; *) return 1 ;; esac; }

# --- Build every image, one at a time ----------------------------------------------------------------
for service in $(compose config --services); do
  prebuilt "$service" && continue
  built=$SECONDS
  compose build -q "$service" >/tmp/sohnne-smoke-build.log 2>&1 || {
    tail -40 /tmp/sohnne-smoke-build.log >&2
    fail "$service" "the image of $service did not build"
  }
  say "built $service ($((SECONDS - built)) s)"
done
say "image sizes (bases: build $BUILD_IMAGE, runtime $RUNTIME_IMAGE, database $DB_IMAGE):"
check_sizes build "$BUILD_IMAGE" runtime "$RUNTIME_IMAGE" mongo "$DB_IMAGE" \
  prometheus "$PROMETHEUS_IMAGE" traces "$TRACES_IMAGE" \
  $(compose config --services | while read -r service; do
      prebuilt "$service" || [ "$service" = pages ] || echo "$service $(compose config | sed -n "/^  $service:\$/,/^  [a-z]/s/^    image: //p" | head -1)"
    done)

# --- Start in health order and wait until every container is healthy (jobs: exited 0) ----------------
# Sets `waiting` to the services not healthy yet; fails on the first broken one (a job that exited non-zero,
# an unhealthy, exited or restarting server).
check_containers() {
  local id service status health code
  waiting=""
  for id in $(containers); do
    read -r service status health code < <(docker inspect -f '{{index .Config.Labels "com.docker.compose.service"}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}} {{.State.ExitCode}}' "$id")
    if [ "$status" = exited ] && [ "$health" = none ]; then
      [ "$code" = 0 ] || fail "$service" "the job $service exited with $code"
    elif [ "$health" = unhealthy ] || [ "$status" = exited ] || [ "$status" = restarting ]; then
      fail "$service" "$service is $status ($health)"
    elif [ "$health" != healthy ]; then
      waiting+=" $service"
    fi
  done
}
up=$SECONDS
compose up -d >/tmp/sohnne-smoke-up.log 2>&1 || {
  cat /tmp/sohnne-smoke-up.log >&2
  check_containers
  set -- $waiting
  fail "${1:-mongo}" "compose up did not start the shop (waiting for:${waiting:- nothing})"
}
deadline=$((SECONDS + 180))
while check_containers && [ -n "$waiting" ]; do
  set -- $waiting
  [ $SECONDS -lt $deadline ] || fail "$1" "not healthy within 180 s:$waiting"
  sleep 2
done
say "every container healthy or its job done ($((SECONDS - up)) s):"
compose ps

# --- The shop through the edge -----------------------------------------------------------------------
journey() {
  local output
  output=$(node infra/compose/journey.mjs "$@" 2>&1) || {
    echo "$output" | grep -v '^failed-container=' >&2
    fail "$(sed -n 's/^failed-container=//p' <<<"$output")" "the journey through the edge failed"
  }
  echo "$output"
}
journey shop "$BASE_URL" "$TRACE_ID"

# --- The ops profile: Prometheus's targets and rules, the checkout's trace in Jaeger ---------------------
output=$(node infra/compose/ops-check.mjs "http://127.0.0.1:$PROMETHEUS_PORT" "http://127.0.0.1:$TRACES_PORT" "$TRACE_ID" 2>&1) || {
  echo "$output" | grep -v '^failed-container=' >&2
  fail "$(sed -n 's/^failed-container=//p' <<<"$output")" "the ops profile's check failed"
}
echo "$output"

# --- Ship one MFE with its release job ----------------------------------------------------------------
say "shipping catalog $RELEASED_VERSION with its release job"
CATALOG_VERSION=$RELEASED_VERSION compose build -q mfe-catalog >/tmp/sohnne-smoke-build.log 2>&1 || {
  tail -40 /tmp/sohnne-smoke-build.log >&2
  fail mfe-catalog "the release image of catalog $RELEASED_VERSION did not build"
}
CATALOG_VERSION=$RELEASED_VERSION compose run --rm --no-deps mfe-catalog >/tmp/sohnne-smoke-ship.log 2>&1 || {
  cat /tmp/sohnne-smoke-ship.log >&2
  fail mfe-catalog "the release job of catalog $RELEASED_VERSION failed"
}
journey released "$BASE_URL" catalog "$RELEASED_VERSION"
check_sizes mfe-catalog "sohnne/mfe-catalog:$RELEASED_VERSION"

# --- A canary judged from the ops profile's Prometheus ------------------------------------------------
# The released build again, under another version, as a 50 % canary (its release image, not a new build);
# `judge` reads the manifest in the deploy volume and asks Prometheus: no browser has sent a view yet, so
# it answers 4 (not enough data), from that Prometheus.
CANARY_VERSION="$RELEASED_VERSION-canary"
say "shipping catalog $CANARY_VERSION as a 50 % canary and judging it from Prometheus"
CATALOG_VERSION=$RELEASED_VERSION compose run --rm --no-deps mfe-catalog --version "$CANARY_VERSION" --canary 50 \
  >/tmp/sohnne-smoke-ship.log 2>&1 || {
  cat /tmp/sohnne-smoke-ship.log >&2
  fail mfe-catalog "the canary job of catalog $CANARY_VERSION failed"
}
deploy_dir=$(docker volume inspect -f '{{.Mountpoint}}' "${PROJECT}_deploy")
judged=0
output=$(SOHNNE_DEPLOY_DIR=$deploy_dir PROMETHEUS_URL="http://127.0.0.1:$PROMETHEUS_PORT" node infra/scripts/judge.mjs catalog 2>&1) || judged=$?
echo "$output" | sed 's/^/    /'
[ "$judged" = 4 ] && grep -q "Prometheus at http://127.0.0.1:$PROMETHEUS_PORT" <<<"$output" ||
  fail prometheus "npm run judge -- catalog did not answer from Prometheus (exit $judged, 4 expected)"
say "ok: npm run judge -- catalog answered from Prometheus (4: not enough data yet)"

# --- Graceful shutdown: the edge finishes in-flight requests on SIGTERM ------------------------------
edge=$(containers edge)
node infra/compose/graceful.mjs "$EDGE_PORT" "$edge" || fail edge "the edge did not shut down gracefully"

# --- Every container stops on SIGTERM within 10 s (exit 137 would be the SIGKILL after 10 s) -------------
for service in pages tracking catalog content account commerce mongo prometheus traces; do
  id=$(containers "$service")
  stopping=$SECONDS
  docker stop -t 10 "$id" >/dev/null
  code=$(docker inspect -f '{{.State.ExitCode}}' "$id")
  [ "$code" != 137 ] || fail "$service" "$service did not stop on SIGTERM within 10 s"
  say "stopped $service on SIGTERM in $((SECONDS - stopping)) s (exit $code)"
done

say "passed in $((SECONDS - STARTED)) s"
