#!/usr/bin/env bash
# Set everything up and run the whole test suite (what CI runs through .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The real-browser test drives Debian's chromium (Playwright's own browser download fails offline).
if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      chromium fonts-dejavu-core fonts-liberation >/dev/null) || echo "warning: chromium install failed; browser test will skip"
fi
export HYPOTHESIS_STORAGE_DIRECTORY="${TMPDIR:-/tmp}/toolschema-hypothesis"
exec .venv/bin/python -m pytest "$@"
