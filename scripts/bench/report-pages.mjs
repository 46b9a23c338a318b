// The report's per-route detail, the no-script floor beside each page, and interaction latency.
import { BUDGETS, cellText, judged, kb, ms, seconds, table } from './report-format.mjs';

/** The last step of Lighthouse's selector and the start of the element's text. */
function lcpElementText(element) {
  if (!element) return '–';
  const name = element.selector?.split(' > ').at(-1) ?? element.snippet;
  return `\`${cellText(name)}\`${element.label ? ` “${cellText(element.label)}”` : ''}`;
}

export function routeDetailSection(pageWeight, lighthouse) {
  const rows = pageWeight.routes.map(({ route, path, html, inlineCss, css, js, jsToHydrate, domElements }) => {
    const median = lighthouse.routes.find((entry) => entry.route === route)?.median ?? {};
    return [route, `\`${path}\``, kb(html.raw), kb(html.gzip), judged(inlineCss, kb), css.count, kb(css.gzip), js.count, kb(js.gzip),
      jsToHydrate ? `${jsToHydrate.count} · ${judged(jsToHydrate.judged, kb)}` : '–', domElements, lcpElementText(median.lcpElement), ms(median.fcpToLcpMs)];
  });
  return [
    '## Per route kind: HTML, CSS, JS, DOM and LCP',
    '',
    'HTML as served (the prerendered file), raw and gzip -9; inline CSS is the raw text of its `<style>` elements.',
    'Scripts and JS gzip: the files requested before `load` (as above). JS to hydrate: every script requested until the page',
    'and its interactive sections have hydrated (`html[data-hydrated]`), files · gzip. DOM elements: `document.getElementsByTagName(\'*\')`',
    'at `load`. LCP element and FCP → LCP: from the median Lighthouse run.',
    '',
    table(['Route', 'Path', 'HTML raw', 'HTML gzip', `Inline CSS ${BUDGETS.inlineCss.text}`, 'CSS files', 'CSS gzip', 'Scripts',
      'JS gzip', `JS to hydrate ${BUDGETS.jsToHydrate.text}`, 'DOM elements', 'LCP element', 'FCP → LCP'], rows),
  ].join('\n');
}

const pair = (page, floor, format) => `${format(page)} · ${format(floor)}`;
const plain = (value) => (value == null ? '–' : String(value));

export function floorSection(floor, pageWeight, lighthouse) {
  const rows = floor.routes.map(({ route, path, html, domElements, lighthouse: floorRun }) => {
    const page = lighthouse.routes.find((entry) => entry.route === route)?.median ?? {};
    const weight = pageWeight.routes.find((entry) => entry.route === route);
    const f = floorRun.median;
    return [route, `\`${path}\``, pair(page.performance?.value, f.performance, plain), pair(page.fcpMs, f.fcpMs, seconds),
      pair(page.lcpMs?.value, f.lcpMs, seconds), pair(page.tbtMs?.value, f.tbtMs, ms), pair(weight?.domElements, domElements, plain),
      pair(weight?.html.gzip, html.gzip, kb), floorRun.performanceScores.join(', ')];
  });
  return [
    '## Each page beside its floor (no JavaScript)',
    '',
    `The floor is the same prerendered HTML with every ${floor.removed.map((tag) => `\`${tag}\``).join(', ')} removed, served by a proxy in front of the`,
    'same server (same CSS, images, fonts, headers and compression). Each cell reads **page · floor**; Lighthouse runs',
    'of the two alternate, and each side is its run with the median performance score. HTML is gzip -9.',
    '',
    table(['Route', 'Path', 'Performance', 'FCP', 'LCP', 'TBT', 'DOM elements', 'HTML gzip', 'Floor performance of each run'], rows),
  ].join('\n');
}

function latency(cell) {
  const { value } = cell.ms;
  if (value == null) return `– ❌ (${cellText(cell.failures[0] ?? 'not measured')})`;
  const shown = value === 0 ? '< 16 ms' : ms(value);
  const notes = [cell.worked && cell.worked.yes < cell.worked.of ? `worked ${cell.worked.yes}/${cell.worked.of}` : null,
    cell.failures.length > 0 ? `${cell.failures.length} failed` : null].filter(Boolean);
  return `${shown} ${cell.ms.met ? '✅' : '❌'}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

export function interactionSection(interactions) {
  const { cpuThrottling, viewport, durationThresholdMs, earlyAfterLoadMs, settledAfterHydrationMs, runs } = interactions;
  const rows = interactions.interactions.map((entry) => [cellText(entry.label), `\`${entry.path}\``, latency(entry.early), latency(entry.settled)]);
  return [
    `## Interaction latency (INP-like, budget ${BUDGETS.interactionMs.text})`,
    '',
    `Chromium via playwright-core at ${cpuThrottling}× CPU throttling, ${viewport.width}×${viewport.height}, a fresh context per measurement. The longest`,
    `Event Timing \`duration\` (input to next paint) among the interaction's pointer, mouse, key and input events;`,
    `none over ${durationThresholdMs} ms shows as "< ${durationThresholdMs} ms". Early: ${earlyAfterLoadMs / 1000} s after \`load\` (the page may still be booting);`,
    `settled: once \`data-hydrated\` is set, then ${settledAfterHydrationMs / 1000} s. Median of ${runs} run${runs === 1 ? '' : 's'}; "worked" counts runs whose effect showed (menu open,`,
    'dialog open, tab selected, character in the field) when not all did.',
    '',
    table(['Interaction', 'Path', 'Early', 'Settled'], rows),
  ].join('\n');
}
