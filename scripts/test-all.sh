#!/usr/bin/env bash
# `npm test`: every check the project has — types, lint, unit + stories + API (vitest),
# the production build, stories in Chromium, and browser journeys. Installs Chromium and PostgreSQL when absent.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
started=$(date +%s)

step "Chromium"
bash scripts/ensure-chromium.sh

step "PostgreSQL"
bash scripts/ensure-postgres.sh

step "Types"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Unit, stories (jsdom + axe) and API tests"
npm run --silent test:unit

step "Stories in Chromium (axe with colour contrast)"
bash scripts/test-storybook.sh

step "Browser journeys (Playwright, Chromium)"
bash scripts/test-e2e.sh

echo "All checks passed in $(( $(date +%s) - started )) s"
