import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from './support/server-process';

const DRAIN_MS = 3_000;

let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'healvia-drain-'));
  server = await startServerProcess({ dataDir, env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } });
}, SERVER_START_TIMEOUT_MS + 5_000);
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

it('after SIGTERM answers /readyz with 503 but keeps serving for the drain time, then exits cleanly', async () => {
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  const signalled = Date.now();
  server.child.kill('SIGTERM');

  // The signal arrives asynchronously; the first probe after it may still be answered as ready.
  let ready = await fetch(`${server.url}/readyz`);
  for (let probe = 0; ready.status === 200 && probe < 20; probe += 1) ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ message: 'This instance is shutting down', error: 'Service Unavailable' });
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const lead = await fetch(`${server.url}/api/callbacks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":"+919876543210"}' });
  expect(lead.status).toBe(201);

  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
});
