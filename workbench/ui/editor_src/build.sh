#!/usr/bin/env bash
# Rebuild workbench/ui/static/editor.js from editor.js (CodeMirror 6 from npm, bundled and
# minified: the widget ships its assets and fetches nothing). node_modules/ stays uncommitted.
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund --silent --omit-lockfile-registry-resolved
npx --no-install esbuild editor.js --bundle --format=esm --minify --target=es2020 \
  --banner:js="/* toolschema-workbench editor (workbench/ui/editor_src); bundles CodeMirror 6, MIT licence, (c) Marijn Haverbeke and others */" \
  --outfile=../static/editor.js
ls -l ../static/editor.js
