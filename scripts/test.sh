#!/usr/bin/env bash
# Set everything up and run the whole test suite (what CI runs through .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The real-browser test drives Debian's chromium (Playwright's own browser download fails offline);
# a CJK font so the Chinese tool texts in its screenshots are legible.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core fonts-liberation)
dpkg -s fonts-wqy-zenhei >/dev/null 2>&1 || missing+=(fonts-wqy-zenhei)
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null) || echo "warning: could not install ${missing[*]}; the browser test may skip"
fi
# The npm reference MCP server (a live-server test runs it) and js-tiktoken, whose o200k_base ranks
# give exact OpenAI token counts offline (verified against tiktoken's pinned hash), go into the
# workbench cache; the tests skip with a reason where npm cannot fetch them (and fail under CI).
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/toolschema"
if command -v npm >/dev/null; then
  mkdir -p "$CACHE"
  (cd "$CACHE" && npm install --no-audit --no-fund --loglevel=error --prefix . \
      js-tiktoken@1.0.21 @modelcontextprotocol/server-everything@2026.8.31 >/dev/null) \
    || echo "warning: npm could not install the MCP reference server or js-tiktoken; those tests skip"
fi
# The code itself first: lint and type checks (settings in pyproject.toml); an error stops the run.
.venv/bin/python -m ruff check .
.venv/bin/python -m mypy
# hypothesis caches literals of the modules it sees: keep them in a directory only this user reads
export HYPOTHESIS_STORAGE_DIRECTORY="${TMPDIR:-/tmp}/toolschema-hypothesis-$(id -u)"
mkdir -p -m 700 "$HYPOTHESIS_STORAGE_DIRECTORY"
if [ ! -O "$HYPOTHESIS_STORAGE_DIRECTORY" ] || [ -L "$HYPOTHESIS_STORAGE_DIRECTORY" ]; then  # someone else's
  HYPOTHESIS_STORAGE_DIRECTORY="$(mktemp -d -t toolschema-hypothesis-XXXXXX)"
fi
chmod 700 "$HYPOTHESIS_STORAGE_DIRECTORY"
exec .venv/bin/python -m pytest "$@"
