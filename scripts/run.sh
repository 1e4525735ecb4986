#!/usr/bin/env bash
# Set everything up, lint the shipped example (the seed's logistics tools) in the terminal, then
# open JupyterLab on the quickstart notebook and print its URL (NO_LAB=1: stop after the report).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/toolschema lint examples/logistics_tools.json --profile openai-strict || true
if [ -z "${NO_LAB:-}" ]; then
  SKIP_SETUP=1 exec bash scripts/lab.sh
fi
