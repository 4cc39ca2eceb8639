#!/usr/bin/env bash
# What the package is for, in one screen, against the local emulator: `pulumi up` the root
# Pulumi.yaml quickstart (a project with a variable, a domain with a record), change the project
# behind Pulumi's back, let a preview catch the drift, and repair it with `up`. Bootstraps the toolchain first. State lives in .tools/demo (emulator state
# and a local file backend), so a second run finds everything in place.
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=bootstrap.sh
. "$REPO/scripts/bootstrap.sh"
cd "$REPO"
# Build only when a source is newer than the last build (tsc takes half a minute here).
if [ ! -f dist/cli/index.js ] || [ -n "$(find provider emulator cli schema examples package.json tsconfig.json \
  -newer dist/cli/index.js -name '*.ts' -print -quit 2>/dev/null)" ]; then
  npm run --silent build
fi

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
# Each step says when it starts, in seconds since the script did (bash's SECONDS).
step() { printf '\n\033[1m== %s\033[0m (%ss)\n' "$*" "$SECONDS"; }
step "emulator at $URL"

export PULUMI_BACKEND_URL="file://$DEMO/backend"
# The URL changes every run (port 0), so it goes through the environment, not stack config:
# a config change would show up as a provider change in the preview.
export VERCEL_API_URL="$URL"
# The program is type-checked by the build above; each pulumi run then only transpiles it.
export PULUMI_NODEJS_TRANSPILE_ONLY=true
pulumi stack select --create dev --non-interactive >/dev/null
pulumi config set --secret vercel:apiToken "$TOKEN" --non-interactive
pulumi config set vercel:team emulator --non-interactive

step "pulumi up: a project with a variable, a domain with a record"
pulumi up --yes --skip-preview --non-interactive --suppress-outputs --suppress-progress
pulumi stack output --non-interactive

step "someone changes the build command in the dashboard"
# The project's buildCommand on the platform: PATCH it as a dashboard edit does, or GET it.
platform_build_command() {
  node -e '
    const [url, token, value] = process.argv.slice(1);
    const init = value === undefined ? {} : { method: "PATCH", body: JSON.stringify({ buildCommand: value }) };
    fetch(`${url}/v9/projects/quickstart-site?slug=emulator`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
      console.log(`platform: buildCommand = ${JSON.stringify((await r.json()).buildCommand)}`);
    });
  ' "$URL" "$TOKEN" "$@"
}
platform_build_command "make hack"

step "pulumi preview --refresh --expect-no-changes: the drift is caught"
if pulumi preview --refresh --expect-no-changes --diff --non-interactive --suppress-progress >"$DEMO/drift.txt" 2>&1; then
  echo "demo: the preview missed the drift" >&2
  exit 1
fi
# The refresh sees the platform's value, the update would put the program's back.
awk '/vercel:Project: \((refresh|update)\)/ { phase = $NF } /~ buildCommand/ { gsub(/ +/, " "); print phase $0 }' "$DEMO/drift.txt"
grep '^error: no changes were expected' "$DEMO/drift.txt"

step "pulumi up --refresh: the program's value is put back"
pulumi up --refresh --yes --skip-preview --non-interactive --suppress-outputs --suppress-progress \
  | grep -E 'vercel:Project site updated|^Resources:|^ +~ [0-9]+ updated|^ +[0-9]+ unchanged' | sed 's/ \[diff:.*//'

platform_build_command
echo
echo "demo: done in ${SECONDS}s"
