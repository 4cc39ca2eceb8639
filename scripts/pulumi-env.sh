# Offline settings for every place the Pulumi engine runs (sourced by bootstrap.sh).
# Tests override PULUMI_HOME and the backend with temp directories of their own.
export PULUMI_SKIP_UPDATE_CHECK=true                      # no api.pulumi.com version check
export PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION=true   # no plugin downloads from GitHub
export PULUMI_DIY_BACKEND_NO_LEGACY_WARNING=true
export PULUMI_CONFIG_PASSPHRASE="${PULUMI_CONFIG_PASSPHRASE-vercel-pulumi-local}"
export PULUMI_HOME="${PULUMI_HOME:-$REPO/.tools/pulumi-home}"
