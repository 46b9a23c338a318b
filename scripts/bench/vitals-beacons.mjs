// POST /api/vitals under load (issue 42, budget on SQLite: ≥ 5,000 beacons/s, p99 ≤ 20 ms): autocannon posts a mix
// of valid beacons (vitals-beacon-mix.ts: every route pattern, both languages, attributions) with phone, tablet
// and desktop agents to the real server, its beacon rate limit lifted, since every beacon comes from 127.0.0.1.
// Two runs on one server: as fast as 50 connections can go (the throughput), then at the budget's 5,000 beacons/s
// (autocannon's overallRate), where its p99 is read: at saturation every connection queues behind the others, so
// the latency there says how many connections there are, not how a beacon is served at the rate the budget names.
// The rows are counted once the server has stopped: every beacon answered 204 must be stored.
import autocannon from 'autocannon';
import { runTs } from './run-ts.mjs';
import { startHealviaServer } from './server.mjs';

const BEACONS_IN_MIX = 1_000;
/** server/config.ts's ceiling for VITALS_RATE_LIMIT_MAX: beacons per minute from one address. */
const LIFTED_RATE_LIMIT = '1000000';
/** The rate of the budget (issue 42: ≥ 5,000 beacons/s on SQLite, p99 ≤ 20 ms). */
export const BUDGET_BEACONS_PER_SECOND = 5_000;

export const beaconMix = () => runTs('scripts/bench/vitals-beacon-mix.ts', undefined, { args: [String(BEACONS_IN_MIX)] });

async function post(baseUrl, beacons, { seconds, connections, overallRate }) {
  let next = 0;
  const setupRequest = (request) => {
    const { body, userAgent } = beacons[next++ % beacons.length];
    return { ...request, headers: { ...request.headers, 'user-agent': userAgent }, body };
  };
  const result = await autocannon({
    url: new URL('/api/vitals', baseUrl).href,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [{ method: 'POST', path: '/api/vitals', headers: { 'content-type': 'application/json' }, setupRequest }],
  });
  return {
    ok2xx: result['2xx'],
    beaconsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
  };
}

/** `storage` from bench-storage.mjs, empty; resolves to the load's figures and the rows it left. */
export async function measureBeacons(storage, beacons, { seconds, connections, staticDir, cleanups, step }) {
  const server = await startHealviaServer({ dataDir: storage.dataDir, staticDir, env: { ...storage.env, VITALS_RATE_LIMIT_MAX: LIFTED_RATE_LIMIT } });
  cleanups.push(server.stop);
  step(`autocannon POST /api/vitals on ${storage.label} (${connections} connections, ${seconds} s, ${beacons.length} different beacons)`);
  const figures = await post(server.url, beacons, { seconds, connections });
  step(`autocannon POST /api/vitals on ${storage.label} at ${BUDGET_BEACONS_PER_SECOND.toLocaleString('en')} beacons/s (${connections} connections, ${seconds} s)`);
  const atBudgetRate = await post(server.url, beacons, { seconds, connections, overallRate: BUDGET_BEACONS_PER_SECOND });
  const death = server.exitedEarly();
  if (death) throw new Error(`${storage.label} ${death} during POST /api/vitals; its last output:\n${server.output()}`);
  await server.stop();
  const [{ stored }] = await storage.query('SELECT count(*) AS stored FROM vitals_views');
  // autocannon drops the requests in flight at its deadline (at most one per connection), which may be stored.
  const acknowledged = figures.ok2xx + atBudgetRate.ok2xx;
  const unacknowledged = Number(stored) - acknowledged;
  const { ok2xx: _counted, ...atRate } = atBudgetRate;
  return { ...figures, atBudgetRate: atRate, rows: { acknowledged, stored: Number(stored), consistent: unacknowledged >= 0 && unacknowledged <= 2 * connections } };
}
