#!/usr/bin/env bash
# Toolchain bootstrap, sourced by scripts/demo.sh and scripts/test.sh (and usable alone:
# `source scripts/bootstrap.sh`). Idempotent: a second run only checks stamps.
# Sourced into a user's shell it leaves the shell's options as they were and never exits the shell:
# the installing steps run in a process of their own (scripts/install-toolchain.sh, strict mode),
# whose failure makes the `source` return 1; only the environment is set up here.
#   1. Node >= $NODE_MAJOR: the machine's node, or the npm package node@$NODE_MAJOR in .tools/node.
#   2. npm dependencies, reinstalled only when package-lock.json changed; @pulumiverse/vercel unpacked
#      under .tools for the migration tests.
#   3. The Pulumi CLI + Node and YAML language hosts of the pinned versions (scripts/build-pulumi-engine.sh),
#      exposed with the dynamic-provider shim and node 22 in .tools/pulumi/bin.
#   4. The offline Pulumi environment (scripts/pulumi-env.sh), set here in the caller's shell.
#   5. crane, the registry client (scripts/build-crane.sh), linked as .tools/crane/bin/crane.
_vercel_pulumi_repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=toolchain.env
. "$_vercel_pulumi_repo/scripts/toolchain.env"
# Node: the machine's when it is recent enough, else the npm package the install puts in .tools/node.
if ! command -v node >/dev/null \
  || [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$NODE_MAJOR" ]; then
  export PATH="$_vercel_pulumi_repo/.tools/node/node_modules/.bin:$PATH"
fi
if "$_vercel_pulumi_repo/scripts/install-toolchain.sh"; then
  export PATH="$_vercel_pulumi_repo/.tools/pulumi/bin:$PATH"
  export VERCEL_PULUMI_ENGINE_ROOT="$_vercel_pulumi_repo/.tools/pulumi"
  REPO="$_vercel_pulumi_repo"
  # shellcheck source=pulumi-env.sh
  . "$_vercel_pulumi_repo/scripts/pulumi-env.sh"
  unset _vercel_pulumi_repo
else
  echo "bootstrap: the toolchain is not installed (the lines above say why)" >&2
  unset _vercel_pulumi_repo
  return 1 2>/dev/null || exit 1
fi
