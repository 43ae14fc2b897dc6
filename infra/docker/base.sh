#!/usr/bin/env bash
# The base images the Dockerfiles and compose need, for a host whose Docker cannot pull from a registry:
#   node:  Debian trixie (minimal root made by mmdebstrap, `docker import`ed) with Debian's Node.js 20 and npm;
#   mongo: FerretDB (MongoDB wire protocol on SQLite), built here with Go by infra/db, on Debian trixie.
# When Docker Hub answers, the official images are used and nothing is built.
# Prints the build arguments to use, one `NAME=image` a line on stdout (progress goes to stderr):
#   NODE_IMAGE=…   the `--build-arg NODE_IMAGE` of every Dockerfile
#   DB_IMAGE=…     the database image of infra/compose (with infra/compose/ferretdb.yml when it is FerretDB)
# Idempotent: an image already present is kept (REBUILD_BASE=1 builds it again).
#   bash infra/docker/base.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
OFFICIAL_NODE=node:20.18.1-bookworm-slim
OFFICIAL_DB=mongo:7.0
SUITE=trixie
LOCAL_DEBIAN=sohnne-local/debian:$SUITE
LOCAL_NODE=sohnne-local/node:20-$SUITE
FERRETDB_VERSION=$(node -p "require('./infra/db').FERRETDB_VERSION")
LOCAL_DB=sohnne-local/ferretdb:${FERRETDB_VERSION#v}
say() { echo "[base] $*" >&2; }
have_image() { [ -z "${REBUILD_BASE:-}" ] && docker image inspect "$1" >/dev/null 2>&1; }

if docker pull -q "$OFFICIAL_NODE" >/dev/null 2>&1 && docker pull -q "$OFFICIAL_DB" >/dev/null 2>&1; then
  say "the registry answers: official $OFFICIAL_NODE and $OFFICIAL_DB"
  printf 'NODE_IMAGE=%s\nDB_IMAGE=%s\n' "$OFFICIAL_NODE" "$OFFICIAL_DB"
  exit 0
fi
say "no registry reachable: base images from Debian packages"
command -v mmdebstrap >/dev/null || { say "installing mmdebstrap"; apt-get install -y -qq mmdebstrap >&2; }

# A minimal Debian root with the given packages (no documentation), imported as a Docker image with the
# given environment (NAME=value, or empty); extra arguments go to mmdebstrap.
debian_image() {
  local tag=$1 include=$2 env=$3 rootfs
  shift 3
  if have_image "$tag"; then say "$tag present"; return; fi
  say "building $tag (mmdebstrap --variant=minbase $SUITE${include:+ --include=$include})"
  rootfs=$(mktemp --suffix=.tar)
  nice -n 10 mmdebstrap --quiet --variant=minbase ${include:+--include="$include"} \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' "$@" \
    "$SUITE" "$rootfs" ${DEBIAN_MIRROR:+"$DEBIAN_MIRROR"} >&2
  docker import --change 'CMD ["bash"]' ${env:+--change "ENV $env"} "$rootfs" "$tag" >&2
  rm -f "$rootfs"
}

debian_image "$LOCAL_DEBIAN" "" ""
# npm reaches the registry the way this host does: through the certificate authorities the host added
# (a TLS-inspecting proxy's, say) as well as Debian's; Node reads them from NODE_EXTRA_CA_CERTS.
debian_image "$LOCAL_NODE" "nodejs,npm,ca-certificates" NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
  --customize-hook='cp -r /usr/local/share/ca-certificates/. "$1"/usr/local/share/ca-certificates/ && chroot "$1" update-ca-certificates >/dev/null'

if have_image "$LOCAL_DB"; then
  say "$LOCAL_DB present"
else
  # infra/db builds FerretDB once into .tools (or SOHNNE_TOOLS_DIR) with Go and reuses it after.
  command -v go >/dev/null || { say "FerretDB is built with Go 1.24 or later: install it from https://go.dev/dl/"; exit 1; }
  binary=$(env -u MONGODB_URI nice -n 10 node infra/db/cli.js install | sed -n 's/^\[db\] FerretDB ready at //p')
  context=$(mktemp -d)
  cp "$binary" "$context/ferretdb"
  cp infra/docker/ferretdb-ready.sh "$context/ferretdb-ready"
  say "building $LOCAL_DB"
  DOCKER_BUILDKIT=0 nice -n 10 docker build -q -f infra/docker/ferretdb.Dockerfile \
    --build-arg DEBIAN_IMAGE="$LOCAL_DEBIAN" --build-arg VERSION="$FERRETDB_VERSION" -t "$LOCAL_DB" "$context" >&2
  rm -rf "$context"
fi
printf 'NODE_IMAGE=%s\nDB_IMAGE=%s\n' "$LOCAL_NODE" "$LOCAL_DB"
