# A release job for ONE MFE: builds it at VERSION and, when run, publishes the browser and server
# builds to SOHNNE_DEPLOY_DIR (the volume or object-store mount the edge reads) and moves the manifest
# pointer (refusing a version whose routes collide with another MFE's):
#   docker build -f infra/docker/mfe.Dockerfile --build-arg MFE=catalog --build-arg VERSION=1.4.0 -t sohnne/mfe-catalog:1.4.0 .
#   docker run --rm -v sohnne-deploy:/srv/deploy sohnne/mfe-catalog:1.4.0            # everyone
#   docker run --rm -v sohnne-deploy:/srv/deploy sohnne/mfe-catalog:1.4.0 --canary 10 # a canary
# NODE_IMAGE: any Node 20+ image; where no registry is reachable, the one infra/docker/base.sh builds from Debian.
ARG NODE_IMAGE=node:20.18.1-bookworm-slim

# The package manifests alone (and the one bin target), so that dependencies install again only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -path ./infra/db/cli.js -delete

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1 CI=true
COPY --from=manifests /src .
# Every workspace's dependencies, with the same instructions in every Dockerfile of the repository: the
# first image built installs them, the others reuse that layer from the build cache.
RUN npm ci --no-audit --no-fund
COPY . .
ARG MFE
ARG VERSION=dev
# The version is in the build (its public path), so a new VERSION rebuilds from here on only.
RUN MFE_VERSION="${VERSION}" npx turbo run build --filter="@sohnne/mfe-${MFE}" \
 && rm -rf node_modules \
 && npm ci --no-audit --no-fund --prefer-offline --omit=dev --workspace @sohnne/scripts

FROM ${NODE_IMAGE}
ARG MFE
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-mfe-${MFE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production MFE=${MFE} MFE_VERSION=${VERSION} SOHNNE_DEPLOY_DIR=/srv/deploy
WORKDIR /app
COPY --from=build --chown=root:root /src/node_modules node_modules
COPY --from=build --chown=root:root /src/package.json package.json
COPY --from=build --chown=root:root /src/infra/scripts infra/scripts
# ship's route check matches with the run time's own matcher, transpiled from this one source file.
COPY --from=build --chown=root:root /src/packages/platform/src/path-pattern.ts packages/platform/src/path-pattern.ts
COPY --from=build --chown=root:root /src/mfe-${MFE}/package.json mfe-${MFE}/package.json
COPY --from=build --chown=root:root /src/mfe-${MFE}/dist mfe-${MFE}/dist
COPY --from=build --chown=root:root /src/mfe-${MFE}/dist-server mfe-${MFE}/dist-server
# A new deploy volume takes this folder's owner: the job publishes into it without being root.
RUN mkdir -p /srv/deploy && chown 10001:10001 /srv/deploy
USER 10001:10001
# A job, not a server: it publishes and exits.
HEALTHCHECK NONE
ENTRYPOINT ["sh", "-c", "exec node infra/scripts/ship.mjs \"$MFE\" --version \"$MFE_VERSION\" --prebuilt \"$@\"", "ship"]
