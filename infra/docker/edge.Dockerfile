# The edge with the shell (browser build and server build) and the seed images:
#   docker build -f infra/docker/edge.Dockerfile -t sohnne/edge:1.0.0 .
# MFE builds are not in it: they are published to SOHNNE_DEPLOY_DIR (a volume or object-store mount)
# by the MFE publisher image, and the edge reads the manifest there on every request.
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
RUN npx turbo run build --filter=@sohnne/shell... --filter=@sohnne/edge... \
 && rm -rf node_modules \
 && npm ci --no-audit --no-fund --prefer-offline --omit=dev --workspace @sohnne/edge --workspace @sohnne/shell

FROM ${NODE_IMAGE}
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-edge" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production PORT=8080 \
    SOHNNE_SHELL_DIR=/app/shell/dist SOHNNE_SHELL_SERVER_DIR=/app/shell/dist-server \
    SOHNNE_MEDIA_DIR=/app/media SOHNNE_DEPLOY_DIR=/srv/deploy
WORKDIR /app
COPY --from=build --chown=root:root /src/node_modules node_modules
COPY --from=build --chown=root:root /src/infra/edge infra/edge
# Whole workspaces: a dependency npm could not hoist lives in the workspace's own node_modules.
COPY --from=build --chown=root:root /src/packages/telemetry packages/telemetry
COPY --from=build --chown=root:root /src/shell shell
COPY --from=build --chown=root:root /src/infra/seed/media media
USER 10001:10001
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"]
CMD ["node", "infra/edge/server.js"]
