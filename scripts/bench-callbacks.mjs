// Benchmark, not a test: how many callback requests the server acknowledges per second on loopback,
// and whether every acknowledged one was stored. Starts its own server with a throwaway DATA_DIR.
//   node scripts/bench-callbacks.mjs [--seconds 10] [--connections 50]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const durationMs = Number(values.seconds) * 1000;
const connections = Number(values.connections);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-bench-'));

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-site'),
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function worker(url, deadline, tally) {
  const body = JSON.stringify({ phone: '+919876543210' });
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/callbacks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      tally.set(response.status, (tally.get(response.status) ?? 0) + 1);
    } catch {
      tally.set('network error', (tally.get('network error') ?? 0) + 1);
    }
  }
}

const { child, url } = await startServer();
const stopped = new Promise((resolve) => child.once('exit', resolve));
const tally = new Map();
const startedAt = Date.now();
try {
  await Promise.all(Array.from({ length: connections }, () => worker(url, startedAt + durationMs, tally)));
} finally {
  child.kill('SIGTERM');
  await stopped;
}
const elapsedS = (Date.now() - startedAt) / 1000;

const db = new Database(path.join(dataDir, 'healvia.sqlite'), { readonly: true });
const stored = db.prepare('SELECT count(*) FROM callbacks').pluck().get();
db.close();
rmSync(dataDir, { recursive: true, force: true });

const acknowledged = tally.get(201) ?? 0;
console.log(`POST /api/callbacks for ${elapsedS.toFixed(1)} s with ${connections} concurrent connections on loopback`);
console.log(`  responses by status: ${JSON.stringify(Object.fromEntries(tally))}`);
console.log(`  accepted (201):      ${acknowledged} → ${(acknowledged / elapsedS).toFixed(0)} req/s`);
console.log(`  rows stored:         ${stored} (${stored === acknowledged ? 'equal to' : 'DIFFERENT FROM'} acknowledged)`);
process.exitCode = stored === acknowledged ? 0 : 1;
