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
const SNIPPET_CHARS = 100;
const LABEL_CHARS = 40;
const shorten = (text, chars) => (text && text.length > chars ? `${text.slice(0, chars)}…` : (text ?? null));

/** The LCP element as Lighthouse names it: its selector, the start of its HTML and of its text. */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables.flatMap((item) => item.items ?? []).find((item) => item.node)?.node;
  if (!node) return null;
  return { selector: node.selector ?? null, snippet: shorten(node.snippet, SNIPPET_CHARS), label: shorten(node.nodeLabel, LABEL_CHARS) };
}

/**
 * The longest main-thread task Lighthouse attributes to a script file, on its simulated 4× slower CPU; 0 when none
 * reaches 50 ms (its long-tasks audit lists no shorter task).
 */
function longestScriptTaskMs(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return Math.max(0, ...tasks.filter((task) => /\.m?js(\?|$)/.test(task.url ?? '')).map((task) => task.duration));
}

function summarize(lhr) {
  const fcpMs = metric(lhr, 'first-contentful-paint');
  const lcpMs = metric(lhr, 'largest-contentful-paint');
  return {
    performance: score(lhr.categories.performance),
    fcpMs,
    lcpMs,
    fcpToLcpMs: fcpMs == null || lcpMs == null ? null : lcpMs - fcpMs,
    lcpElement: lcpElement(lhr),
    tbtMs: metric(lhr, 'total-blocking-time'),
    scriptTaskMs: lhr.audits['long-tasks'] ? longestScriptTaskMs(lhr) : null,
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: metric(lhr, 'speed-index'),
    // Simulated like FCP and LCP; Lighthouse shows it in no audit of its own.
    ttfbMs: lhr.audits.metrics?.details?.items?.[0]?.timeToFirstByte ?? null,
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

/** Lighthouse now and then fails to record a load's trace (NO_NAVSTART) on a busy machine: such a run is measured again. */
const RETRIES_AFTER_RUNTIME_ERROR = 2;

async function measure(chrome, url) {
  for (let retry = 0; ; retry += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError?.code;
    if (!error || retry === RETRIES_AFTER_RUNTIME_ERROR) return result;
    console.log(`  ${url}: Lighthouse failed (${error}), measured again`);
  }
}

const median = (attempts) => {
  const ordered = [...attempts].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return ordered[Math.floor((ordered.length - 1) / 2)];
};

/** What a field beacon would have said of a run (vitals-lab.mjs turns each into a view). */
const asView = ({ lcpMs, fcpMs, cls, ttfbMs, lcpElement: element }) => ({ lcpMs, fcpMs, cls, ttfbMs, lcpSelector: element?.selector ?? null });

/**
 * `targets`: { name: baseUrl } — the same paths on each, e.g. the page and its floor. Their runs alternate so
 * a busy spell on a shared machine weighs on both alike. Returns { [name]: [{ route, path, performanceScores, median, eachRun }] }.
 */
export async function runLighthouse(chrome, targets, routes, { runs, reportDir }) {
  mkdirSync(reportDir, { recursive: true });
  const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (const { route, path: pagePath } of routes) {
    const attempts = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let run = 1; run <= runs; run += 1) {
      const scores = [];
      for (const [name, baseUrl] of Object.entries(targets)) {
        const url = new URL(pagePath, baseUrl).href;
        const result = await measure(chrome, url);
        const reportFile = path.join(reportDir, `${route}${name === 'page' ? '' : `-${name}`}-${run}.json`);
        writeFileSync(reportFile, result.report);
        attempts[name].push({ ...summarize(result.lhr), reportFile: path.relative(root, reportFile) });
        scores.push(`${name} ${attempts[name].at(-1).performance}`);
      }
      console.log(`  ${pagePath} run ${run}/${runs}: performance ${scores.join(', ')}`);
    }
    for (const [name, list] of Object.entries(attempts)) {
      const measured = list.filter((attempt) => !attempt.runtimeError);
      results[name].push({ route, path: pagePath, performanceScores: list.map((attempt) => attempt.performance), median: median(list), eachRun: measured.map(asView) });
    }
  }
  return results;
}
