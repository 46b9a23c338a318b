#!/usr/bin/env bash
# `npm run test:visual`: the story step of `npm test` alone: builds the static Storybook and runs every story in
# Chromium, each compared with its baseline screenshot (with its play and axe: the comparison is of the story as
# played), and the comparison's own harness. A few minutes, without the rest of the suite. On a difference it fails;
# reports/visual/index.html shows expected, actual and the difference of each changed story.
# `npm run test:visual -- --update` rewrites the baselines of the stories that look different (and writes missing
# ones), and only those: review them with `git diff --stat tests/stories/__screenshots__` and the report before
# committing. Other arguments go to Playwright (e.g. `--grep "Design System/PlainButton"`).
set -euo pipefail
cd "$(dirname "$0")/.."
args=()
for arg in "$@"; do
  case "$arg" in
    --update) args+=(--update-snapshots=changed) ;;
    *) args+=("$arg") ;;
  esac
done
exec bash scripts/test-storybook.sh "${args[@]}"
