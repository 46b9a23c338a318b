// Starts Node child processes that announce their URL on stdout, and stops them by pid.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

const OUTPUT_KEPT = 20_000;

/**
 * Spawns `node ...args` and resolves once stdout matches `announce`, with { child, url, stop, output, exitedEarly }:
 * `output()` is the last 20,000 characters of its stdout (its stderr goes to ours), `exitedEarly()` says
 * whether it has exited without being asked to, and how.
 */
export function startProcess(args, { env = process.env, announce, timeoutMs = 30_000 }) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping = false;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stopping = true;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const exitedEarly = () => {
    if (stopping || (child.exitCode === null && child.signalCode === null)) return null;
    return child.signalCode ? `killed by ${child.signalCode}` : `exited with code ${child.exitCode}`;
  };
  let output = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${args.join(' ')} did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${output}`));
    };
    child.once('exit', onExit);
    // Always drained, so a chatty child never blocks on a full pipe.
    child.stdout.on('data', (chunk) => {
      output = (output + chunk).slice(-OUTPUT_KEPT);
      const match = ready ? null : announce.exec(output);
      if (match) {
        ready = true;
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve({ child, url: match[1], stop, output: () => output, exitedEarly });
      }
    });
  });
}

/**
 * The real Healvia server: production settings, a throwaway data dir, no rate limit in the way. SQLite in the
 * data dir unless `env` brings a DATABASE_URL.
 */
export function startHealviaServer({ dataDir, staticDir, env: extraEnv = {}, nodeArgs = [] }) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    RATE_LIMIT_MAX: '1000000000',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SHUTDOWN_DRAIN_MS: '0',
    ...extraEnv,
  };
  return startProcess([...nodeArgs, '--import', 'tsx', 'server/main.ts'], { env, announce: /running at (http:\/\/\S+)/ });
}

/** A node:http server that reads the body and answers 201, as the floor any server is compared with. */
export function startBareServer() {
  return startProcess([path.join(import.meta.dirname, 'bare-server.mjs')], { announce: /listening at (http:\/\/\S+)/ });
}

/** A proxy in front of `upstreamUrl` serving each page without its scripts (floor-server.mjs). */
export function startFloorServer(upstreamUrl) {
  return startProcess(['--import', 'tsx', path.join(import.meta.dirname, 'floor-server.mjs'), upstreamUrl], { announce: /listening at (http:\/\/\S+)/ });
}
