#!/usr/bin/env bash
# Builds the static Storybook and runs every story in Chromium with axe (colour contrast included).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run build-storybook
PORT="${STORYBOOK_TEST_PORT:-6107}"
node scripts/serve-static.mjs storybook-static "$PORT" &
SERVER_PID=$!
trap 'kill $SERVER_PID 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do curl -sf "http://127.0.0.1:$PORT/index.json" >/dev/null && break; sleep 0.2; done
node_modules/.bin/test-storybook --url "http://127.0.0.1:$PORT" --maxWorkers=2 --config-dir .storybook
