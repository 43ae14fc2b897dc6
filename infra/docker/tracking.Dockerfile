# The order-tracking app on its own origin (no dependencies):
#   docker build -f infra/docker/tracking.Dockerfile -t sohnne/tracking:1.0.0 .
# RUNTIME_IMAGE (Node alone): the one `bash infra/docker/base.sh` prints.
ARG RUNTIME_IMAGE=sohnne-local/node-runtime:26.12.1-trixie
FROM ${RUNTIME_IMAGE}
ARG VERSION=dev
ARG SOURCE=https://github.com/sohnne/storefront
LABEL org.opencontainers.image.title="sohnne-tracking" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.source="${SOURCE}" \
      org.opencontainers.image.licenses="UNLICENSED"
ENV NODE_ENV=production TRACKING_PORT=3005
WORKDIR /app
COPY --chown=root:root apps/tracking/package.json apps/tracking/server.mjs ./
COPY --chown=root:root apps/tracking/public public
USER 10001:10001
EXPOSE 3005
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.TRACKING_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]
