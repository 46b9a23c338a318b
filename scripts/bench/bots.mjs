// Bots kept out without a puzzle (issue 41, item 4): on each engine, the bot scripts (direct posts, one scraped
// token replayed, one phone number repeated, a headless Chromium submitting at once) beside person-paced journeys
// on every lead form (keyboard only, and through the offline queue). The server keeps its production limits
// (rate limit, hourly bot limits) and trusts X-Forwarded-For, so each actor is the client address it claims.
// What reached the inbox and what was quarantined is read from the database after the run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startCluster } from '../postgres/throwaway-cluster.mjs';
import { directPosts, repeatedPhone, replayedToken } from './bots-api.mjs';
import { FORMS, headlessBot, personJourney } from './bots-browser.mjs';
import { VISITOR_ADDRESS_ENV } from './form-tokens.mjs';
import { launchBrowser } from './page-weight.mjs';
import { startHealviaServer } from './server.mjs';

const POSTGRES_SECRETS = { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing', FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
/** server/config.ts's defaults, restated because the bench's other servers lift the rate limit. */
export const PRODUCTION_LIMITS = { RATE_LIMIT_MAX: '30', addressLeadsPerHour: 20 };
export const BOT_COUNTS = { direct: 200, replayed: 200, phone: 50, headless: 30 };
/** Person-paced journeys per form: on the keyboard alone, then one through the offline queue. */
const KEYBOARD_JOURNEYS_PER_FORM = 2;

/** Where each acknowledged lead is now: 'inbox' or 'quarantined', by id. */
async function placesOf({ dataDir, databaseUrl }, ids) {
  const query = async (sql) => {
    if (!databaseUrl) {
      const db = new Database(path.join(dataDir, 'healvia.sqlite'), { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql.replace('$1', `(${ids.map(() => '?').join(',')})`)).pluck().all(...ids);
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql.replace('id IN $1', 'id::text = ANY($1::text[])').replace('SELECT id', 'SELECT id::text AS id'), [ids])).rows.map((row) => row.id);
    } finally {
      await client.end();
    }
  };
  if (ids.length === 0) return new Map();
  const places = new Map((await query('SELECT id FROM leads WHERE id IN $1')).map((id) => [id, 'inbox']));
  for (const id of await query('SELECT id FROM quarantined_leads WHERE id IN $1')) places.set(id, 'quarantined');
  return places;
}

/** One actor's submissions, counted by what became of them. */
function tally(answers, places) {
  const count = (test) => answers.filter(test).length;
  return {
    submitted: answers.length,
    inbox: count((answer) => places.get(answer.id) === 'inbox'),
    quarantined: count((answer) => places.get(answer.id) === 'quarantined'),
    refused429: count((answer) => answer.status === 429),
    unpaid428: count((answer) => answer.status === 428),
    paidProofOfWork: count((answer) => answer.paidProofOfWork),
    server5xx: count((answer) => answer.status >= 500),
    other: count((answer) => answer.status !== 201 && answer.status !== 428 && answer.status !== 429 && answer.status < 500),
  };
}

async function runActors(baseUrl, step) {
  step('bots: direct posts, a replayed token, a repeated phone number');
  const direct = await directPosts(baseUrl, BOT_COUNTS.direct, 0);
  const replayed = await replayedToken(baseUrl, BOT_COUNTS.replayed, 1_000);
  const phone = await repeatedPhone(baseUrl, BOT_COUNTS.phone, 2_000);
  const browser = await launchBrowser();
  try {
    step(`bots: a headless Chromium submitting ${BOT_COUNTS.headless} forms at once, each page loaded afresh, from one address`);
    const headless = await headlessBot(browser, baseUrl, BOT_COUNTS.headless);
    step(`people: ${KEYBOARD_JOURNEYS_PER_FORM + 1} person-paced journeys on each form (keyboard only; the last through the offline queue)`);
    const people = [];
    for (let round = 0; round <= KEYBOARD_JOURNEYS_PER_FORM; round += 1) {
      const offline = round === KEYBOARD_JOURNEYS_PER_FORM;
      const journeys = FORMS.map((spec, form) => personJourney(browser, baseUrl, spec, round * FORMS.length + form, { offline }).then((answer) => ({ ...answer, form: spec.form })));
      people.push(...(await Promise.all(journeys)));
    }
    return { direct, replayed, phone, headless, people };
  } finally {
    await browser.close();
  }
}

async function measureEngine(engine, { staticDir, cleanups, step }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'healvia-bench-bots-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const cluster = engine === 'postgres' ? await startCluster() : undefined;
  if (cluster) cleanups.push(cluster.stop);
  const databaseUrl = cluster ? await cluster.createDatabase('healvia_bots') : undefined;
  const env = { ...VISITOR_ADDRESS_ENV, RATE_LIMIT_MAX: PRODUCTION_LIMITS.RATE_LIMIT_MAX, ...(databaseUrl ? { ...POSTGRES_SECRETS, DATABASE_URL: databaseUrl } : {}) };
  const server = await startHealviaServer({ dataDir, staticDir, env });
  cleanups.push(server.stop);
  try {
    const actors = await runActors(server.url, step);
    const places = await placesOf({ dataDir, databaseUrl }, Object.values(actors).flat().flatMap((answer) => (answer.id ? [answer.id] : [])));
    const tallies = Object.fromEntries(Object.entries(actors).map(([actor, answers]) => [actor, tally(answers, places)]));
    const people = actors.people.map(({ form, offline, addedMs, paidProofOfWork, bytes, id }) => ({ form, offline, addedMs, paidProofOfWork, bytes, place: places.get(id) ?? null }));
    const fillMs = actors.headless.map((answer) => answer.fillMs).sort((a, b) => a - b);
    return { engine, tallies, people, headlessFillMsP50: fillMs[Math.floor(fillMs.length / 2)] ?? null };
  } finally {
    await server.stop();
    await cluster?.stop();
  }
}

/** Each engine in turn: every actor against a fresh server with the production limits. */
export async function measureBots({ engines, staticDir, cleanups, step }) {
  const measured = [];
  for (const engine of engines) {
    step(`bots and people on ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} (production limits, one address per actor)`);
    measured.push(await measureEngine(engine, { staticDir, cleanups, step }));
  }
  return { counts: BOT_COUNTS, addressLeadsPerHour: PRODUCTION_LIMITS.addressLeadsPerHour, engines: measured };
}
