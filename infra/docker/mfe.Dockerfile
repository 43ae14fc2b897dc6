# syntax=docker/dockerfile:1
# A release job for ONE MFE: builds it at VERSION and, when run, publishes the browser and server
# builds to SOHNNE_DEPLOY_DIR (the volume or object-store mount the edge reads) and moves the manifest
# pointer (refusing a version whose routes collide with another MFE's):
#   docker build -f infra/docker/mfe.Dockerfile --build-arg MFE=catalog --build-arg VERSION=1.4.0 -t sohnne/mfe-catalog:1.4.0 .
#   docker run --rm -v sohnne-deploy:/srv/deploy sohnne/mfe-catalog:1.4.0            # everyone
#   docker run --rm -v sohnne-deploy:/srv/deploy sohnne/mfe-catalog:1.4.0 --canary 10 # a canary
ARG NODE_IMAGE=node:20.18.1-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG MFE
ARG VERSION=dev
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1 CI=true MFE_VERSION=${VERSION}
COPY . .
RUN npm ci --no-audit --no-fund --include-workspace-root --workspace "@sohnne/mfe-${MFE}" --workspace @sohnne/scripts \
 && npx turbo run build --filter="@sohnne/mfe-${MFE}" \
 && rm -rf node_modules \
 && npm ci --no-audit --no-fund --omit=dev --workspace @sohnne/scripts \
 && npm cache clean --force

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
COPY --from=build --chown=root:root /src/mfe-${MFE}/package.json mfe-${MFE}/package.json
COPY --from=build --chown=root:root /src/mfe-${MFE}/dist mfe-${MFE}/dist
COPY --from=build --chown=root:root /src/mfe-${MFE}/dist-server mfe-${MFE}/dist-server
USER 10001:10001
# A job, not a server: it publishes and exits.
HEALTHCHECK NONE
ENTRYPOINT ["sh", "-c", "exec node infra/scripts/ship.mjs \"$MFE\" --version \"$MFE_VERSION\" --prebuilt \"$@\"", "ship"]
