#!/usr/bin/env bash
# Builds `crane` (github.com/google/go-containerregistry/cmd/crane), the registry client the
# container registry's real-client spec and bench push and pull with, from the Go module proxy into
# the cache outside the repository, keyed by version, like the Pulumi engine:
#   $VERCEL_PULUMI_CACHE/crane-v$CRANE_VERSION/bin/crane
# Idempotent: exits at once when the pinned version is already built. Prints the binary's path.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=toolchain.env
. "$here/toolchain.env"

CACHE="${VERCEL_PULUMI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/vercel-pulumi}"
BIN="$CACHE/crane-v$CRANE_VERSION/bin"
BUILD="$CACHE/build-crane-v$CRANE_VERSION"

if [ -x "$BIN/crane" ] && [ "$(cat "$BIN/crane.version" 2>/dev/null)" = "v$CRANE_VERSION" ]; then
  echo "$BIN/crane"
  exit 0
fi

command -v go >/dev/null || export PATH="$PATH:/usr/local/go/bin"
command -v go >/dev/null || { echo "build-crane: 'go' is not on PATH; crane is built from the Go module proxy" >&2; exit 1; }
echo "build-crane: building crane v$CRANE_VERSION" >&2
mkdir -p "$BIN" "$BUILD"
export CGO_ENABLED=0 GOFLAGS=-mod=mod GOTOOLCHAIN=local
cd "$BUILD"
rm -f go.mod go.sum
printf 'module local/crane-build\n\ngo 1.25\n' > go.mod
go get "github.com/google/go-containerregistry@v$CRANE_VERSION"
go build -trimpath -ldflags "-w -s" -o "$BIN/crane.tmp" github.com/google/go-containerregistry/cmd/crane
mv "$BIN/crane.tmp" "$BIN/crane"
echo "v$CRANE_VERSION" > "$BIN/crane.version"
echo "$BIN/crane"
