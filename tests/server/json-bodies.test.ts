import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAppointment, validAssessment, validCallback, validContact, validCredentials, validPatient } from './support/fixtures';
import { formTokenHeaders } from './support/form-token';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
let authorization: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestApp();
  const registered = await server.postJson('/api/register', { email: 'owner@example.com', password: 'long enough pass' }, formTokenHeaders(server, 'register'));
  authorization = { authorization: `Bearer ${registered.json<{ token: string }>().token}` };
});
afterAll(() => server.close());

const routes = [
  { url: '/api/appointments', table: 'appointments', valid: validAppointment },
  { url: '/api/callbacks', table: 'callbacks', valid: validCallback },
  { url: '/api/contact', table: 'contacts', valid: validContact },
  { url: '/api/register', table: 'users', valid: validCredentials },
  { url: '/api/login', table: 'users', valid: validCredentials },
  { url: '/api/assessments', table: 'assessments', valid: validAssessment },
  { url: '/api/patients', table: 'patients', valid: validPatient },
];

const withKey = (valid: object, key: string) => JSON.stringify(valid).replace(/^\{/, `{"${key}":{"isAdmin":true},`);

const badBodies = [
  { case: 'malformed JSON', payload: () => '{"phone": "+9198', contentType: 'application/json', status: 400 },
  { case: 'an empty body', payload: () => '', contentType: 'application/json', status: 400 },
  { case: 'a JSON array', payload: () => '[]', contentType: 'application/json', status: 400 },
  { case: 'JSON null', payload: () => 'null', contentType: 'application/json', status: 400 },
  { case: 'a __proto__ key', payload: (valid: object) => withKey(valid, '__proto__'), contentType: 'application/json', status: 400 },
  { case: 'a constructor key', payload: (valid: object) => withKey(valid, 'constructor'), contentType: 'application/json', status: 400 },
  { case: 'a text/plain body', payload: (valid: object) => JSON.stringify(valid), contentType: 'text/plain', status: 415 },
  { case: 'a urlencoded body', payload: () => 'phone=%2B919876543210', contentType: 'application/x-www-form-urlencoded', status: 415 },
  { case: 'a multipart body', payload: () => '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x', status: 415 },
  { case: 'no content type', payload: (valid: object) => JSON.stringify(valid), contentType: undefined, status: 415 },
  { case: 'a 200 KB body', payload: (valid: object) => JSON.stringify({ ...valid, padding: 'x'.repeat(200 * 1024) }), contentType: 'application/json', status: 413 },
];

describe.each(routes)('POST $url with a key that could pollute prototypes', ({ url, table, valid }) => {
  it.each([
    { case: 'a __proto__ key', payload: () => withKey(valid(), '__proto__') },
    { case: 'an escaped \\u005f_proto__ key', payload: () => withKey(valid(), '\\u005f_proto__') },
    { case: 'constructor.prototype', payload: () => JSON.stringify(valid()).replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},') },
  ])('answers $case with a 400 that names the problem and stores nothing', async ({ payload }) => {
    const before = await server.rowCount(table);
    const response = await server.request({ method: 'POST', url, payload: payload(), headers: { ...authorization, 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Field names such as __proto__ are not allowed', error: 'Bad Request' });
    expect(await server.rowCount(table)).toBe(before);
  });
});

describe.each(routes)('POST $url', ({ url, table, valid }) => {
  it.each(badBodies)('answers $case with $status as { message, error } and stores nothing', async ({ payload, contentType, status }) => {
    const before = (await server.rowCount(table));
    const headers: Record<string, string> = { ...authorization, ...(contentType ? { 'content-type': contentType } : {}) };
    const response = await server.request({ method: 'POST', url, payload: payload(valid()), headers });

    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String), error: expect.any(String) }));
    expect(response.json().message).not.toMatch(/FST_|stack|at \//);
    expect(await server.rowCount(table)).toBe(before);
  });
});
