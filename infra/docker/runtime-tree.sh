#!/bin/sh
# Copies what one workspace needs at run time out of an installed (pruned) tree, into OUT, at the same paths:
# the packages its production dependencies reach and nothing else, as npm itself resolves them
# (`npm ls --omit=dev`, through the workspaces it depends on); a workspace it reaches comes with its link
# in node_modules and its own files but not its sources or tests. `npm ci --omit=dev` cannot do this: it keeps
# whatever any workspace of the tree needs. Run in the tree's root, after the build:
#   sh runtime-tree.sh @sohnne/catalog-service /out
set -eu
target=$1 out=$2 root=$PWD
npm ls --omit=dev --all --parseable --workspace "$target" | grep -vx "$root" | sort -u | while read -r dir; do
  rel=${dir#"$root"/}
  if [ -L "$dir" ]; then
    workspace=$(realpath --relative-to="$root" "$dir")
    mkdir -p "$out/$(dirname "$rel")" "$out/$workspace"
    cp -P "$dir" "$out/$rel"
    find "$workspace" -mindepth 1 -maxdepth 1 ! -name node_modules ! -name src ! -name test ! -name bench \
      ! -name 'tsconfig*.json' ! -name 'jest.config.*' ! -name '*.d.ts' -exec cp -a -t "$out/$workspace" {} +
  else
    mkdir -p "$out/$rel"
    find "$dir" -mindepth 1 -maxdepth 1 ! -name node_modules -exec cp -a -t "$out/$rel" {} +
  fi
done
# What no process reads at run time in the packages: source maps, type declarations, TypeScript sources,
# documentation (licences stay).
find "$out" -type f -path '*/node_modules/*' \( -name '*.map' -o -name '*.ts' -o -name '*.mts' -o -name '*.cts' \
  -o -name '*.md' -o -name '*.markdown' \) -delete
