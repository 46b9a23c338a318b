#!/usr/bin/env bash
# Playwright against the production build served by the real server (see playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -f dist/index.html ] || npm run --silent build
node_modules/.bin/playwright test "$@"
