// The bench runs on plain Node; the shared TypeScript (src/lib/vitals, server/storage) runs in a tsx child process
// that reads its settings as JSON on stdin and prints its answer as JSON, as lead-inbox-plans.ts does.
import { execFile } from 'node:child_process';
import { root } from './server.mjs';

/** Runs `node --import tsx <script> ...args` with `input` as JSON on stdin; resolves to its stdout parsed as JSON. */
export function runTs(script, input, { args = [], env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env, maxBuffer: 1 << 28 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${script} failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout));
    });
    child.stdin.end(input === undefined ? '' : JSON.stringify(input));
  });
}
