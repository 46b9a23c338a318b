import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { BackupReport } from '../../../server/backup/backup-report';
import { patientWithEveryId, validCallback, validDoctorFields } from './fixtures';
import { serverProcessEnv } from './server-process';
import { postJson } from './lead-load';
import { jpegFile, pngFile } from './uploads';

const root = path.resolve(import.meta.dirname, '../../..');
const ANNOUNCE = /running at (http:\/\/\S+)/;

export type Machine = {
  url: string;
  output: () => string;
  /** The machine dies: SIGKILL to the server and everything it started (Litestream) at once, no last sync. */
  die: () => Promise<void>;
  /** SIGTERM, the orderly stop. */
  stop: () => Promise<void>;
};

/** Until no process of the group is left. */
async function groupGone(pgid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await sleep(20);
  }
}

/**
 * The real server (`node --import tsx server/main.ts`) as the leader of its own process group, so one signal
 * reaches it and its Litestream together, as a power cut would.
 */
export function startMachine({ dataDir, env }: { dataDir: string; env: Record<string, string> }): Promise<Machine> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, detached: true, env: serverProcessEnv(dataDir, env), stdio: ['ignore', 'pipe', 'pipe'] });
  const pgid = child.pid ?? 0;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = async (signal: NodeJS.Signals) => {
    try {
      process.kill(-pgid, signal);
    } catch {
      // Already gone.
    }
    await exited;
    await groupGone(pgid);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void signalGroup('SIGKILL');
      reject(new Error(`The server did not start within 30 s:\n${output}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
    const onData = () => {
      const match = ANNOUNCE.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({ url: match[1], output: () => output, die: () => signalGroup('SIGKILL'), stop: () => signalGroup('SIGTERM') });
    };
    child.stdout.on('data', onData);
  });
}

/** The keys' own place: a directory apart from the data dir and the replica (a secrets manager in production). */
export function keysPlace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'healvia-drill-keys-'));
  const keys = { JWT_SECRET: randomBytes(48).toString('base64url'), FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  writeFileSync(path.join(dir, 'jwt-secret'), keys.JWT_SECRET, { mode: 0o600 });
  writeFileSync(path.join(dir, 'field-encryption-key'), keys.FIELD_ENCRYPTION_KEY, { mode: 0o600 });
  return { dir, env: keys, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type Acknowledged = { id: string; at: number };

/** Callbacks from `connections` keep-alive sockets, each id kept with the moment its 201 arrived. */
export function startTimedLoad(baseUrl: string, connections = 20) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL('/api/callbacks', baseUrl).href;
  const acknowledged: Acknowledged[] = [];
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      const answer = await postJson(agent, url, validCallback()).catch(() => undefined);
      if (answer?.status === 201) acknowledged.push({ id: JSON.parse(answer.body).id, at: Date.now() });
      else await sleep(10);
    }
  };
  const workers = Promise.all(Array.from({ length: connections }, worker));
  return {
    acknowledged,
    async stop() {
      stopping = true;
      await workers;
      agent.destroy();
    },
  };
}

/** A patient with every ID number (encrypted at rest) and a doctor with three uploads, through the public API. */
export async function registerPatientAndDoctor(baseUrl: string): Promise<{ patientId: string; doctorId: string; at: number }> {
  const patient = await fetch(new URL('/api/patients', baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patientWithEveryId()) });
  expect(patient.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(validDoctorFields())) form.append(name, value);
  for (const [name, file] of [['profilePhoto', pngFile('me.png')], ['medicalRegistrationCertificate', jpegFile('registration.jpg')], ['governmentID', jpegFile('pan.jpg')]] as const) form.append(name, file, file.name);
  const doctor = await fetch(new URL('/api/doctors', baseUrl), { method: 'POST', body: form });
  expect(doctor.status).toBe(201);
  return { patientId: ((await patient.json()) as { id: string }).id, doctorId: ((await doctor.json()) as { id: string }).id, at: Date.now() };
}

/** GET /healthz/backup from this machine (loopback: allowed). */
export async function backupReport(baseUrl: string): Promise<BackupReport> {
  return (await (await fetch(new URL('/healthz/backup', baseUrl))).json()) as BackupReport;
}

/** Polls `condition` every 50 ms until it holds; fails after `timeoutMs`. */
export async function waitFor<T>(what: string, read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await sleep(50);
  }
}

type Rows = Map<string, Record<string, unknown>>;

/**
 * Every lead acknowledged more than `budgetMs` before the failure is restored, and every restored row equals the
 * primary's field by field. Returns the recovery point measured: how long before the failure the newest
 * acknowledged lead that did not come back was acknowledged (0 when all did).
 */
export function expectRestored({ acknowledged, failedAt, primary, restored, budgetMs }: { acknowledged: Acknowledged[]; failedAt: number; primary: Rows; restored: Rows; budgetMs: number }): number {
  const missing = acknowledged.filter(({ id }) => !restored.has(id));
  const recoveryPointMs = Math.max(0, ...missing.map(({ at }) => failedAt - at));
  expect(missing.filter(({ at }) => at < failedAt - budgetMs), 'acknowledged longer than the recovery point before the failure, not restored').toEqual([]);
  for (const [id, row] of restored) if (primary.has(id)) expect(row, `row ${id}`).toEqual(primary.get(id));
  // The rows the primary had a moment before the failure, older than the budget: all back.
  const required = acknowledged.filter(({ at }) => at < failedAt - budgetMs).map(({ id }) => id);
  expect(required.filter((id) => primary.has(id) && !restored.has(id))).toEqual([]);
  return recoveryPointMs;
}

export const byId = (rows: Record<string, unknown>[]): Rows => new Map(rows.map((row) => [String(row.id), row]));

/** Names of every file under `dir`. */
export const fileNamesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
