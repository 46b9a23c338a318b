// `npm run test:stress`: runs the chosen suites N times the way `npm test` runs them (same scripts, same order,
// each from a fresh build), every other run under load (scripts/stress/load.mjs), and prints every test that
// failed at least once, with how many runs it failed and its message. Not part of `npm test`: it takes long.
//   npm run test:stress [-- --runs 5] [--only stories,e2e,unit]
// Exits 1 when any test failed in any run. Logs and reports stay in .tmp/stress/.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { playwrightFailures, vitestFailures } from './reports.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.tmp/stress');

/** The suites in the order `npm test` runs them; each starts from a fresh build of what it tests. */
const SUITES = {
  unit: {
    label: 'vitest (unit, SQLite and PostgreSQL)',
    command: (report) => ['node_modules/.bin/vitest', ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`]],
    failures: vitestFailures,
  },
  stories: {
    label: 'stories in Chromium',
    fresh: ['storybook-static', 'node_modules/.cache'],
    command: () => ['bash', ['scripts/test-storybook.sh', '--reporter=dot,json']],
    failures: playwrightFailures,
  },
  e2e: {
    label: 'valid HTML and browser journeys',
    fresh: ['dist', 'dist-server', '.tmp/e2e-data', 'node_modules/.cache'],
    command: () => ['bash', ['scripts/test-e2e.sh', '--reporter=dot,json']],
    failures: playwrightFailures,
  },
};

function fail(message) {
  console.error(`test:stress: ${message}`);
  process.exit(2);
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, only: { type: 'string', default: Object.keys(SUITES).join(',') } } }));
  } catch (error) {
    fail(error.message);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs: expected a whole number ≥ 1, got ${values.runs}`);
  const chosen = values.only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = chosen.filter((name) => !(name in SUITES));
  if (unknown.length > 0 || chosen.length === 0) fail(`--only: expected some of ${Object.keys(SUITES).join(', ')}, got ${values.only}`);
  return { runs, suites: Object.keys(SUITES).filter((name) => chosen.includes(name)) };
}

/** Runs a command with its output in a log file; resolves with its exit code. */
function run(command, args, { log, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('close', (code, signal) => {
      writeFileSync(log, Buffer.concat(chunks));
      resolve(code ?? `killed by ${signal}`);
    });
  });
}

/** Starts the load generator and resolves once it runs, with the function that stops it. */
function startLoad() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', () =>
      resolve(async () => {
        child.kill('SIGTERM');
        await exited;
      }),
    );
  });
}

const stopOnSignal = [];
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void Promise.all(stopOnSignal.map((stop) => stop())).finally(() => process.exit(130)));

async function runSuite(name, runNumber) {
  const suite = SUITES[name];
  for (const dir of suite.fresh ?? []) rmSync(path.join(root, dir), { recursive: true, force: true });
  const report = path.join(outDir, `run-${runNumber}-${name}.json`);
  const log = path.join(outDir, `run-${runNumber}-${name}.log`);
  rmSync(report, { force: true });
  const begun = performance.now();
  const [command, args] = suite.command(report);
  const code = await run(command, args, { log, env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report, FORCE_COLOR: '0' } });
  const seconds = Math.round((performance.now() - begun) / 1000);
  const failures = suite.failures(report) ?? [{ test: `${name} (the whole suite)`, message: `no report: exit code ${code}, see ${path.relative(root, log)}` }];
  if (code !== 0 && failures.length === 0) failures.push({ test: `${name} (the whole suite)`, message: `exit code ${code} with every test passed, see ${path.relative(root, log)}` });
  console.log(`  ${suite.label}: ${failures.length === 0 ? 'all passed' : `${failures.length} failed`} (${seconds} s)`);
  return failures;
}

function printSummary(results, runs) {
  const byTest = new Map();
  for (const { run: runNumber, loaded, failures } of results) {
    for (const failure of failures) {
      const entry = byTest.get(failure.test) ?? { runs: [], messages: new Set() };
      entry.runs.push(`${runNumber}${loaded ? ' (load)' : ''}`);
      entry.messages.add(failure.message);
      byTest.set(failure.test, entry);
    }
  }
  console.log(`\n== ${runs} run(s): ${byTest.size} test(s) failed at least once ==`);
  for (const [test, entry] of [...byTest].sort((a, b) => b[1].runs.length - a[1].runs.length)) {
    console.log(`\n✗ ${test}\n  failed in ${entry.runs.length} of ${runs} runs: ${entry.runs.join(', ')}`);
    for (const message of entry.messages) console.log(message.replace(/^/gm, '    '));
  }
  return byTest.size;
}

async function main() {
  const { runs, suites } = readOptions();
  mkdirSync(outDir, { recursive: true });
  for (const script of ['ensure-chromium.sh', 'ensure-postgres.sh']) {
    if ((await run('bash', [`scripts/${script}`], { log: path.join(outDir, `${script}.log`) })) !== 0) fail(`scripts/${script} failed, see .tmp/stress/${script}.log`);
  }
  console.log(`test:stress: ${runs} run(s) of ${suites.join(', ')}; odd runs quiet, even runs under load`);
  const results = [];
  for (let runNumber = 1; runNumber <= runs; runNumber += 1) {
    const loaded = runNumber % 2 === 0;
    console.log(`\nrun ${runNumber} of ${runs}${loaded ? ', under load' : ', quiet'}`);
    const stopLoad = loaded ? await startLoad() : undefined;
    if (stopLoad) stopOnSignal.push(stopLoad);
    try {
      for (const name of suites) results.push({ run: runNumber, loaded, failures: await runSuite(name, runNumber) });
    } finally {
      await stopLoad?.();
      stopOnSignal.length = 0;
    }
  }
  process.exitCode = printSummary(results, runs) > 0 ? 1 : 0;
}

await main();
