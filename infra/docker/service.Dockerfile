# One image per service, from the repository root:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=catalog -t sohnne/catalog-service:1.0.0 .
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
ARG SERVICE
# The service and its workspace dependencies (turbo builds them in order), then its production dependencies only.
RUN npx turbo run build --filter="@sohnne/${SERVICE}-service..." \
 && rm -rf node_modules \
 && npm ci --no-audit --no-fund --prefer-offline --omit=dev --workspace "@sohnne/${SERVICE}-service"

FROM ${NODE_IMAGE}
ARG SERVICE
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-${SERVICE}-service" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
# HOST: every interface of the container (a service alone on a host listens on 127.0.0.1 only).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=root:root /src/node_modules node_modules
# Whole workspaces: a dependency npm could not hoist lives in the workspace's own node_modules.
COPY --from=build --chown=root:root /src/packages/telemetry packages/telemetry
COPY --from=build --chown=root:root /src/packages/service-kit packages/service-kit
COPY --from=build --chown=root:root /src/packages/listing-query packages/listing-query
COPY --from=build --chown=root:root /src/services/${SERVICE} services/${SERVICE}
# Files owned by root, the process an unprivileged user: the code cannot be changed at run time (the root filesystem is read-only too).
USER 10001:10001
WORKDIR /app/services/${SERVICE}
EXPOSE 3000
# A long start period: a booting service on a busy host is not yet unhealthy (the first success ends it).
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
