// Laboratory beside the field (issue 42, item 5): each Lighthouse run of a page and each measured interaction
// becomes a view, reported by the one report code (vitals-lab-report.ts), then set beside the field's report of a
// running server when one is given (--field-report, `npm run -s vitals -- report --format json` or the JSON of
// GET /api/staff/vitals): per route pattern and language, the bench's p75 and the field's.
import { readFileSync } from 'node:fs';
import { runTs } from './run-ts.mjs';

export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
/**
 * Lighthouse emulates a mid-range phone (4× CPU, slow 4G). The interaction runs throttle the CPU as much in a
 * 1280×800 window, which moves INP far less than the CPU does: their views count as phones too, so each route's
 * lab figures sit in one row beside the field's phones, where the audience is.
 */
export const LAB_DEVICE = 'phone';

const present = (value) => (value == null ? undefined : value);

/** One view per Lighthouse run of a page: its simulated LCP, FCP, TTFB, its CLS and its LCP element. */
function lighthouseViews(routes) {
  return routes.flatMap(({ path, eachRun = [] }) =>
    eachRun.map((run) => ({
      url: path,
      device: LAB_DEVICE,
      navigationType: 'navigate',
      metrics: { LCP: present(run.lcpMs), FCP: present(run.fcpMs), CLS: present(run.cls), TTFB: present(run.ttfbMs) },
      attribution: run.lcpSelector ? { lcpElement: run.lcpSelector } : {},
    })),
  );
}

/** One view per measured interaction (early and settled alike): its INP. */
function interactionViews(interactions) {
  return (interactions?.interactions ?? []).flatMap(({ path, early, settled }) =>
    [...early.runs, ...settled.runs]
      .filter((ms) => ms != null)
      .map((ms) => ({ url: path, device: LAB_DEVICE, navigationType: 'navigate', metrics: { INP: ms }, attribution: {} })),
  );
}

/** A field report (VitalsReport JSON) from `file`; anything before its first `{` (npm's banner) is skipped. */
export function readFieldReport(file) {
  const text = readFileSync(file, 'utf8');
  const report = JSON.parse(text.slice(text.indexOf('{')));
  if (!Array.isArray(report.rows) || typeof report.from !== 'string' || typeof report.to !== 'string') {
    throw new Error(`${file} is not a field speed report (npm run -s vitals -- report --format json)`);
  }
  return report;
}

const p75s = (row) => Object.fromEntries(VITALS_METRICS.map((metric) => [metric, row.metrics?.[metric]?.p75 ?? null]));

/** The field's figures for a lab row: null when there is no field report, 'none' when it has no such row. */
function fieldOf(fieldReport, { route, device, lang }) {
  if (!fieldReport) return null;
  const row = fieldReport.rows.find((entry) => entry.route === route && entry.device === device && entry.lang === lang);
  if (!row) return 'none';
  return { views: row.views, tooFew: row.tooFew, p75: p75s(row) };
}

/** `lighthouse`: the page runs of lighthouse.mjs; `interactions`: inp.mjs's result; `field`: { file, report } or null. */
export async function labBesideField({ lighthouse, interactions, field }) {
  const views = [...lighthouseViews(lighthouse), ...interactionViews(interactions)];
  const lab = await runTs('scripts/bench/vitals-lab-report.ts', { views });
  return {
    device: LAB_DEVICE,
    views: lab.views,
    field: field ? { file: field.file, from: field.report.from, to: field.report.to, days: field.report.days, views: field.report.views, minViews: field.report.minViews } : null,
    routes: lab.rows.map((row) => ({ route: row.route, lang: row.lang, lab: { views: row.views, p75: p75s(row) }, field: fieldOf(field?.report, row) })),
  };
}
