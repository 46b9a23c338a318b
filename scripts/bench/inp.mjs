// Interaction latency as INP sees it: the longest Event Timing `duration` among the events of one interaction
// (from the input until the next paint after its handlers), on Chromium at 4× CPU throttling. Each interaction
// is measured acting early (0.3 s after `load`, while the page may still be booting) and settled (hydrated, then
// 1 s), each time in a fresh context; the median of the repetitions is reported.
import { INTERACTIONS } from './interactions.mjs';
import { judge } from './report-format.mjs';

const CPU_THROTTLING = 4;
const VIEWPORT = { width: 1280, height: 800 };
const EARLY_AFTER_LOAD_MS = 300;
const SETTLED_AFTER_HYDRATION_MS = 1_000;
const DURATION_THRESHOLD_MS = 16;
const TIMEOUT_MS = 20_000;
// The events INP counts; pointer moves and hovers on the way to the target are not an interaction.
const INTERACTION_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keypress', 'keyup', 'beforeinput', 'input'];
export const MODES = ['early', 'settled'];

function observeEventTiming(durationThreshold) {
  window.__benchEventTiming = [];
  new PerformanceObserver((list) => {
    for (const { name, duration, startTime } of list.getEntries()) window.__benchEventTiming.push({ name, duration, startTime });
  }).observe({ type: 'event', durationThreshold, buffered: true });
}

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

async function measureOnce(browser, url, interaction, mode) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  context.setDefaultTimeout(TIMEOUT_MS);
  try {
    await context.addInitScript(observeEventTiming, DURATION_THRESHOLD_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (mode === 'early') await page.waitForTimeout(EARLY_AFTER_LOAD_MS);
    else {
      await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset, null, { timeout: 60_000 });
      await page.waitForTimeout(SETTLED_AFTER_HYDRATION_MS);
    }
    let ran;
    try {
      ran = await interaction.run(page, { settled: mode === 'settled' });
    } catch (error) {
      return { ms: null, reason: `${interaction.id}: ${firstLine(error)}` };
    }
    const worked = interaction.worked ? await interaction.worked(page, ran).then(() => true, () => false) : null;
    // Event Timing entries are delivered after the paint that follows the handlers: let a few frames pass.
    await page.waitForTimeout(500);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    const entries = await page.evaluate(() => window.__benchEventTiming);
    const events = entries.filter((entry) => INTERACTION_EVENTS.includes(entry.name)).map(({ name, duration }) => ({ name, duration }));
    // Under the threshold nothing is reported: 0 then stands for "under 16 ms".
    return { ms: Math.max(0, ...events.map((event) => event.duration)), worked, events };
  } catch (error) {
    return { ms: null, reason: firstLine(error) };
  } finally {
    await context.close();
  }
}

function summarizeCell(attempts) {
  const values = attempts.map((attempt) => attempt.ms).filter((value) => value != null).sort((a, b) => a - b);
  const median = values.length === 0 ? null : values[Math.floor((values.length - 1) / 2)];
  const failures = attempts.filter((attempt) => attempt.ms == null).map((attempt) => attempt.reason);
  const checked = attempts.filter((attempt) => attempt.worked != null);
  return {
    ms: judge('interactionMs', median),
    runs: attempts.map((attempt) => attempt.ms),
    worked: checked.length === 0 ? null : { yes: checked.filter((attempt) => attempt.worked).length, of: checked.length },
    failures,
    events: attempts.map((attempt) => attempt.events ?? null),
  };
}

/** Every interaction on a measured route kind, `runs` times in each mode. */
export async function measureInteractions(browser, baseUrl, routes, { runs }) {
  const results = [];
  for (const interaction of INTERACTIONS) {
    const route = routes.find((candidate) => candidate.route === interaction.route);
    if (!route) continue;
    const url = new URL(route.path, baseUrl).href;
    const attempts = Object.fromEntries(MODES.map((mode) => [mode, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const mode of MODES) {
        const attempt = await measureOnce(browser, url, interaction, mode);
        attempts[mode].push(attempt);
        const outcome = attempt.ms == null ? `null (${attempt.reason})` : `${Math.round(attempt.ms)} ms${attempt.worked === false ? ', no visible effect' : ''}`;
        console.log(`  ${interaction.id} on ${route.path}, ${mode}, run ${run}/${runs}: ${outcome}`);
      }
    }
    const cells = Object.fromEntries(MODES.map((mode) => [mode, summarizeCell(attempts[mode])]));
    results.push({ id: interaction.id, label: interaction.label, route: route.route, path: route.path, ...cells });
  }
  return {
    cpuThrottling: CPU_THROTTLING,
    viewport: VIEWPORT,
    durationThresholdMs: DURATION_THRESHOLD_MS,
    earlyAfterLoadMs: EARLY_AFTER_LOAD_MS,
    settledAfterHydrationMs: SETTLED_AFTER_HYDRATION_MS,
    runs,
    interactions: results,
  };
}
