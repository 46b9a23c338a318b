// The stress run's load generator, a child process the run starts and stops: one busy thread per core, so the
// tests get about half the CPU they have in a quiet run, and one thread that writes and fsyncs files the way
// `npm ci`, the builds and the PostgreSQL tests do just before the browser suites in a clean-clone run (the
// kernel's writeback then competes with every fsync the suites make: SQLite, PostgreSQL, Chromium's profile).
//   node scripts/stress/load.mjs [--threads N] [--dir DIR]
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, workerData } from 'node:worker_threads';

const CHUNK = Buffer.alloc(1 << 20, 7);
const FILE_MEGABYTES = 32;

function spin() {
  // A loop whose result is used, so the JIT cannot remove it.
  let sum = 0;
  for (;;) {
    for (let i = 0; i < 1e7; i += 1) sum = (sum + i * i) % 1_000_003;
    if (sum === -1) break;
  }
}

function writeAndSync(dir) {
  for (let round = 0; ; round += 1) {
    const file = path.join(dir, `load-${round % 4}.bin`);
    const fd = openSync(file, 'w');
    for (let mb = 0; mb < FILE_MEGABYTES; mb += 1) writeSync(fd, CHUNK);
    fsyncSync(fd);
    closeSync(fd);
  }
}

if (isMainThread) {
  const { values } = parseArgs({ options: { threads: { type: 'string', default: String(availableParallelism()) }, dir: { type: 'string' } } });
  const dir = values.dir ?? mkdtempSync(path.join(tmpdir(), 'stress-load-'));
  const threads = Number(values.threads);
  const workers = Array.from({ length: threads }, () => new Worker(new URL(import.meta.url), { workerData: { role: 'cpu' } }));
  workers.push(new Worker(new URL(import.meta.url), { workerData: { role: 'disk', dir } }));
  // The writer stops before its directory goes, or it writes a file into the directory being removed.
  const stop = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  console.log(`load: ${threads} busy thread(s) and one fsync writer in ${dir}`);
} else if (workerData.role === 'cpu') {
  spin();
} else {
  writeAndSync(workerData.dir);
}
