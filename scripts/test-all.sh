#!/usr/bin/env bash
# `npm test`: every check the project has — types, lint, unit and API tests (vitest), the production build,
# every story in Chromium (play + axe), and browser journeys. Installs Chromium and PostgreSQL when absent.
# Ends with the seconds each step took, so a note can quote where the time goes.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
timings=()

step() {
  local name="$1"
  shift
  printf '\n\033[1m== %s ==\033[0m\n' "$name"
  local begun
  begun=$(date +%s)
  "$@"
  timings+=("$(printf '%6d s  %s' "$(($(date +%s) - begun))" "$name")")
}

step "Chromium" bash scripts/ensure-chromium.sh
step "PostgreSQL" bash scripts/ensure-postgres.sh
step "Types" npm run --silent typecheck
step "Lint" npm run --silent lint
step "Unit and API tests (vitest, SQLite and PostgreSQL)" npm run --silent test:unit
step "Stories in Chromium (play + axe with colour contrast)" bash scripts/test-storybook.sh
step "Browser journeys (Playwright, Chromium)" bash scripts/test-e2e.sh

printf '\n\033[1m== Where the time went ==\033[0m\n'
printf '%s\n' "${timings[@]}"
printf '%6d s  total\n' "$(($(date +%s) - started))"
echo "All checks passed."
