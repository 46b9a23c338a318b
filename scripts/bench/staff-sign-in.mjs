// Staff sessions for the bench, made as a person would: `npm run staff -- add`, the enrolment link, then both
// sign-in steps, with the TOTP codes computed here.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { root } from './server.mjs';

const execFileAsync = promisify(execFile);
const PASSWORD = 'a long bench passphrase';

const codeAt = (secret, time) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: time });

async function call(baseUrl, method, urlPath, body, headers = {}) {
  const response = await fetch(new URL(urlPath, baseUrl), {
    method,
    headers: { origin: new URL(baseUrl).origin, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Adds `email` with `role` through the staff command (storage from `env`, as the server's), enrols it through
 * `baseUrl` and signs in: resolves to the `Cookie` header of its session.
 */
export async function staffSession(baseUrl, env, email, role) {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', 'add', email, '--role', role], { cwd: root, env });
  const token = /\/staff\/enrol\/([A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
  if (!token) throw new Error(`npm run staff -- add printed no enrolment link:\n${stdout}`);
  const { secret } = await (await call(baseUrl, 'GET', `/api/staff/enrolments/${token}`)).json();
  await call(baseUrl, 'POST', `/api/staff/enrolments/${token}`, { password: PASSWORD, code: codeAt(secret, Date.now()) });
  const { challenge } = await (await call(baseUrl, 'POST', '/api/staff/sign-in', { email, password: PASSWORD })).json();
  // The enrolment took this step's code; the next step's is accepted too (clock drift) and is not a replay.
  const signedIn = await call(baseUrl, 'POST', '/api/staff/sign-in/code', { challenge, code: codeAt(secret, Date.now() + 30_000) });
  const cookie = /^(__Host-staff=[^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`the sign-in of ${email} set no session cookie`);
  return cookie;
}
