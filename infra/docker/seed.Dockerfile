# syntax=docker/dockerfile:1
# The seed job: idempotent upserts of the demo catalogue, content and customer into MONGODB_URI.
ARG NODE_IMAGE=node:20.18.1-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
COPY . .
RUN npm ci --no-audit --no-fund --omit=dev --workspace @sohnne/seed && npm cache clean --force

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
