#!/usr/bin/env bash
# Builds the static Storybook and runs every story once in Chromium: render, play and axe (colour contrast
# included), plus the harness stories that must fail (see playwright.stories.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build-storybook
node_modules/.bin/playwright test --config playwright.stories.config.ts "$@"
