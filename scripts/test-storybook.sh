#!/usr/bin/env bash
# Builds the static Storybook and runs every story once in Chromium: render, play, axe (colour contrast included) and
# a screenshot compared with its baseline (docs/visual-regression.md), plus the harness stories that must fail, every
# written docs page through axe, and the visual step's own harness (see playwright.stories.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build-storybook
node_modules/.bin/playwright test --config playwright.stories.config.ts "$@"
