// The bench's command line, checked before anything is built or started.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENGINES } from './api-bench.mjs';
import { root } from './server.mjs';
import { readFieldReport } from './vitals-lab.mjs';

/** A mistake on the command line: said in one line, before anything starts. */
function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

const OPTIONS = {
  runs: { type: 'string', default: '3' },
  'inp-runs': { type: 'string', default: '3' },
  seconds: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
  'floor-seconds': { type: 'string', default: '3' },
  'skip-build': { type: 'boolean', default: false },
  engines: { type: 'string', default: ENGINES.join(',') },
  'api-only': { type: 'boolean', default: false },
  'pages-only': { type: 'boolean', default: false },
  routes: { type: 'string' },
  dist: { type: 'string', default: 'dist' },
  'inbox-leads': { type: 'string', default: '1000000' },
  'vitals-views': { type: 'string', default: '10000000' },
  'field-report': { type: 'string' },
};

let parsed;
try {
  parsed = parseArgs({ tokens: true, options: OPTIONS });
} catch (error) {
  fail(error.message);
}
const { values, tokens } = parsed;

const list = (text) => text.split(',').map((item) => item.trim()).filter(Boolean);
const count = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) fail(`--${name}: expected a whole number ≥ 1, got ${values[name]}`);
  return value;
};

const engines = list(values.engines);
const unknownEngines = engines.filter((engine) => !ENGINES.includes(engine));
if (unknownEngines.length > 0) fail(`--engines: unknown ${unknownEngines.join(', ')} (known: ${ENGINES.join(', ')})`);
if (values['api-only'] && values['pages-only']) fail('--api-only and --pages-only exclude each other');

const distDir = path.resolve(root, values.dist);
// `npm run build` writes this checkout's dist/; another directory can only be measured as it is.
if (distDir !== path.join(root, 'dist') && !values['skip-build']) fail('--dist needs --skip-build (the build writes dist/ of this checkout)');

function fieldReport(file) {
  if (file === undefined) return null;
  if (values['api-only']) fail('--field-report goes with the pages (Lighthouse and the interactions), which --api-only leaves out');
  try {
    return { file, report: readFieldReport(path.resolve(file)) };
  } catch (error) {
    return fail(`--field-report: ${error.message}`);
  }
}

export const options = {
  runs: count('runs'),
  inpRuns: count('inp-runs'),
  seconds: Number(values.seconds),
  connections: Number(values.connections),
  floorSeconds: Number(values['floor-seconds']),
  skipBuild: values['skip-build'],
  engines,
  apiOnly: values['api-only'],
  pagesOnly: values['pages-only'],
  /** Route kinds (the `route` names of dist/pages.json) to measure; null: all of them. */
  routes: values.routes == null ? null : list(values.routes),
  distDir,
  /** Leads seeded for the inbox's figures (the scale: a million). */
  inboxLeads: count('inbox-leads'),
  /** Field speed views seeded for the 28-day report (issue 42's scale: ten million). */
  vitalsViews: count('vitals-views'),
  /** A running server's field speed report to set beside the bench's own runs: { file, report } or null. */
  fieldReport: fieldReport(values['field-report']),
};

/** How this run was started, for the report. */
export const command = ['npm run bench', ...(tokens.length > 0 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
