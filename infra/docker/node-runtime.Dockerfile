# The runtime every image of the shop runs on: the Node binary and what it needs to start, nothing else
# (no shell, no package manager, no compiler). Built by infra/docker/base.sh from a context holding only
# `node` (the registry's binary of .nvmrc, stripped); the shared objects come from the build
# image (BUILD_IMAGE), so both stages of every Dockerfile run the same glibc:
#   bash infra/docker/base.sh
# No tzdata: Node's ICU carries its own time zones. DNS and /etc/passwd lookups are inside glibc's libc.so.6.
ARG BUILD_IMAGE=node:26.12.1-trixie-slim

FROM ${BUILD_IMAGE} AS root
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
COPY node /rootfs/usr/local/bin/node
# The shared objects `ldd` names for this binary (and the loader), the CA bundle, a user table (uid 10001
# for the processes, so os.userInfo() answers) and a world-writable /tmp.
RUN ldd /rootfs/usr/local/bin/node | grep -o '/[^ ]*' | xargs cp -L --parents -t /rootfs \
 && cp --parents /etc/ssl/certs/ca-certificates.crt /rootfs \
 && printf 'root:x:0:0:root:/root:/nonexistent\nsohnne:x:10001:10001:sohnne:/nonexistent:/nonexistent\n' > /rootfs/etc/passwd \
 && printf 'root:x:0:\nsohnne:x:10001:\n' > /rootfs/etc/group \
 && mkdir -m 1777 /rootfs/tmp

FROM scratch
ARG NODE_VERSION=26.12.1
LABEL org.opencontainers.image.title="sohnne-node-runtime" \
      org.opencontainers.image.version="${NODE_VERSION}" \
      org.opencontainers.image.licenses="MIT"
COPY --from=root /rootfs/ /
ENV PATH=/usr/local/bin NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
USER 10001:10001
# A base image: each image built on it declares its own.
HEALTHCHECK NONE
CMD ["node"]
