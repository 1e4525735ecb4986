#!/usr/bin/env bash
# Set everything up, then open JupyterLab on the quickstart notebook and print its URL.
#   bash scripts/lab.sh            # http://127.0.0.1:8888/lab/tree/notebooks/01-quickstart.ipynb?token=...
#   PORT=9000 bash scripts/lab.sh  # another port; NO_BROWSER=1 to only print the URL
set -euo pipefail
cd "$(dirname "$0")/.."
[ -n "${SKIP_SETUP:-}" ] || bash scripts/setup.sh
PORT=${PORT:-8888}
TOKEN=${JUPYTER_TOKEN:-$(.venv/bin/python -c 'import secrets; print(secrets.token_hex(16))')}
NOTEBOOK=notebooks/01-quickstart.ipynb
URL="http://127.0.0.1:${PORT}/lab/tree/${NOTEBOOK}?token=${TOKEN}"
EXTRA=()
if [ "$(id -u)" = "0" ]; then EXTRA+=(--allow-root); fi
if [ -n "${NO_BROWSER:-}" ] || [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "$(uname)" != "Darwin" ]; then
  EXTRA+=(--no-browser)
fi
echo "JupyterLab: ${URL}"
exec .venv/bin/python -m jupyterlab --ServerApp.ip=127.0.0.1 --ServerApp.port="${PORT}" \
  --ServerApp.port_retries=0 --IdentityProvider.token="${TOKEN}" \
  --ServerApp.root_dir="$(pwd)" --LabApp.default_url="/lab/tree/${NOTEBOOK}" "${EXTRA[@]}" "${NOTEBOOK}"
