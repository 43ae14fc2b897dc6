# A release job for ONE MFE: builds it at VERSION and, when run, publishes the browser and server
# builds to SOHNNE_DEPLOY_DIR (the volume or object-store mount the edge reads) and moves the manifest
# pointer (refusing a version whose routes collide with another MFE's):
#   docker build -f infra/docker/mfe.Dockerfile --build-arg MFE=catalog --build-arg VERSION=1.4.0 -t sohnne/mfe-catalog:1.4.0 .
#   docker run --rm -v sohnne-deploy:/srv/deploy sohnne/mfe-catalog:1.4.0            # everyone
#   docker run --rm -v sohnne-deploy:/srv/deploy sohnne/mfe-catalog:1.4.0 --canary 10 # a canary
# BUILD_IMAGE (Node and npm) and RUNTIME_IMAGE (Node alone): the ones `bash infra/docker/base.sh` prints.
ARG BUILD_IMAGE=node:26.12.1-trixie-slim
ARG RUNTIME_IMAGE=sohnne-local/node-runtime:26.12.1-trixie

# The MFE's and the release scripts' own workspace (turbo prune), plus the root configurations the build
# extends; out/json holds the manifests alone, so dependencies install again only when those change. The
# shell's too, for the build only: packages/platform imports single-spa, which only the shell declares.
FROM ${BUILD_IMAGE} AS prune
WORKDIR /src
COPY package.json .
RUN npm install -g --no-audit --no-fund "turbo@$(node -p "require('./package.json').devDependencies.turbo")"
COPY . .
ARG MFE
RUN turbo prune "@sohnne/mfe-${MFE}" @sohnne/scripts @sohnne/shell --docker && cp tsconfig*.json out/full/

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1 CI=true
COPY --from=prune /src/out/json/ .
RUN npm ci --no-audit --no-fund
COPY --from=prune /src/out/full/ .
COPY infra/docker/runtime-tree.sh /usr/local/bin/
ARG MFE
ARG VERSION=dev
# The version is in the build (its public path), so a new VERSION rebuilds from here on only. The job runs
# the release scripts on their own dependencies; ship's route check matches with the run time's own
# matcher, read from its one source file.
RUN MFE_VERSION="${VERSION}" npx turbo run build --filter="@sohnne/mfe-${MFE}" \
 && sh /usr/local/bin/runtime-tree.sh @sohnne/scripts /app \
 && cp --parents package.json packages/platform/src/path-pattern.ts "mfe-${MFE}/package.json" /app \
 && cp -r --parents "mfe-${MFE}/dist" "mfe-${MFE}/dist-server" /app \
 && mkdir -p /srv/deploy

FROM ${RUNTIME_IMAGE}
ARG MFE
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-mfe-${MFE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production MFE=${MFE} MFE_VERSION=${VERSION} SOHNNE_DEPLOY_DIR=/srv/deploy
COPY --from=build --chown=root:root /app /app
# A new deploy volume takes this folder's owner: the job publishes into it without being root.
COPY --from=build --chown=10001:10001 /srv/deploy /srv/deploy
WORKDIR /app
USER 10001:10001
# A job, not a server: it publishes and exits.
HEALTHCHECK NONE
# No shell in the image: MFE and MFE_VERSION become ship's arguments here; `docker run` arguments follow them.
ENTRYPOINT ["node", "--input-type=module", "-e", "process.argv.splice(1, 0, process.env.MFE, '--version', process.env.MFE_VERSION, '--prebuilt'); await import('/app/infra/scripts/ship.mjs');", "--"]
