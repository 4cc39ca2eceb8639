#!/usr/bin/env bash
# Drift check for CI: runs `vercel-pulumi drift` on one stack, writes the Markdown report to a
# file (for a pull request comment or the job summary), prints it, and exits as drift does:
# 0 no drift, 1 drift, 2 error.
#
# Usage: drift-ci.sh STACK [PROJECT_DIR]
# Environment:
#   DRIFT_REPORT   where to write the Markdown report (default: drift-report.md)
#   DRIFT_FAIL_ON  drift (default) or none: with none, drift is reported but the job passes
#   VERCEL_PULUMI  the command to run (default: npx --no-install vercel-pulumi)
# Plus what `pulumi preview` needs: PULUMI_ACCESS_TOKEN or PULUMI_BACKEND_URL, and
# PULUMI_CONFIG_PASSPHRASE for a passphrase-encrypted stack; VERCEL_API_TOKEN unless the stack
# config holds vercel:apiToken.
set -uo pipefail

stack="${1:?usage: drift-ci.sh STACK [PROJECT_DIR]}"
project_dir="${2:-.}"
report="${DRIFT_REPORT:-drift-report.md}"
read -r -a vercel_pulumi <<<"${VERCEL_PULUMI:-npx --no-install vercel-pulumi}"

"${vercel_pulumi[@]}" drift --stack "$stack" --cwd "$project_dir" --markdown \
  --fail-on "${DRIFT_FAIL_ON:-drift}" >"$report"
status=$?

if [ "$status" -le 1 ]; then
  cat "$report"
else
  # The command printed its error on stderr; leave a report that says so rather than an empty one.
  printf '## Drift report for stack `%s`\n\n:x: The drift check failed; see the job log.\n' "$stack" >"$report"
fi
case "$status" in
  0) echo "drift-ci: no drift in stack $stack" >&2 ;;
  1) echo "drift-ci: drift in stack $stack (report in $report)" >&2 ;;
  *) echo "drift-ci: the drift check of stack $stack failed (exit $status)" >&2 ;;
esac
exit "$status"
