# The seed job: idempotent upserts of the demo catalogue, content and customer into MONGODB_URI.
# BUILD_IMAGE (Node and npm) and RUNTIME_IMAGE (Node alone): the ones `bash infra/docker/base.sh` prints.
ARG BUILD_IMAGE=node:26.12.1-trixie-slim
ARG RUNTIME_IMAGE=sohnne-local/node-runtime:26.12.1-trixie

# The seed's own workspace (turbo prune); out/json holds the manifests alone, so dependencies install again
# only when those change.
FROM ${BUILD_IMAGE} AS prune
WORKDIR /src
COPY package.json .
RUN npm install -g --no-audit --no-fund "turbo@$(node -p "require('./package.json').devDependencies.turbo")"
COPY . .
RUN turbo prune @sohnne/seed --docker && cp tsconfig*.json out/full/

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
ENV TURBO_TELEMETRY_DISABLED=1 CI=true
COPY --from=prune /src/out/json/ .
RUN npm ci --no-audit --no-fund
COPY --from=prune /src/out/full/ .
COPY infra/docker/runtime-tree.sh /usr/local/bin/
# The demo orders are worked out with commerce's own rules (its build), then what the seed runs on alone.
RUN npx turbo run build --filter="@sohnne/seed..." \
 && sh /usr/local/bin/runtime-tree.sh @sohnne/seed /app

FROM ${RUNTIME_IMAGE}
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-seed" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production
COPY --from=build --chown=root:root /app /app
WORKDIR /app
USER 10001:10001
# A job, not a server: it seeds and exits.
HEALTHCHECK NONE
CMD ["node", "infra/seed/seed.js"]
