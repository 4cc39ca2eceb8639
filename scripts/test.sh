#!/usr/bin/env bash
# Every test: lint, typecheck + build, unit/client/emulator/resource tests, and the lifecycle
# tests on the real Pulumi engine. Bootstraps the toolchain first.
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$REPO/scripts/bootstrap.sh"
cd "$REPO"
npm test
