import type { Browser } from 'playwright-core';

type Weight = { count: number; raw: number; gzip: number; files: { path: string; raw: number | null; gzip: number | null; note?: string }[] };

export type PageWeight = {
  route: string;
  path: string;
  html: { raw: number; gzip: number; inlineCss: number };
  domElements: number;
  js: Weight;
  jsToHydrate: Weight;
  css: Weight;
};

export declare function launchBrowser(): Promise<Browser>;

export declare function measurePageWeight(
  browser: Browser,
  baseUrl: string,
  routes: readonly { route: string; path: string }[],
  distDir: string,
  options?: { scripts?: boolean },
): Promise<PageWeight[]>;
