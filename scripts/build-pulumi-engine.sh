#!/usr/bin/env bash
# Builds the real Pulumi CLI and the Node.js and YAML language hosts from the Go module proxy
# into a cache outside the repository, keyed by version, so every clone on this machine reuses it:
#   $VERCEL_PULUMI_CACHE/pulumi-v$PULUMI_VERSION/bin/{pulumi,pulumi-language-nodejs,pulumi-language-yaml}
# Idempotent: exits at once when every binary of the pinned versions is already there.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=toolchain.env
. "$here/toolchain.env"

V="$PULUMI_VERSION"
CACHE="${VERCEL_PULUMI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/vercel-pulumi}"
ROOT="$CACHE/pulumi-v$V"
BIN="$ROOT/bin"
BUILD="$CACHE/build-v$V"
CLIPBOARD_FORK="github.com/tgummerer/clipboard@v0.0.0-20241001131231-d02d263e614e"
LDFLAGS="-w -s -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v$V"

# A binary counts as built when its stamp names the version it was built from.
is_built() { [ -x "$BIN/$1" ] && [ -f "$BIN/$1.version" ] && [ "$(cat "$BIN/$1.version")" = "v$2" ]; }

if is_built pulumi "$V" && is_built pulumi-language-nodejs "$LANGHOST_SDK_VERSION" \
   && is_built pulumi-language-yaml "$YAML_LANGHOST_VERSION"; then
  echo "$BIN"
  exit 0
fi

# Go lives in /usr/local/go on this machine kind; a non-login shell may not have it on PATH.
command -v go >/dev/null || export PATH="$PATH:/usr/local/go/bin"
command -v go >/dev/null || { echo "build-pulumi-engine: 'go' is not on PATH; the Pulumi CLI is built from the Go module proxy" >&2; exit 1; }
mkdir -p "$BIN" "$BUILD/cli" "$BUILD/langhost" "$BUILD/langhost-yaml"
# Upstream's release flags (.goreleaser.yml): static, trimmed, pure-Go user lookup, grpc without x/net/trace.
# GOTOOLCHAIN=local: never download a Go toolchain; the pinned release must build with the machine's go.
export CGO_ENABLED=0 GOFLAGS=-mod=mod GOTOOLCHAIN=local

# Each binary gets its own wrapper module so MVS cannot raise one's dependencies for the other.
# `go get` in our own main module ignores the replace directives of pkg's go.mod, which is
# what makes a proxy build possible (go install pkg@version refuses modules with replaces).
init_wrapper() {
  cd "$1"
  rm -f go.mod go.sum
  printf 'module local/%s\n\ngo 1.25.11\n' "$2" > go.mod
  go mod edit -replace="github.com/atotto/clipboard=$CLIPBOARD_FORK"
}
check_versions() { # pkg and sdk must both be exactly the engine's version
  local got
  got="$(go list -m -f '{{.Version}}' github.com/pulumi/pulumi/pkg/v3 github.com/pulumi/pulumi/sdk/v3 | sort -u)"
  [ "$got" = "v$V" ] || { echo "build-pulumi-engine: MVS picked pkg/sdk '$got', expected v$V" >&2; exit 1; }
}

if ! is_built pulumi "$V"; then
  echo "build-pulumi-engine: building pulumi v$V (cold builds take several minutes)" >&2
  init_wrapper "$BUILD/cli" pulumi-cli-build
  go get "github.com/pulumi/pulumi/pkg/v3@v$V" "github.com/pulumi/pulumi/sdk/v3@v$V"
  check_versions
  go build -trimpath -tags osusergo,grpcnotrace -ldflags "$LDFLAGS" -o "$BIN/pulumi.tmp" github.com/pulumi/pulumi/pkg/v3/cmd/pulumi
  mv "$BIN/pulumi.tmp" "$BIN/pulumi"
  echo "v$V" > "$BIN/pulumi.version"
fi

if ! is_built pulumi-language-nodejs "$LANGHOST_SDK_VERSION"; then
  echo "build-pulumi-engine: building pulumi-language-nodejs from sdk/v3 v$LANGHOST_SDK_VERSION (see toolchain.env)" >&2
  init_wrapper "$BUILD/langhost" pulumi-langhost-build
  go get "github.com/pulumi/pulumi/sdk/v3@v$LANGHOST_SDK_VERSION"
  go build -trimpath -tags osusergo,grpcnotrace \
    -ldflags "-w -s -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=v$LANGHOST_SDK_VERSION" \
    -o "$BIN/pulumi-language-nodejs.tmp" github.com/pulumi/pulumi/sdk/v3/nodejs/cmd/pulumi-language-nodejs
  mv "$BIN/pulumi-language-nodejs.tmp" "$BIN/pulumi-language-nodejs"
  echo "v$LANGHOST_SDK_VERSION" > "$BIN/pulumi-language-nodejs.version"
fi

if ! is_built pulumi-language-yaml "$YAML_LANGHOST_VERSION"; then
  echo "build-pulumi-engine: building pulumi-language-yaml v$YAML_LANGHOST_VERSION on pkg v$V (see toolchain.env)" >&2
  init_wrapper "$BUILD/langhost-yaml" pulumi-langhost-yaml-build
  # Raised to the engine's pkg/sdk so the build reuses the modules (and compiled packages) the
  # engine build already has.
  go get "github.com/pulumi/pulumi-yaml@v$YAML_LANGHOST_VERSION" \
    "github.com/pulumi/pulumi/pkg/v3@v$V" "github.com/pulumi/pulumi/sdk/v3@v$V"
  check_versions
  go build -trimpath -tags osusergo,grpcnotrace \
    -ldflags "-w -s -X github.com/pulumi/pulumi-yaml/pkg/version.Version=v$YAML_LANGHOST_VERSION" \
    -o "$BIN/pulumi-language-yaml.tmp" github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml
  mv "$BIN/pulumi-language-yaml.tmp" "$BIN/pulumi-language-yaml"
  echo "v$YAML_LANGHOST_VERSION" > "$BIN/pulumi-language-yaml.version"
fi

"$BIN/pulumi" version >&2
echo "$BIN"
