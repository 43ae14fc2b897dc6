# The trace store of the ops profile of infra/compose and `npm run ops`: Jaeger v2 (one binary: an OTLP
# receiver, in-memory storage and the query API and UI on :16686), where no registry serves
# jaegertracing/jaeger. Built by infra/docker/ops-base.sh from a context holding only the `jaeger` binary,
# built there with Go from the module infra/docker/jaeger pins (static: no C library needed):
#   bash infra/docker/ops-base.sh
ARG DEBIAN_IMAGE=debian:trixie-slim
FROM ${DEBIAN_IMAGE}
ARG VERSION=dev
# Debian trixie's wget.
ARG WGET_VERSION=1.25.0-2
LABEL org.opencontainers.image.title="sohnne-jaeger" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="Apache-2.0"
# wget: the health check, as in the official image (busybox's there).
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "wget=${WGET_VERSION}" >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY --chown=root:root jaeger /usr/local/bin/jaeger
# Its built-in all-in-one configuration listens on every interface of the container.
ENV JAEGER_LISTEN_HOST=0.0.0.0
USER 65534:65534
# OTLP over http, OTLP over gRPC, the query API and UI, and its health check.
EXPOSE 4318 4317 16686 13133
ENTRYPOINT ["/usr/local/bin/jaeger"]
HEALTHCHECK --interval=5s --timeout=3s --start-period=10s --retries=10 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:13133/status"]
