#!/usr/bin/env bash
# The main job: start the emulator, `pulumi up` the root Pulumi.yaml quickstart stack against it,
# print the stack outputs and a preview that must show no change. Bootstraps the toolchain first.
# State lives in .tools/demo (emulator state and a local file backend), so a second run finds
# everything in place and changes nothing.
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$REPO/scripts/bootstrap.sh"
cd "$REPO"
npm run --silent build

DEMO="$REPO/.tools/demo"
mkdir -p "$DEMO/backend"
# A local, made-up token: the emulator accepts it and nothing else does.
TOKEN="demo-$(cat "$DEMO/token" 2>/dev/null || (head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n' | tee "$DEMO/token"))"

node dist/cli/index.js emulator --port 0 --token "$TOKEN" --state "$DEMO/emulator-state.json" \
  > "$DEMO/emulator.out" 2> "$DEMO/emulator.log" &
EMULATOR_PID=$!
trap 'kill "$EMULATOR_PID" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  URL="$(sed -n 's/^Emulator listening on \(http[^ ]*\).*/\1/p' "$DEMO/emulator.out")"
  [ -n "$URL" ] && break
  kill -0 "$EMULATOR_PID" 2>/dev/null || { cat "$DEMO/emulator.log" >&2; exit 1; }
  sleep 0.1
done
[ -n "$URL" ] || { echo "demo: the emulator did not start" >&2; exit 1; }
echo "demo: emulator at $URL"

export PULUMI_BACKEND_URL="file://$DEMO/backend"
# The URL changes every run (port 0), so it goes through the environment, not stack config:
# a config change would show up as a provider change in the preview.
export VERCEL_API_URL="$URL"
pulumi stack select --create dev --non-interactive >/dev/null
pulumi config set --secret vercel:apiToken "$TOKEN" --non-interactive
pulumi config set vercel:team emulator --non-interactive

pulumi up --yes --skip-preview --non-interactive
echo
echo "demo: stack outputs"
pulumi stack output --non-interactive
echo
echo "demo: a second preview must show no change"
pulumi preview --expect-no-changes --non-interactive
