// Lighthouse's default config (mobile, simulated throttling) on Debian's Chromium, several runs per
// route kind; the run with the median performance score is reported whole, so its metrics belong together.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../tests/chromium-launch.js';
import { root } from './server.mjs';

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

function summarize(lhr) {
  return {
    performance: score(lhr.categories.performance),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: metric(lhr, 'speed-index'),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

/** One Chrome for every run, with a fresh profile; `close` also removes the profile. */
export async function launchChrome() {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'healvia-bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: false, // the bench stops its server too before it exits
  });
  // The profile can only be removed once Chrome has let go of it.
  const closed = new Promise((resolve) => chrome.process.once('close', resolve));
  let closing;
  const close = () => {
    closing ??= (async () => {
      chrome.kill();
      await closed;
      rmSync(userDataDir, { recursive: true, force: true });
    })();
    return closing;
  };
  return { port: chrome.port, close };
}

export async function runLighthouse(chrome, baseUrl, routes, { runs, reportDir }) {
  mkdirSync(reportDir, { recursive: true });
  const results = [];
  for (const { route, path: pagePath } of routes) {
    const url = new URL(pagePath, baseUrl).href;
    const attempts = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const reportFile = path.join(reportDir, `${route}-${run}.json`);
      writeFileSync(reportFile, result.report);
      attempts.push({ ...summarize(result.lhr), reportFile: path.relative(root, reportFile) });
      console.log(`  ${pagePath} run ${run}/${runs}: performance ${attempts.at(-1).performance}`);
    }
    const ordered = [...attempts].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
    results.push({
      route,
      path: pagePath,
      performanceScores: attempts.map((attempt) => attempt.performance),
      median: ordered[Math.floor((ordered.length - 1) / 2)],
    });
  }
  return results;
}
