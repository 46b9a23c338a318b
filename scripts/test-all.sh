#!/usr/bin/env bash
# `npm test`: every check the project has — types, lint, unit and API tests (vitest), the production build,
# every story in Chromium (play + axe), valid HTML and browser journeys. Installs Chromium, PostgreSQL and
# Java (for the HTML checker) when absent.
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
# tsc and ESLint each use one core: side by side they take the time of the slower.
types_and_lint() {
  local types_log
  types_log=$(mktemp)
  npm run --silent typecheck >"$types_log" 2>&1 &
  local types_pid=$!
  local lint_status=0 types_status=0
  npm run --silent lint || lint_status=$?
  wait "$types_pid" || types_status=$?
  cat "$types_log"
  rm -f "$types_log"
  [ "$types_status" -eq 0 ] || echo "Types failed."
  [ "$lint_status" -eq 0 ] || echo "Lint failed."
  [ "$types_status" -eq 0 ] && [ "$lint_status" -eq 0 ]
}

step "Types and lint (side by side)" types_and_lint
step "Unit and API tests (vitest, SQLite and PostgreSQL)" npm run --silent test:unit
step "Stories in Chromium (play + axe with colour contrast + screenshot)" bash scripts/test-storybook.sh
step "Valid HTML and browser journeys (Nu Html Checker, Playwright)" bash scripts/test-e2e.sh

printf '\n\033[1m== Where the time went ==\033[0m\n'
printf '%s\n' "${timings[@]}"
printf '%6d s  total\n' "$(($(date +%s) - started))"
echo "All checks passed."
