// The page half of the bench: build, then for each route kind on the real server serving the dist directory:
// what loads before `load`, the DOM, interaction latency, and Lighthouse beside the page's no-script floor.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { measureInteractions } from './inp.mjs';
import { launchChrome, runLighthouse } from './lighthouse.mjs';
import { launchBrowser, measurePageWeight } from './page-weight.mjs';
import { judge } from './report-format.mjs';
import { root, startFloorServer, startHealviaServer } from './server.mjs';
import { labBesideField } from './vitals-lab.mjs';

const FALLBACK_ROUTES = [
  { route: 'home', path: '/' },
  { route: 'about', path: '/about' },
  { route: 'contact', path: '/contact' },
];

function build() {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/**
 * One path per distinct route and language of the prerender manifest, so new routes join the bench by themselves;
 * a Hindi kind is named `<route>@hi` (`--routes home@hi`).
 */
function routeKinds(distDir, only) {
  const file = path.join(distDir, 'pages.json');
  let routeSource = '`dist/pages.json`';
  let routes = FALLBACK_ROUTES;
  if (existsSync(file)) {
    const kinds = new Map();
    for (const page of JSON.parse(readFileSync(file, 'utf8'))) {
      const kind = page.locale && page.locale !== 'en' ? `${page.route}@${page.locale}` : page.route;
      if (!kinds.has(kind)) kinds.set(kind, { route: kind, path: page.path });
    }
    routes = [...kinds.values()];
  } else {
    console.log('note: pages.json is missing (no prerender yet); measuring /, /about and /contact');
    routeSource = 'a fixed list (dist/pages.json was missing)';
  }
  if (!only) return { routeSource, routes };
  const unknown = only.filter((name) => !routes.some((route) => route.route === name));
  if (unknown.length > 0) throw new Error(`--routes: unknown ${unknown.join(', ')} (known: ${routes.map((route) => route.route).join(', ')})`);
  return { routeSource: `${routeSource}, only ${only.join(', ')} (--routes)`, routes: routes.filter((route) => only.includes(route.route)) };
}

function judgeLighthouse(result) {
  const { performance: perf, lcpMs, tbtMs, scriptTaskMs, cls, accessibility, bestPractices, seo, ...rest } = result.median;
  const judged = { performance: judge('performance', perf), lcpMs: judge('lcpMs', lcpMs), tbtMs: judge('tbtMs', tbtMs),
    scriptTaskMs: judge('scriptTaskMs', scriptTaskMs), cls: judge('cls', cls),
    accessibility: judge('accessibility', accessibility), bestPractices: judge('bestPractices', bestPractices), seo: judge('seo', seo) };
  return { ...result, median: { ...rest, ...judged } };
}

/** dist/ of this checkout relative to it; another build's directory as given. */
const shownDir = (dir) => (path.relative(root, dir).startsWith('..') ? dir : path.relative(root, dir) || '.');

// The JS budget is for what a page needs to become interactive: its boot chunks load right after the first paint,
// often after `load`, so the scripts fetched before `load` alone would understate it.
const judgeWeight = (route) => ({ ...route, inlineCss: judge('inlineCss', route.html.inlineCss), jsToHydrate: { ...route.jsToHydrate, judged: judge('jsToHydrate', route.jsToHydrate?.gzip) } });

export async function measurePages({ distDir, skipBuild, routes: only, runs, inpRuns, fieldReport, cleanups, step }) {
  let buildSeconds = null;
  if (skipBuild) console.log(`note: --skip-build, measuring ${shownDir(distDir)} as it is`);
  else {
    step('npm run build');
    buildSeconds = build();
    console.log(`  built in ${buildSeconds.toFixed(1)} s`);
  }
  const { routeSource, routes } = routeKinds(distDir, only);
  console.log(`  route kinds: ${routes.map((route) => `${route.route} ${route.path}`).join(', ')}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healvia-bench-data-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startHealviaServer({ dataDir, staticDir: distDir });
  cleanups.push(server.stop);
  const floorServer = await startFloorServer(server.url);
  cleanups.push(floorServer.stop);
  console.log(`  server at ${server.url}, pid ${server.child.pid}; floor pages (no scripts) at ${floorServer.url}, pid ${floorServer.child.pid}`);

  step('initial JS and CSS, HTML and DOM per route kind, page and floor (playwright-core)');
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const chromium = `Chromium ${browser.version()}`;
  const pageWeight = (await measurePageWeight(browser, server.url, routes, distDir)).map(judgeWeight);
  const floorWeight = await measurePageWeight(browser, floorServer.url, routes, distDir, { scripts: false });
  const home = pageWeight.find((route) => route.path === '/');

  step(`interaction latency, 4× CPU throttling, ${inpRuns} run${inpRuns === 1 ? '' : 's'} per cell (playwright-core)`);
  const interactions = await measureInteractions(browser, server.url, routes, { runs: inpRuns });
  await browser.close();

  step(`Lighthouse, ${runs} runs per route kind, page and floor alternating`);
  const reportDir = path.join(root, '.tmp/bench/lighthouse');
  rmSync(reportDir, { recursive: true, force: true });
  const chrome = await launchChrome();
  cleanups.push(chrome.close);
  const lighthouse = await runLighthouse(chrome, { page: server.url, floor: floorServer.url }, routes, { runs, reportDir });
  await chrome.close();
  await floorServer.stop();
  await server.stop();

  step(`laboratory beside the field: the runs above as field speed views${fieldReport ? `, beside ${fieldReport.file}` : ''}`);
  const vitalsLab = await labBesideField({ lighthouse: lighthouse.page, interactions, field: fieldReport });

  const floor = floorWeight.map(({ route, path: pagePath, html, domElements, css }, index) => ({
    route, path: pagePath, html, domElements, css, lighthouse: lighthouse.floor[index] }));
  return {
    buildSeconds,
    chromium,
    dist: shownDir(distDir),
    routeSource,
    lighthouse: { runs, config: 'lighthouse default (mobile, simulated throttling)', pick: 'run with the median performance score', routes: lighthouse.page.map(judgeLighthouse) },
    pageWeight: { routes: pageWeight, homeJsToHydrate: judge('jsToHydrate', home?.jsToHydrate?.gzip) },
    floor: { removed: ['<script>', '<link rel="modulepreload">', '<link rel="preload" as="script">'], routes: floor },
    interactions,
    vitalsLab,
  };
}
