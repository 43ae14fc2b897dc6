#!/usr/bin/env bash
# The base images the Dockerfiles and compose need, for the project's one Node (.nvmrc):
#   build:   Node and npm on Debian trixie, for the build stages: the official node:<version>-trixie-slim
#            when Docker Hub answers, else a minimal Debian root (mmdebstrap, `docker import`ed) with the Node
#            binary and npm both from the npm registry (the packages node-linux-<arch> and npm);
#   runtime: what every image runs on: no shell, no npm, no compiler, only the Node binary (symbol tables
#            stripped) and the shared objects it links (glibc, libstdc++, libgcc, libatomic), the CA bundle and
#            /etc/passwd; built here in both cases (infra/docker/node-runtime.Dockerfile), ~125 MB;
#   mongo:   mongo:7.0 when Docker Hub answers, else FerretDB (MongoDB wire protocol on SQLite), built here with
#            Go by infra/db, on Debian trixie.
# Prints the build arguments to use, one `NAME=image` a line on stdout (progress goes to stderr):
#   BUILD_IMAGE=…    the `--build-arg BUILD_IMAGE` of every Dockerfile
#   RUNTIME_IMAGE=…  the `--build-arg RUNTIME_IMAGE` of every Dockerfile
#   DB_IMAGE=…       the database image of infra/compose (with infra/compose/ferretdb.yml when it is FerretDB)
# Idempotent: an image already present is kept (REBUILD_BASE=1 builds it again).
#   bash infra/docker/base.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
NODE_VERSION=$(tr -d ' \n' < .nvmrc)
NPM_VERSION=$(node -p "require('./package.json').packageManager.replace(/^npm@/, '')")
OFFICIAL_BUILD=node:$NODE_VERSION-trixie-slim
OFFICIAL_DB=mongo:7.0
SUITE=trixie
LOCAL_DEBIAN=sohnne-local/debian:$SUITE
LOCAL_BUILD=sohnne-local/node-build:$NODE_VERSION-$SUITE
RUNTIME=sohnne-local/node-runtime:$NODE_VERSION-$SUITE
FERRETDB_VERSION=$(node -p "require('./infra/db').FERRETDB_VERSION")
# Tagged with our patch: an image of the unpatched build is not taken for this one.
LOCAL_DB=sohnne-local/ferretdb:$(node -p "require('./infra/db').FERRETDB_BUILD")
case "$(uname -m)" in x86_64) NODE_ARCH=x64 ;; aarch64) NODE_ARCH=arm64 ;; *) NODE_ARCH=$(uname -m) ;; esac
say() { echo "[base] $*" >&2; }
have_image() { [ -z "${REBUILD_BASE:-}" ] && docker image inspect "$1" >/dev/null 2>&1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The Node binary of .nvmrc from the npm registry, stripped like Debian strips its binaries (150 MB → 117 MB; the dynamic
# symbol table native addons link against stays), and npm beside it: $WORK/node, $WORK/npm/.
fetch_node() {
  [ -x "$WORK/node" ] && return
  command -v strip >/dev/null || { say "installing binutils (strip)"; apt-get install -y -qq binutils >&2; }
  say "node-linux-$NODE_ARCH@$NODE_VERSION and npm@$NPM_VERSION from the npm registry"
  (cd "$WORK" && npm pack --silent "node-linux-$NODE_ARCH@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  tar -xzf "$WORK/node-linux-$NODE_ARCH-$NODE_VERSION.tgz" -C "$WORK" package/bin/node
  strip -o "$WORK/node" "$WORK/package/bin/node"
  mkdir "$WORK/npm"
  tar -xzf "$WORK/npm-$NPM_VERSION.tgz" -C "$WORK/npm" --strip-components=1
  rm -rf "$WORK/package" "$WORK"/*.tgz
}

if docker pull -q "$OFFICIAL_BUILD" >/dev/null 2>&1 && docker pull -q "$OFFICIAL_DB" >/dev/null 2>&1; then
  say "the registry answers: official $OFFICIAL_BUILD and $OFFICIAL_DB"
  BUILD=$OFFICIAL_BUILD DB=$OFFICIAL_DB
else
  say "no registry reachable: base images from Debian packages and the npm registry"
  BUILD=$LOCAL_BUILD DB=$LOCAL_DB
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
  # The build image: Node and npm where the official image has them (/usr/local). npm reaches the registry
  # the way this host does: through the certificate authorities the host added (a TLS-inspecting proxy's,
  # say) as well as Debian's; Node reads them from NODE_EXTRA_CA_CERTS. libatomic1: the Node binary links it.
  have_image "$LOCAL_BUILD" || fetch_node
  debian_image "$LOCAL_BUILD" "ca-certificates,libatomic1" NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
    --customize-hook='cp -r /usr/local/share/ca-certificates/. "$1"/usr/local/share/ca-certificates/ && chroot "$1" update-ca-certificates >/dev/null' \
    --customize-hook="install -m 755 '$WORK/node' \"\$1\"/usr/local/bin/node && cp -r '$WORK/npm' \"\$1\"/usr/local/lib/npm" \
    --customize-hook='ln -s ../lib/npm/bin/npm-cli.js "$1"/usr/local/bin/npm && ln -s ../lib/npm/bin/npx-cli.js "$1"/usr/local/bin/npx'

  if have_image "$LOCAL_DB"; then
    say "$LOCAL_DB present"
  else
    # infra/db builds FerretDB once into .tools (or SOHNNE_TOOLS_DIR) with Go and reuses it after.
    command -v go >/dev/null || { say "FerretDB is built with Go 1.24 or later: install it from https://go.dev/dl/"; exit 1; }
    binary=$(env -u MONGODB_URI nice -n 10 node infra/db/cli.js install | sed -n 's/^\[db\] FerretDB ready at //p')
    mkdir "$WORK/db"
    cp "$binary" "$WORK/db/ferretdb"
    cp infra/docker/ferretdb-ready.sh "$WORK/db/ferretdb-ready"
    say "building $LOCAL_DB"
    DOCKER_BUILDKIT=0 nice -n 10 docker build -q -f infra/docker/ferretdb.Dockerfile \
      --build-arg DEBIAN_IMAGE="$LOCAL_DEBIAN" --build-arg VERSION="$FERRETDB_VERSION" -t "$LOCAL_DB" "$WORK/db" >&2
  fi
fi

# The runtime image, from the build image's shared objects and the stripped Node binary (the same binary
# as the build image's where this script built that one).
if have_image "$RUNTIME"; then
  say "$RUNTIME present"
else
  fetch_node
  mkdir "$WORK/runtime"
  mv "$WORK/node" "$WORK/runtime/node"
  say "building $RUNTIME"
  DOCKER_BUILDKIT=0 nice -n 10 docker build -q -f infra/docker/node-runtime.Dockerfile \
    --build-arg BUILD_IMAGE="$BUILD" --build-arg NODE_VERSION="$NODE_VERSION" -t "$RUNTIME" "$WORK/runtime" >&2
fi
printf 'BUILD_IMAGE=%s\nRUNTIME_IMAGE=%s\nDB_IMAGE=%s\n' "$BUILD" "$RUNTIME" "$DB"
