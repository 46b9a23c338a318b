import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type * as axeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { axeExperimentalRules, axeRunOnly } from '../../.storybook/a11y-rules';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Only violations travel back: the passes of a long page (every node checked, with its HTML) cost seconds to serialise. */
const options: axeCore.RunOptions = { runOnly: { type: 'tag', values: axeRunOnly }, rules: axeExperimentalRules, resultTypes: ['violations'] };

/**
 * The site's accessibility bar: WCAG 2.0–2.2 A/AA and best practice, zero violations, colour contrast included.
 * axe-core runs in the page itself (the site has no frames); evaluated through the DevTools protocol, so the
 * site's CSP does not block it.
 */
export async function expectNoAxeViolations(page: Page, { disabledRules = [] }: { disabledRules?: readonly string[] } = {}) {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axeSource);
  const runOptions: axeCore.RunOptions = { ...options, rules: { ...options.rules, ...Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])) } };
  const summary = await page.evaluate(async (chosen) => {
    const results = await window.axe.run(document, chosen);
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  }, runOptions);
  expect(summary).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axeCore;
  }
}
