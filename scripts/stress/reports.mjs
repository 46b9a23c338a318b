// Reads the JSON reports of one stress run's suites into the tests that failed: a name and a short message.
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ test: string, message: string }} Failure */

const MESSAGE_LINES = 6;
/** Stack frames that say nothing about the test: the runners' own, Node's, anonymous ones. */
const STACK_NOISE = /^\s+at .*(node_modules|node:internal|<anonymous>)/;
// eslint-disable-next-line no-control-regex -- the reporters colour their messages
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first lines of a failure message, without colours: enough to tell one cause from another. */
export const shortMessage = (text = '') =>
  text
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && !STACK_NOISE.test(line))
    .slice(0, MESSAGE_LINES)
    .join('\n');

/** Playwright's JSON report: every test that did not pass at its first attempt (retries stay at 0). */
export function playwrightFailures(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Failure[]} */
  const failures = [];
  const visit = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const result = test.results.find((attempt) => attempt.status !== 'passed' && attempt.status !== 'skipped') ?? test.results[0];
        failures.push({ test: `${spec.file} › ${[...path, spec.title].join(' › ')}`, message: shortMessage(result?.error?.message ?? result?.status ?? test.status) });
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) failures.push({ test: '(outside any test)', message: shortMessage(error.message) });
  return failures;
}

/** Vitest's JSON report: every failed test, and every file that failed before its tests ran. */
export function vitestFailures(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Failure[]} */
  const failures = [];
  for (const testFile of report.testResults ?? []) {
    const name = testFile.name.replace(`${process.cwd()}/`, '');
    const failed = (testFile.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ test: `${name} › ${test.fullName}`, message: shortMessage(test.failureMessages?.[0]) });
    if (testFile.status === 'failed' && failed.length === 0) failures.push({ test: name, message: shortMessage(testFile.message) });
  }
  return failures;
}
