# One image per service, from the repository root:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=catalog -t sohnne/catalog-service:1.0.0 .
# BUILD_IMAGE (Node and npm) and RUNTIME_IMAGE (Node alone): the ones `bash infra/docker/base.sh` prints.
ARG BUILD_IMAGE=node:26.12.1-trixie-slim
ARG RUNTIME_IMAGE=sohnne-local/node-runtime:26.12.1-trixie

# The service's own workspace (turbo prune): its package, the workspaces it depends on and their part of the
# lockfile (plus the root tsconfigs the builds extend); out/json holds the manifests alone, so dependencies
# install again only when those change.
FROM ${BUILD_IMAGE} AS prune
WORKDIR /src
COPY package.json .
RUN npm install -g --no-audit --no-fund "turbo@$(node -p "require('./package.json').devDependencies.turbo")"
COPY . .
ARG SERVICE
RUN turbo prune "@sohnne/${SERVICE}-service" --docker && cp tsconfig*.json out/full/

FROM ${BUILD_IMAGE} AS build
WORKDIR /src
ENV TURBO_TELEMETRY_DISABLED=1 CI=true
COPY --from=prune /src/out/json/ .
RUN npm ci --no-audit --no-fund
COPY --from=prune /src/out/full/ .
COPY infra/docker/runtime-tree.sh /usr/local/bin/
ARG SERVICE
# The service and its workspace dependencies (turbo builds them in order), then what it runs on alone.
RUN npx turbo run build --filter="@sohnne/${SERVICE}-service..." \
 && sh /usr/local/bin/runtime-tree.sh "@sohnne/${SERVICE}-service" /app

FROM ${RUNTIME_IMAGE}
ARG SERVICE
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-${SERVICE}-service" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
# HOST: every interface of the container (a service alone on a host listens on 127.0.0.1 only).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SERVICE=${SERVICE}
# Files owned by root, the process an unprivileged user: the code cannot be changed at run time (the root filesystem is read-only too).
COPY --from=build --chown=root:root /app /app
USER 10001:10001
WORKDIR /app/services/${SERVICE}
EXPOSE 3000
# A long start period: a booting service on a busy host is not yet unhealthy (the first success ends it).
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
