import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/security/passwords';
import { DATABASE_FILE_NAME } from '../../server/storage/database';
import { validAssessment, validCredentials } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { TEST_JWT_SECRET, startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

const register = (body: unknown) => server.postJson('/api/register', body, formTokenHeaders(server, 'register'));
const login = (body: unknown) => server.postJson('/api/login', body, formTokenHeaders(server, 'login'));

describe('registration and login', () => {
  it('registers an account, stores one user with a scrypt hash and answers with a token', async () => {
    const response = await register(validCredentials());

    expect(response.statusCode).toBe(201);
    const body = response.json<{ token: string; expiresIn: number; tokenType: string }>();
    expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    const claims = decodeJwt(body.token);
    expect(claims.exp! - claims.iat!).toBe(3600);
    const users = (await server.rows('users'));
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: claims.sub, email: 'priya.nair@example.com' });
    expect(String(users[0]!.password_hash)).toMatch(/^scrypt\$/);
    expect(String(users[0]!.password_hash)).not.toContain(validCredentials().password);
  });

  it('refuses the same e-mail in other letter case with 409 and a clear message', async () => {
    const response = await register({ ...validCredentials(), email: 'Priya.NAIR@Example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists. Please log in instead.',
      error: 'Conflict',
    });
    expect(await server.rowCount('users')).toBe(1);
  });

  it('logs in with the right password, whatever the e-mail case', async () => {
    const response = await login({ ...validCredentials(), email: 'PRIYA.nair@example.com' });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json<{ token: string }>().token).sub).toBe((await server.rows('users'))[0]!.id);
  });

  it.each([
    { case: 'a wrong password', body: { ...validCredentials(), password: 'wrong horse battery' } },
    { case: 'an unknown e-mail', body: { email: 'nobody@example.com', password: 'whatever123' } },
  ])('answers $case with 401 and the same words', async ({ body }) => {
    const response = await login(body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password', error: 'Unauthorized' });
  });

  it.each([
    { case: 'a missing password', body: { email: 'new@example.com' }, field: 'password', message: 'Password is required' },
    { case: 'a seven-character password', body: { email: 'new@example.com', password: 'short12' }, field: 'password', message: 'Password must be at least 8 characters' },
    { case: 'a 129-character password', body: { email: 'new@example.com', password: 'p'.repeat(129) }, field: 'password', message: 'Password must be 128 characters or fewer' },
    { case: 'a common password', body: { email: 'new@example.com', password: 'password123' }, field: 'password', message: TOO_COMMON },
    { case: 'a common password in other letter case', body: { email: 'new@example.com', password: 'QwertyUIOP' }, field: 'password', message: TOO_COMMON },
    { case: 'a malformed e-mail', body: { email: 'new.example.com', password: 'long enough' }, field: 'email', message: 'Please enter a valid email address' },
    { case: 'a missing e-mail', body: { password: 'long enough' }, field: 'email', message: 'Email is required' },
    { case: 'an extra role key', body: { email: 'new@example.com', password: 'long enough', role: 'admin' }, field: 'role', message: 'Unknown field' },
  ])('refuses a registration with $case (400) and creates no account', async ({ body, field, message }) => {
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    expect(await server.rowCount('users')).toBe(1);
  });

  it('lets an account stored with capitals in its e-mail log in with the lower-case address', async () => {
    const db = new Database(path.join(server.dataDir, DATABASE_FILE_NAME));
    try {
      db.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)').run(randomUUID(), 'Old.Account@Example.COM', await hashPassword('an older passphrase'));
    } finally {
      db.close();
    }
    const response = await login({ email: 'old.account@example.com', password: 'an older passphrase' });
    expect(response.statusCode).toBe(200);
  });

  it('lets an account made before the common-password rule log in with that password', async () => {
    const db = new Database(path.join(server.dataDir, DATABASE_FILE_NAME));
    try {
      db.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)').run(randomUUID(), 'early@example.com', await hashPassword('password123'));
    } finally {
      db.close();
    }
    expect((await login({ email: 'early@example.com', password: 'password123' })).statusCode).toBe(200);
  });

  it('refuses a login body without an e-mail with 400', async () => {
    const response = await login({ password: 'whatever123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Email is required' });
  });
});

describe('POST /api/assessments', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login(validCredentials())).json<{ token: string }>().token;
  });

  const submit = (body: unknown, authorization?: string) =>
    server.postJson('/api/assessments', body, authorization ? { authorization } : {});

  it('stores the answers and metadata with the user id and answers { success, message }', async () => {
    const response = await submit(validAssessment(), `Bearer ${token}`);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: 'Assessment submitted successfully' });
    const rows = (await server.rows('assessments'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: decodeJwt(token).sub,
      primary_concern: 'Persistent fever',
      pain_level: 4,
      additional_symptoms: JSON.stringify(['Night sweats', 'Persistent fatigue']),
      current_medications: JSON.stringify(['Pain relievers']),
      known_allergies: JSON.stringify(['None of these']),
      existing_conditions: JSON.stringify(['Thyroid issues', 'Asthma/COPD']),
      os: 'Android',
      screen_resolution: '412 x 915',
      submitted_at: '2025-03-01T10:15:00.000Z',
    });
  });

  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const signed = (build: (jwt: SignJWT) => SignJWT, secret = key) =>
    build(new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('healvia-api').setAudience('healvia-web')).sign(secret);

  it.each([
    { case: 'no Authorization header', authorization: async () => undefined },
    { case: 'a Basic credential', authorization: async () => 'Basic cHJpeWE6cGFzcw==' },
    { case: 'a malformed token', authorization: async () => 'Bearer not-a-token' },
    {
      case: 'an expired token',
      authorization: async () => `Bearer ${await signed((jwt) => jwt.setSubject(String(decodeJwt(token).sub)).setIssuedAt(1_700_000_000).setExpirationTime(1_700_003_600))}`,
    },
    {
      case: 'a token signed with another secret',
      authorization: async () => `Bearer ${await signed((jwt) => jwt.setSubject(String(decodeJwt(token).sub)).setExpirationTime('1h'), new TextEncoder().encode('x'.repeat(48)))}`,
    },
    {
      case: 'an unsigned (alg none) token',
      authorization: async () => `Bearer ${new UnsecuredJWT({}).setSubject(String(decodeJwt(token).sub)).setIssuer('healvia-api').setAudience('healvia-web').setExpirationTime('1h').encode()}`,
    },
    {
      case: 'a valid token of a user who does not exist',
      authorization: async () => `Bearer ${await signed((jwt) => jwt.setSubject('00000000-0000-4000-8000-000000000000').setExpirationTime('1h'))}`,
    },
  ])('answers $case with 401 and stores nothing', async ({ authorization }) => {
    const before = (await server.rowCount('assessments'));
    const response = await submit(validAssessment(), await authorization());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in to continue', error: 'Unauthorized' });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(await server.rowCount('assessments')).toBe(before);
  });

  const required = 'Please answer this required question.';
  const noneAlone = "'None of these' cannot be chosen with other answers";
  const { primaryConcern: _omitted, ...withoutConcern } = validAssessment();
  it.each([
    { case: 'an unanswered first question', body: withoutConcern, field: 'primaryConcern', message: required },
    { case: 'a pain level of 11', body: { ...validAssessment(), painLevel: 11 }, field: 'painLevel', message: required },
    { case: 'a pain level sent as text', body: { ...validAssessment(), painLevel: '5' }, field: 'painLevel', message: required },
    { case: 'no additional symptom chosen', body: { ...validAssessment(), additionalSymptoms: [] }, field: 'additionalSymptoms', message: required },
    { case: 'an option that is not offered', body: { ...validAssessment(), travelHistory: 'Space travel' }, field: 'travelHistory', message: required },
    { case: "'None of these' with an allergy", body: { ...validAssessment(), knownAllergies: ['None of these', 'Penicillin'] }, field: 'knownAllergies', message: noneAlone },
    { case: "a condition with 'None of these'", body: { ...validAssessment(), existingConditions: ['Diabetes', 'None of these'] }, field: 'existingConditions', message: noneAlone },
    { case: 'a medication given as one string', body: { ...validAssessment(), currentMedications: 'Pain relievers' }, field: 'currentMedications', message: required },
    { case: 'no medication chosen', body: { ...validAssessment(), currentMedications: [] }, field: 'currentMedications', message: required },
    { case: 'the same condition twice', body: { ...validAssessment(), existingConditions: ['Diabetes', 'Diabetes'] }, field: 'existingConditions', message: 'Each answer can be chosen once' },
    { case: 'an unknown operating system', body: { ...validAssessment(), metadata: { ...validAssessment().metadata, os: 'BeOS' } }, field: 'metadata.os', message: expect.any(String) },
    { case: 'a missing metadata block', body: { ...validAssessment(), metadata: undefined }, field: 'metadata', message: expect.any(String) },
    { case: 'a 2001-character note', body: { ...validAssessment(), additionalNotes: 'n'.repeat(2001) }, field: 'additionalNotes', message: 'Must be 2000 characters or fewer' },
    { case: 'an unknown key', body: { ...validAssessment(), userId: 'someone-else' }, field: 'userId', message: 'Unknown field' },
  ])('refuses $case with 400 and stores nothing', async ({ body, field, message }) => {
    const before = (await server.rowCount('assessments'));
    const response = await submit(body, `Bearer ${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: message });
    expect(await server.rowCount('assessments')).toBe(before);
  });
});
