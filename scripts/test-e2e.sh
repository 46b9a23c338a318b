#!/usr/bin/env bash
# The production build's HTML through the Nu Html Checker, then Playwright against it, served by the real
# server (see playwright.config.ts): every spec on SQLite, the staff specs on PostgreSQL too.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
npm run --silent build >/dev/null
# Every built page through the W3C's Nu Html Checker (Java): valid HTML, zero errors.
bash scripts/ensure-java.sh
node scripts/validate-html.mjs
rm -rf "${E2E_DATA_DIR:-.tmp/e2e-data}"
# A throwaway PostgreSQL cluster for the run, stopped and removed when Playwright ends (or is interrupted).
node scripts/test-e2e-postgres.mjs "$@"
