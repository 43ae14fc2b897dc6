# The seed job: idempotent upserts of the demo catalogue, content and customer into MONGODB_URI.
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
RUN rm -rf node_modules && npm ci --no-audit --no-fund --prefer-offline --omit=dev --workspace @sohnne/seed

FROM ${NODE_IMAGE}
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-seed" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=root:root /src/node_modules node_modules
COPY --from=build --chown=root:root /src/infra/db infra/db
COPY --from=build --chown=root:root /src/infra/seed infra/seed
USER 10001:10001
# A job, not a server: it seeds and exits.
HEALTHCHECK NONE
CMD ["node", "infra/seed/seed.js"]
