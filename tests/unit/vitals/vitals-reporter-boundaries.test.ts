import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRequestRules } from '@/service-worker/route-rules';
import { reachablePackages } from '../architecture/runtime-imports';

const root = process.cwd();

describe('the field speed reporter', () => {
  // A guard against hangs, not a budget: it parses every file the reporter can reach.
  it('brings only web-vitals into its chunk: no zod, no React, no router', { timeout: 30_000 }, () => {
    const { packages } = reachablePackages([join(root, 'src/app/vitals/start-vitals-reporter.ts')]);
    const names = [...new Set(packages.map(({ name }) => name))];
    expect(names).toContain('web-vitals/attribution/onINP.js');
    expect(names.filter((name) => !name.startsWith('web-vitals/')), packages.map(({ chain }) => chain.map((file) => relative(root, file)).join(' → ')).join('\n')).toEqual([]);
  });

  it('adds nothing but its loader to the first load: the loader imports no package', () => {
    const { packages } = reachablePackages([join(root, 'src/app/vitals/report-vitals-when-idle.ts')]);
    expect(packages.map(({ name }) => name)).toEqual([]);
  });

  it('posts past the service worker, which leaves every POST to the network', () => {
    const origin = 'https://www.healvia.example';
    const ruleOf = createRequestRules({ pages: [['/', 'Home']], dataFiles: [] }, origin);
    expect(ruleOf({ url: `${origin}/api/vitals`, method: 'POST', mode: 'no-cors' })).toBe('network-only');
    expect(ruleOf({ url: `${origin}/api/vitals`, method: 'POST', mode: 'cors' })).toBe('network-only');
  });
});
