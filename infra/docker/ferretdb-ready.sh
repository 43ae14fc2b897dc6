#!/bin/bash
# Exits 0 when FerretDB's own readiness probe answers 200 (bash's /dev/tcp: the image has no HTTP client).
exec 3<>/dev/tcp/127.0.0.1/8088 || exit 1
printf 'GET /debug/readyz HTTP/1.0\r\n\r\n' >&3
head -1 <&3 | grep -q ' 200 '
