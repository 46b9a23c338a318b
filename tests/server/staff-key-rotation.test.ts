import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldKey } from '../../server/security/field-cipher';
import type { FieldKeySettings } from '../../server/security/field-keys';
import { enrolmentTokenIn, enrolWith, postStaffJson, runStaff, signIn, STAFF_PASSWORD, testClock } from './support/staff';
import { startTestApp, type TestApp } from './support/test-app';

const key = (id: string, fill: number): FieldKey => ({ id, key: Buffer.alloc(32, fill) });
const [OLD, NEW, UNRELATED] = [key('key-old', 1), key('key-new', 2), key('key-unrelated', 3)];
const envOf = ({ id, key: bytes }: FieldKey) => ({ FIELD_ENCRYPTION_KEY: bytes.toString('base64'), FIELD_ENCRYPTION_KEY_ID: id });

const clock = testClock();
// The app reads this object again at each restart: changing it is changing the environment between starts.
const keys: Required<FieldKeySettings> = { current: OLD, retired: [] };
let server: TestApp;
let secret: string;
let pendingToken: string;
beforeAll(async () => {
  server = await startTestApp({ clock: clock.now, fieldKeys: keys });
  const env = { ...server.storageEnv, ...envOf(OLD) };
  const added = await runStaff(env, 'add', 'rotating@healvia.example', '--role', 'agent');
  secret = (await enrolWith(server, clock, enrolmentTokenIn(added.out))).details.secret;
  pendingToken = enrolmentTokenIn((await runStaff(env, 'add', 'pending@healvia.example', '--role', 'agent')).out);
});
afterAll(() => server.close());

const member = () => ({ email: 'rotating@healvia.example', password: STAFF_PASSWORD, secret });
const storedSecrets = async () => [...(await server.rows('staff')), ...(await server.rows('staff_enrolments'))].map((row) => String(row.totp_secret));

describe('rotating the field-encryption key', () => {
  it('moves staff TOTP keys to the new key at start, so the old key can then be dropped', async () => {
    keys.current = NEW;
    keys.retired = [OLD];
    await server.restart();
    const secrets = (await storedSecrets()).filter((value) => value !== 'null');
    expect(secrets.length).toBeGreaterThan(0);
    for (const value of secrets.filter((stored) => !stored.startsWith('enc:v1:key-new:'))) {
      // Only used enrolments keep the old key: they are never read again.
      expect((await server.rows('staff_enrolments')).find((row) => row.totp_secret === value)?.used_at).not.toBeNull();
    }

    keys.retired = [];
    await server.restart();
    await signIn(server, clock, member());
    expect((await server.request({ method: 'GET', url: `/api/staff/enrolments/${pendingToken}` })).statusCode).toBe(200);
  });

  it('treats a key no configured key can read as no second factor: 401, never a 500', async () => {
    keys.current = UNRELATED;
    await server.restart();
    const first = await postStaffJson(server, '/api/staff/sign-in', { email: 'rotating@healvia.example', password: STAFF_PASSWORD });
    expect(first.statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: `/api/staff/enrolments/${pendingToken}` })).statusCode).toBe(404);
  });
});
