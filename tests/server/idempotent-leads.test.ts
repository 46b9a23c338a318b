import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAppointment, validCallback, validContact } from './support/fixtures';
import { REUSED_KEY_ANSWER, expectOneAnswer, newKey, sendAtOnce } from './support/idempotency';
import { runLeads } from './support/leads-cli';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const LEAD_ROUTES = [
  { url: '/api/appointments', table: 'appointments', valid: validAppointment, other: () => ({ ...validAppointment(), department: 'Dermatology' }), message: 'Appointment booked successfully!' },
  { url: '/api/callbacks', table: 'callbacks', valid: validCallback, other: () => ({ phone: '+919811112222' }), message: 'Submitted Successfully!' },
  { url: '/api/contact', table: 'contacts', valid: validContact, other: () => ({ ...validContact(), message: 'Another question.' }), message: 'Message sent successfully!' },
];

const post = (url: string, body: unknown, key?: string) => server.postJson(url, body, key === undefined ? {} : { 'idempotency-key': key });
const rowsWithKey = async (table: string, key: string) => (await server.rows(table)).filter((row) => row.idempotency_key === key);

describe.each(LEAD_ROUTES)('POST $url with an Idempotency-Key', ({ url, table, valid, other, message }) => {
  it('answers 50 concurrent sends of one submission alike, from one stored row', async () => {
    const key = newKey();
    const before = await server.rowCount(table);

    const answers = await sendAtOnce(50, () => post(url, valid(), key));

    const id = expectOneAnswer(answers, { message });
    expect(await server.rowCount(table)).toBe(before + 1);
    expect((await rowsWithKey(table, key)).map((row) => row.id)).toEqual([id]);
  });

  it('stores one row per key, and one per request without a key, as before', async () => {
    const before = await server.rowCount(table);

    const keyed = [await post(url, valid(), newKey()), await post(url, valid(), newKey())];
    const unkeyed = [await post(url, valid()), await post(url, valid())];

    const answers = [...keyed, ...unkeyed];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(4);
    expect(await server.rowCount(table)).toBe(before + 4);
  });

  it('refuses the key reused for a different request with 422, keeping the first row alone', async () => {
    const key = newKey();
    const first = await post(url, valid(), key);
    const before = await server.rowCount(table);

    const reused = await post(url, other(), key);

    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(REUSED_KEY_ANSWER);
    expect(await server.rowCount(table)).toBe(before);
    expect((await post(url, valid(), key)).body).toBe(first.body);
  });
});

describe('what a key stands for', () => {
  it('is the validated content: other key order and the spaces the schema trims make the same request', async () => {
    const key = newKey();
    const first = await post('/api/contact', validContact(), key);
    const { name, ...rest } = validContact();

    const retry = await post('/api/contact', { ...rest, name: `  ${name}  ` }, key);

    expect([retry.statusCode, retry.body]).toEqual([201, first.body]);
  });

  it('is one per kind of record: the same key on a callback and a contact stores both', async () => {
    const key = newKey();
    const callback = await post('/api/callbacks', validCallback(), key);
    const contact = await post('/api/contact', validContact(), key);

    expect([callback.statusCode, contact.statusCode]).toEqual([201, 201]);
    expect(await rowsWithKey('callbacks', key)).toHaveLength(1);
    expect(await rowsWithKey('contacts', key)).toHaveLength(1);
  });

  it('is remembered only once a request was stored: a refused request leaves the key free', async () => {
    const key = newKey();
    const refused = await post('/api/callbacks', { phone: '12345' }, key);
    const stored = await post('/api/callbacks', validCallback(), key);

    expect([refused.statusCode, stored.statusCode]).toEqual([400, 201]);
    expect(await rowsWithKey('callbacks', key)).toHaveLength(1);
  });

  it('outlives a restart: the first answer comes from the database, not from memory', async () => {
    const key = newKey();
    const first = await post('/api/appointments', validAppointment(), key);
    await server.restart();

    const retry = await post('/api/appointments', validAppointment(), key);

    expect([retry.statusCode, retry.body]).toEqual([201, first.body]);
    expect(await rowsWithKey('appointments', key)).toHaveLength(1);
  });
});

describe('a group commit holding retries and other requests', () => {
  it('stores every other request of the batch once, and the retried submission once', async () => {
    const key = newKey();
    const before = await server.rowCount('callbacks');

    const answers = await sendAtOnce(80, (attempt) => {
      if (attempt % 2 === 0) return post('/api/callbacks', validCallback(), key);
      return post('/api/callbacks', validCallback(), attempt % 4 === 1 ? newKey() : undefined);
    });

    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    expectOneAnswer(answers.filter((_, attempt) => attempt % 2 === 0), { message: 'Submitted Successfully!' });
    expect(await server.rowCount('callbacks')).toBe(before + 1 + 40);
  });
});

describe('the staff export', () => {
  it('leaves out the key and its fingerprint', async () => {
    await post('/api/callbacks', validCallback(), newKey());

    const csv = await runLeads(server.storageEnv, 'export', 'callbacks');
    const json = await runLeads(server.storageEnv, 'export', 'callbacks', '--format', 'json');

    expect(csv.out.split('\r\n')[0]).toBe('id,phone,created_at,quarantined');
    expect(Object.keys(JSON.parse(json.out)[0])).toEqual(['id', 'phone', 'created_at', 'quarantined']);
  });
});
