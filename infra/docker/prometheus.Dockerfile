# Prometheus for the ops profile of infra/compose and `npm run ops`, from Debian's package (prometheus,
# with promtool) on the minimal Debian root infra/docker/base.sh builds, where no registry serves
# prom/prometheus. Built by infra/docker/ops-base.sh; the configuration and the rules are mounted:
#   bash infra/docker/ops-base.sh
ARG DEBIAN_IMAGE=debian:trixie-slim
FROM ${DEBIAN_IMAGE}
ARG VERSION=dev
# Debian trixie's package of Prometheus VERSION (infra/docker/ops-base.sh passes both).
ARG DEBIAN_VERSION=2.53.3+ds1-2
LABEL org.opencontainers.image.title="sohnne-prometheus" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="Apache-2.0"
# The package's own user and init files are unused here: the container runs it as nobody.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "prometheus=${DEBIAN_VERSION}" >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
 && mkdir -p /prometheus && chown 65534:65534 /prometheus
VOLUME /prometheus
WORKDIR /prometheus
USER 65534:65534
EXPOSE 9090
ENTRYPOINT ["/usr/bin/prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus", \
     "--web.listen-address=:9090"]
HEALTHCHECK --interval=5s --timeout=3s --start-period=10s --retries=10 \
  CMD ["promtool", "check", "ready", "--url=http://127.0.0.1:9090"]
