#!/usr/bin/env bash
# Set everything up and run the workbench on the shipped example: the seed's logistics tools.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/toolschema lint examples/logistics_tools.json --profile openai-strict || true
