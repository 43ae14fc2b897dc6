#!/usr/bin/env bash
# The images of the ops stack (the `ops` profile of infra/compose and `npm run ops`):
#   prometheus: prom/prometheus when Docker Hub answers, else Debian's package on the minimal Debian root
#               of infra/docker/base.sh (infra/docker/prometheus.Dockerfile);
#   traces:     jaegertracing/jaeger (v2) when Docker Hub answers, else the same Jaeger built here with Go
#               from the module infra/docker/jaeger pins (infra/docker/jaeger.Dockerfile); the binary is
#               kept in .tools (or SOHNNE_TOOLS_DIR) and reused.
# Prints one `NAME=image` a line on stdout (progress goes to stderr):
#   PROMETHEUS_IMAGE=…  the image of the compose service `prometheus`
#   TRACES_IMAGE=…      the image of the compose service `traces`
# Idempotent: an image already present is kept (REBUILD_BASE=1 builds it again).
#   bash infra/docker/ops-base.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
# The Jaeger module's version and the Jaeger v2 release it is (the repository tags both on one commit).
JAEGER_MODULE=$(sed -n 's/^\tgithub.com\/jaegertracing\/jaeger \(v[^ ]*\).*/\1/p' infra/docker/jaeger/go.mod)
JAEGER_RELEASE=2.13.0
PROMETHEUS_RELEASE=2.53.3
# Debian trixie's package of that release.
PROMETHEUS_DEBIAN=2.53.3+ds1-2
SUITE=trixie
LOCAL_DEBIAN=sohnne-local/debian:$SUITE
LOCAL_PROMETHEUS=sohnne-local/prometheus:$PROMETHEUS_RELEASE-$SUITE
LOCAL_TRACES=sohnne-local/jaeger:$JAEGER_RELEASE
TOOLS_DIR=${SOHNNE_TOOLS_DIR:-$PWD/.tools}
say() { echo "[ops-base] $*" >&2; }
have_image() { [ -z "${REBUILD_BASE:-}" ] && docker image inspect "$1" >/dev/null 2>&1; }

if docker pull -q "prom/prometheus:v$PROMETHEUS_RELEASE" >/dev/null 2>&1 &&
  docker pull -q "jaegertracing/jaeger:$JAEGER_RELEASE" >/dev/null 2>&1; then
  say "the registry answers: official prom/prometheus:v$PROMETHEUS_RELEASE and jaegertracing/jaeger:$JAEGER_RELEASE"
  printf 'PROMETHEUS_IMAGE=%s\nTRACES_IMAGE=%s\n' "prom/prometheus:v$PROMETHEUS_RELEASE" "jaegertracing/jaeger:$JAEGER_RELEASE"
  exit 0
fi
say "no registry reachable: Prometheus from Debian's package, Jaeger from its Go modules"
# The minimal Debian root both build on (base.sh builds it where no registry answers).
have_image "$LOCAL_DEBIAN" || docker image inspect "$LOCAL_DEBIAN" >/dev/null 2>&1 || bash infra/docker/base.sh >/dev/null
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if have_image "$LOCAL_PROMETHEUS"; then
  say "$LOCAL_PROMETHEUS present"
else
  say "building $LOCAL_PROMETHEUS"
  DOCKER_BUILDKIT=0 nice -n 10 docker build -q -f infra/docker/prometheus.Dockerfile \
    --build-arg DEBIAN_IMAGE="$LOCAL_DEBIAN" --build-arg VERSION="$PROMETHEUS_RELEASE" --build-arg DEBIAN_VERSION="$PROMETHEUS_DEBIAN" -t "$LOCAL_PROMETHEUS" "$WORK" >&2
fi

if have_image "$LOCAL_TRACES"; then
  say "$LOCAL_TRACES present"
else
  binary=$TOOLS_DIR/jaeger-$JAEGER_MODULE/jaeger
  if [ ! -x "$binary" ]; then
    command -v go >/dev/null || { say "Jaeger is built with Go 1.25 or later: install it from https://go.dev/dl/"; exit 1; }
    say "building Jaeger $JAEGER_RELEASE (module $JAEGER_MODULE) with Go into $binary (several minutes, once)"
    mkdir -p "$(dirname "$binary")"
    (cd infra/docker/jaeger && CGO_ENABLED=0 nice -n 10 go build -trimpath -ldflags='-s -w' -o "$binary.partial" \
      github.com/jaegertracing/jaeger/cmd/jaeger) >&2
    mv "$binary.partial" "$binary"
  fi
  cp "$binary" "$WORK/jaeger"
  say "building $LOCAL_TRACES"
  DOCKER_BUILDKIT=0 nice -n 10 docker build -q -f infra/docker/jaeger.Dockerfile \
    --build-arg DEBIAN_IMAGE="$LOCAL_DEBIAN" --build-arg VERSION="$JAEGER_RELEASE" -t "$LOCAL_TRACES" "$WORK" >&2
fi
printf 'PROMETHEUS_IMAGE=%s\nTRACES_IMAGE=%s\n' "$LOCAL_PROMETHEUS" "$LOCAL_TRACES"
