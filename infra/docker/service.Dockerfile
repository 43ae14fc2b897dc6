# syntax=docker/dockerfile:1
# One image per service, from the repository root:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=catalog -t sohnne/catalog-service:1.0.0 .
ARG NODE_IMAGE=node:20.18.1-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG SERVICE
WORKDIR /src
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1 CI=true
COPY . .
# The service's workspace and its workspace dependencies only; turbo builds them in order.
RUN npm ci --no-audit --no-fund --include-workspace-root --workspace "@sohnne/${SERVICE}-service" \
 && npx turbo run build --filter="@sohnne/${SERVICE}-service..." \
 && rm -rf node_modules \
 && npm ci --no-audit --no-fund --omit=dev --workspace "@sohnne/${SERVICE}-service" \
 && npm cache clean --force

FROM ${NODE_IMAGE}
ARG SERVICE
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-${SERVICE}-service" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production PORT=3000 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=root:root /src/node_modules node_modules
COPY --from=build --chown=root:root /src/packages/telemetry/package.json packages/telemetry/package.json
COPY --from=build --chown=root:root /src/packages/telemetry/dist packages/telemetry/dist
COPY --from=build --chown=root:root /src/packages/service-kit/package.json packages/service-kit/package.json
COPY --from=build --chown=root:root /src/packages/service-kit/dist packages/service-kit/dist
COPY --from=build --chown=root:root /src/services/${SERVICE}/package.json services/${SERVICE}/package.json
COPY --from=build --chown=root:root /src/services/${SERVICE}/dist services/${SERVICE}/dist
# Files owned by root, the process an unprivileged user: the code cannot be changed at run time (the root filesystem is read-only too).
USER 10001:10001
WORKDIR /app/services/${SERVICE}
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
