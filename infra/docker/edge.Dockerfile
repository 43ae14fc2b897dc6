# The edge with the shell (browser build and server build) and the seed images:
#   docker build -f infra/docker/edge.Dockerfile -t sohnne/edge:1.0.0 .
# MFE builds are not in it: they are published to SOHNNE_DEPLOY_DIR (a volume or object-store mount)
# by the MFE publisher image, and the edge reads the manifest there on every request.
# BUILD_IMAGE (Node and npm) and RUNTIME_IMAGE (Node alone): the ones `bash infra/docker/base.sh` prints.
ARG BUILD_IMAGE=node:26.12.1-trixie-slim
ARG RUNTIME_IMAGE=sohnne-local/node-runtime:26.12.1-trixie

# The edge's and the shell's own workspace (turbo prune), plus the root configurations the builds extend;
# out/json holds the manifests alone, so dependencies install again only when those change.
FROM ${BUILD_IMAGE} AS prune
WORKDIR /src
COPY package.json .
RUN npm install -g --no-audit --no-fund "turbo@$(node -p "require('./package.json').devDependencies.turbo")"
COPY . .
RUN turbo prune @sohnne/edge @sohnne/shell --docker && cp tsconfig*.json out/full/

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1 CI=true
COPY --from=prune /src/out/json/ .
RUN npm ci --no-audit --no-fund
COPY --from=prune /src/out/full/ .
COPY infra/docker/runtime-tree.sh /usr/local/bin/
# The shell's server build is one bundle (its packages inside): only the edge's dependencies run beside it,
# and the page server's entry (shell/src/server/page-server.cjs) with the edge's configuration.
RUN npx turbo run build --filter=@sohnne/shell... --filter=@sohnne/edge... \
 && sh /usr/local/bin/runtime-tree.sh @sohnne/edge /app \
 && cp -r --parents shell/package.json shell/dist shell/dist-server shell/src/server/page-server.cjs /app

FROM ${RUNTIME_IMAGE}
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-edge" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production PORT=8080 \
    SOHNNE_SHELL_DIR=/app/shell/dist SOHNNE_SHELL_SERVER_DIR=/app/shell/dist-server \
    SOHNNE_MEDIA_DIR=/app/media SOHNNE_DEPLOY_DIR=/srv/deploy
COPY --from=build --chown=root:root /app /app
COPY --chown=root:root infra/seed/media /app/media
WORKDIR /app
USER 10001:10001
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"]
CMD ["node", "infra/edge/server.js"]
