import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

// A warning in the console is a bug report (CONVENTIONS 16): every console.error or console.warn a test
// causes (React's act() and key warnings included) fails that test. The messages still print as usual.
// Wrapped once per worker: files that share a worker (isolate: false) share the wrapper and its list.
const guarded = globalThis as typeof globalThis & { consoleGuardReports?: string[] };
const reported = (guarded.consoleGuardReports ??= []);

if (!('guarded' in console.error)) {
  for (const method of ['error', 'warn'] as const) {
    const write = console[method].bind(console);
    console[method] = Object.assign(
      (...args: unknown[]) => {
        reported.push(`console.${method}: ${format(...args)}`);
        write(...args);
      },
      { guarded: true },
    );
  }
}

function failOnConsoleOutput() {
  if (reported.length === 0) return;
  const messages = reported.splice(0).map((message) => message.split('\n')[0]);
  throw new Error(`The test wrote ${messages.length} message(s) to console.error/console.warn:\n${messages.join('\n')}`);
}

afterEach(failOnConsoleOutput);
afterAll(failOnConsoleOutput);
