// The 28-day field speed report over ten million stored views (issue 42, budget ≤ 2 s): the views seeded and rolled
// up by vitals-store.ts, then GET /api/staff/vitals?days=28 through the real server with a supervisor's session, one
// request at a time, and the same report as `npm run vitals -- report` prints it, for the note to quote.
import { execFile } from 'node:child_process';
import { Agent, request } from 'node:http';
import { promisify } from 'node:util';
import { runTs } from './run-ts.mjs';
import { root, startHealviaServer } from './server.mjs';
import { staffSession } from './staff-sign-in.mjs';

const execFileAsync = promisify(execFile);
const REPORT_PATH = '/api/staff/vitals?days=28';
export const REPORT_DAYS = 28;
const TIMED_REQUESTS = 5;
/** Lines of `npm run vitals -- report` kept for the note: the heading, the legend and the busiest rows. */
const SAMPLE_LINES = 24;

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

function getJson(baseUrl, urlPath, cookie, agent) {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(urlPath, baseUrl), { agent, headers: { cookie } });
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.once('end', () => (response.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`GET ${urlPath}: ${response.statusCode} ${body}`))));
    });
    outgoing.end();
  });
}

/** The first request (the server's first report since it started), then `TIMED_REQUESTS` more one after another. */
async function timeReport(baseUrl, cookie) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const took = [];
    let report;
    for (let index = 0; index <= TIMED_REQUESTS; index += 1) {
      const started = performance.now();
      report = await getJson(baseUrl, REPORT_PATH, cookie, agent);
      took.push(performance.now() - started);
    }
    const [firstMs, ...timed] = took;
    timed.sort((a, b) => a - b);
    return { report, firstMs, requests: timed.length, p50Ms: timed[Math.floor((timed.length - 1) / 2)], maxMs: timed.at(-1) };
  } finally {
    agent.destroy();
  }
}

async function sampleTable(env) {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'server/cli/vitals.ts', 'report', '--days', String(REPORT_DAYS)], { cwd: root, env, maxBuffer: 1 << 26 });
  const lines = stdout.trimEnd().split('\n');
  return { lines: lines.slice(0, SAMPLE_LINES), totalLines: lines.length };
}

/** `storage` from bench-storage.mjs, empty: seeds `count` views over the last 28 days, then times the report. */
export async function measureReportAtScale(storage, count, { staticDir, cleanups, step }) {
  step(`seeding ${count.toLocaleString('en')} field speed views into ${storage.label} and rolling them up`);
  const { seededDays, ...store } = await runTs('scripts/bench/vitals-store.ts', {
    dataDir: storage.dataDir,
    databaseUrl: storage.databaseUrl,
    engine: storage.engine,
    count,
    days: REPORT_DAYS,
    lastDay: todayInIndia(),
  });
  const server = await startHealviaServer({ dataDir: storage.dataDir, staticDir, env: storage.env });
  cleanups.push(server.stop);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, ...storage.env };
  try {
    const cookie = await staffSession(server.url, env, 'bench-vitals-supervisor@healvia.example', 'supervisor');
    step(`GET ${REPORT_PATH} on ${storage.label}, ${TIMED_REQUESTS + 1} requests one at a time`);
    const { report, ...timing } = await timeReport(server.url, cookie);
    // Seeded views of days the window no longer holds (the bench crossed midnight in India) are not expected.
    const expected = seededDays.filter(({ day }) => day >= report.from && day <= report.to).reduce((sum, { views }) => sum + views, 0);
    step(`npm run vitals -- report on ${storage.label}`);
    const sample = await sampleTable(env);
    return { ...store, report: { ...timing, window: { from: report.from, to: report.to }, views: report.views, viewsExpected: expected, rows: report.rows.length }, sample };
  } finally {
    await server.stop();
  }
}
