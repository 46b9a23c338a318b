// POST /api/vitals under load (issue 42, budget on SQLite: ≥ 5,000 beacons/s, p99 ≤ 20 ms): autocannon posts a mix
// of valid beacons (vitals-beacon-mix.ts: every route pattern, both languages, attributions) with phone, tablet
// and desktop agents to the real server, its beacon rate limit lifted, since every beacon comes from 127.0.0.1.
// The rows are counted once the server has stopped: every beacon answered 204 must be stored.
import autocannon from 'autocannon';
import { runTs } from './run-ts.mjs';
import { startHealviaServer } from './server.mjs';

const BEACONS_IN_MIX = 1_000;
/** server/config.ts's ceiling for VITALS_RATE_LIMIT_MAX: beacons per minute from one address. */
const LIFTED_RATE_LIMIT = '1000000';

export const beaconMix = () => runTs('scripts/bench/vitals-beacon-mix.ts', undefined, { args: [String(BEACONS_IN_MIX)] });

async function post(baseUrl, beacons, { seconds, connections }) {
  let next = 0;
  const setupRequest = (request) => {
    const { body, userAgent } = beacons[next++ % beacons.length];
    return { ...request, headers: { ...request.headers, 'user-agent': userAgent }, body };
  };
  const result = await autocannon({
    url: new URL('/api/vitals', baseUrl).href,
    connections,
    duration: seconds,
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
  const death = server.exitedEarly();
  if (death) throw new Error(`${storage.label} ${death} during POST /api/vitals; its last output:\n${server.output()}`);
  await server.stop();
  const [{ stored }] = await storage.query('SELECT count(*) AS stored FROM vitals_views');
  // autocannon drops the requests in flight at its deadline (at most one per connection), which may be stored.
  const unacknowledged = Number(stored) - figures.ok2xx;
  return { ...figures, rows: { acknowledged: figures.ok2xx, stored: Number(stored), consistent: unacknowledged >= 0 && unacknowledged <= connections } };
}
