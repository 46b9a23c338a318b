// The live feed under load (issue 40, "Performance and scale"): `consoles` staff consoles hold the SSE stream
// of GET /api/staff/leads/events open while callbacks are posted; each lead's delay is from just before its POST
// to its `lead` event on each console. SQLite: one instance. PostgreSQL: two instances on one database, the
// consoles split between them and the leads posted to each in turn, so half the deliveries cross instances.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startCluster } from '../postgres/throwaway-cluster.mjs';
import { fetchFormToken, formHeaders, mobileNumber, newAddress, PAST_HURRIED_MS, VISITOR_ADDRESS_ENV } from './form-tokens.mjs';
import { startHealviaServer } from './server.mjs';
import { staffSession } from './staff-sign-in.mjs';

const EVENTS_PATH = '/api/staff/leads/events';
const POSTGRES_SECRETS = { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
/** Sessions the consoles share (one per staff member: a TOTP step signs in one session of a member). */
const ROLES = ['agent', 'agent', 'supervisor', 'admin'];
const WAIT_AFTER_LAST_MS = 30_000;

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** One console: parses `lead` events and calls `onLead(id)` as each arrives. */
function openConsole(baseUrl, cookie, agent, onLead) {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(EVENTS_PATH, baseUrl), { agent, headers: { accept: 'text/event-stream', cookie } });
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${EVENTS_PATH} answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: lead\n')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          onLead(JSON.parse(data.slice(6)).id);
        }
      });
      resolve(() => outgoing.destroy());
    });
    outgoing.end();
  });
}

/** A visitor's callback as the site's form sends it (form-tokens.mjs): its own number, token and address. */
function postCallback(baseUrl, agent, { phone, token, address }) {
  const payload = JSON.stringify({ phone });
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL('/api/callbacks', baseUrl), {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...formHeaders(token, address) },
    });
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.once('end', () => (response.statusCode === 201 ? resolve(JSON.parse(body).id) : reject(new Error(`POST /api/callbacks: ${response.statusCode} ${body}`))));
    });
    outgoing.end(payload);
  });
}

/** Posts `leads` callbacks, `intervalMs` apart, to the servers in turn, with `consoles` streams open across them. */
async function measureDelivery(servers, { consoles, leads, intervalMs }) {
  const sessions = [];
  for (const [index, role] of ROLES.entries()) sessions.push(await staffSession(servers[0].url, servers[0].env, `bench-${role}-${index}@healvia.example`, role));
  const streamAgent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const postAgent = new Agent({ keepAlive: true, maxSockets: 8 });
  const posted = new Map();
  const early = new Map();
  const delays = { same: [], cross: [] };
  const closers = [];
  for (let index = 0; index < consoles; index += 1) {
    const server = index % servers.length;
    const cookie = sessions[index % sessions.length];
    closers.push(
      await openConsole(servers[server].url, cookie, streamAgent, (id) => {
        const at = performance.now();
        const lead = posted.get(id);
        if (!lead) return void early.set(id, [...(early.get(id) ?? []), { at, server }]);
        (lead.server === server ? delays.same : delays.cross).push(at - lead.at);
      }),
    );
  }
  // Each visitor's form fetched its token on first touch, a while before the lead is sent (never 'hurried').
  const visitors = [];
  for (let index = 0; index < leads; index += 1) {
    const address = newAddress();
    visitors.push({ phone: mobileNumber(index), address, token: await fetchFormToken(servers[index % servers.length].url, 'callback', address) });
  }
  await sleep(PAST_HURRIED_MS);
  let expected = 0;
  for (let index = 0; index < leads; index += 1) {
    const server = index % servers.length;
    const at = performance.now();
    const id = await postCallback(servers[server].url, postAgent, visitors[index]);
    posted.set(id, { at, server });
    // Events that beat the POST's own answer.
    for (const seen of early.get(id) ?? []) (seen.server === server ? delays.same : delays.cross).push(seen.at - at);
    early.delete(id);
    expected += consoles;
    await sleep(Math.max(0, intervalMs - (performance.now() - at)));
  }
  const deadline = performance.now() + WAIT_AFTER_LAST_MS;
  while (delays.same.length + delays.cross.length < expected && performance.now() < deadline) await sleep(50);
  for (const close of closers) close();
  streamAgent.destroy();
  postAgent.destroy();
  const summary = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { count: sorted.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted.at(-1) ?? null };
  };
  const all = summary([...delays.same, ...delays.cross]);
  return { expected, delivered: all.count, all, sameInstance: summary(delays.same), crossInstance: servers.length > 1 ? summary(delays.cross) : null };
}

async function liveOnSqlite(settings) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healvia-bench-live-'));
  settings.cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startHealviaServer({ dataDir, staticDir: settings.staticDir, env: VISITOR_ADDRESS_ENV });
  settings.cleanups.push(server.stop);
  try {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    return await measureDelivery([{ url: server.url, env: { ...inherited, DATA_DIR: dataDir } }], settings);
  } finally {
    await server.stop();
  }
}

async function liveOnPostgres(settings) {
  const cluster = await startCluster();
  settings.cleanups.push(cluster.stop);
  const databaseUrl = await cluster.createDatabase('healvia_live');
  const servers = [];
  try {
    for (const name of ['a', 'b']) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `healvia-bench-live-${name}-`));
      settings.cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = { ...POSTGRES_SECRETS, ...VISITOR_ADDRESS_ENV, DATABASE_URL: databaseUrl };
      const server = await startHealviaServer({ dataDir, staticDir: settings.staticDir, env });
      settings.cleanups.push(server.stop);
      servers.push({ url: server.url, env: { ...process.env, ...env, DATA_DIR: dataDir }, stop: server.stop });
    }
    return await measureDelivery(servers, settings);
  } finally {
    for (const server of servers) await server.stop();
    await cluster.stop();
  }
}

/** Each engine in turn: `consoles` open streams, `leads` callbacks `intervalMs` apart. */
export async function measureLiveFeed({ engines, consoles = 200, leads = 100, intervalMs = 50, staticDir, cleanups, step }) {
  const settings = { consoles, leads, intervalMs, staticDir, cleanups };
  const measured = [];
  for (const engine of engines) {
    step(`live feed on ${engine === 'postgres' ? 'two instances sharing PostgreSQL' : 'SQLite'}: ${consoles} consoles, ${leads} callbacks ${intervalMs} ms apart`);
    const figures = await (engine === 'postgres' ? liveOnPostgres(settings) : liveOnSqlite(settings));
    measured.push({ engine, instances: engine === 'postgres' ? 2 : 1, ...figures });
  }
  return { consoles, leads, intervalMs, engines: measured };
}
