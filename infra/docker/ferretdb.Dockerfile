# The database image that stands in for `mongo` where no registry is reachable: FerretDB (MongoDB wire
# protocol) on SQLite. Built by infra/docker/base.sh from a context holding only the `ferretdb` binary
# (built with Go by infra/db), its readiness check `ferretdb-ready` and a minimal Debian root (DEBIAN_IMAGE):
#   bash infra/docker/base.sh
ARG DEBIAN_IMAGE=debian:trixie-slim
FROM ${DEBIAN_IMAGE}
ARG VERSION=dev
LABEL org.opencontainers.image.title="sohnne-ferretdb" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.licenses="Apache-2.0"
COPY --chown=root:root ferretdb ferretdb-ready /usr/local/bin/
# Data and state in the one volume, at mongo's path (a new volume takes this folder's owner).
RUN mkdir -p /data/db && chown 10001:10001 /data/db
VOLUME /data/db
WORKDIR /data/db
USER 10001:10001
EXPOSE 27017
ENTRYPOINT ["ferretdb", "--handler=sqlite", "--sqlite-url=file:/data/db/", "--state-dir=/data/db", \
            "--listen-addr=:27017", "--debug-addr=127.0.0.1:8088", "--telemetry=disable", "--log-level=warn"]
HEALTHCHECK --interval=5s --timeout=3s --start-period=5s --retries=10 CMD ["ferretdb-ready"]
