#!/usr/bin/env bash
# Playwright against the production build served by the real server (see playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build >/dev/null
rm -rf "${E2E_DATA_DIR:-.tmp/e2e-data}"
node_modules/.bin/playwright test "$@"
