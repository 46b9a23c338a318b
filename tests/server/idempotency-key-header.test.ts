import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenHeaders } from './support/form-token';
import { validAssessment, validCallback, validPatient } from './support/fixtures';
import { problemWithAnswer } from './support/hostile/answer-check';
import { FORBIDDEN_CHARACTERS, LONE_SURROGATES, TRICKY_CHARACTERS } from './support/hostile/characters';
import type { HostileRequest } from './support/hostile/hostile-case';
import { multipart, validParts } from './support/hostile/multipart-form';
import { MULTIPART_ROUTES } from './support/hostile/route-shapes';
import { newKey } from './support/idempotency';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
let token: string;
beforeAll(async () => {
  server = await startTestApp();
  token = (await server.postJson('/api/register', { email: 'key.owner@example.com', password: 'a long enough pass' }, formTokenHeaders(server, 'register'))).json<{ token: string }>().token;
});
afterAll(() => server.close());

const json = (body: unknown): HostileRequest => ({ payload: JSON.stringify(body), contentType: 'application/json' });
const ROUTES = [
  { url: '/api/callbacks', table: 'callbacks', build: () => json(validCallback()) },
  { url: '/api/patients', table: 'patients', build: () => json(validPatient()) },
  { url: '/api/doctors', table: 'doctors', build: () => multipart(validParts(MULTIPART_ROUTES[0]!)) },
  { url: '/api/assessments', table: 'assessments', build: () => json(validAssessment()) },
];

function send(url: string, request: HostileRequest, key: string | string[]) {
  const headers = { 'content-type': request.contentType ?? '', authorization: `Bearer ${token}`, 'idempotency-key': key };
  return server.app.inject({ method: 'POST', url, payload: request.payload, headers });
}
const postCallback = (key: string | string[]) => send('/api/callbacks', json(validCallback()), key);

const ROUTE_URLS_WITH_KEYS = ['/api/appointments', '/api/callbacks', '/api/contact', '/api/assessments', '/api/patients', '/api/doctors', '/api/hospitals'];

const MESSAGES = {
  empty: 'The Idempotency-Key header is empty; send a random key such as a UUID',
  several: 'Send one Idempotency-Key header, not several',
  characters: 'The Idempotency-Key header may hold only ASCII letters, digits and - _ . ~ + / = :',
  length: 'The Idempotency-Key header must be 16 to 255 characters long',
};

describe('a well-formed Idempotency-Key', () => {
  it.each([
    ['a UUID', newKey()],
    ['an upper-case UUID', newKey().toUpperCase()],
    ['16 characters of base64', 'AbCd+/9=AbCd+/9='],
    ['255 characters', 'k'.repeat(255)],
    ['a ULID', '01ARZ3NDEKTSV4RRFFQ69G5FAV'],
  ])('is accepted: %s', async (_name, key) => {
    expect((await postCallback(key)).statusCode).toBe(201);
  });

  it('is the same key with the spaces around it, or in the quoted form of the IETF draft', async () => {
    const key = newKey();
    const first = await postCallback(key);
    const variants = [await postCallback(`  ${key}\t`), await postCallback(`"${key}"`)];
    expect(variants.map((answer) => [answer.statusCode, answer.body])).toEqual([
      [201, first.body],
      [201, first.body],
    ]);
  });
});

describe('a malformed Idempotency-Key', () => {
  it.each<[string, string | string[], string]>([
    ['an empty value', '', MESSAGES.empty],
    ['only spaces', '   ', MESSAGES.empty],
    ['empty quotes', '""', MESSAGES.empty],
    ['two headers', [newKey(), newKey()], MESSAGES.several],
    ['two keys in one header', `${newKey()}, ${newKey()}`, MESSAGES.several],
    ['15 characters', 'k'.repeat(15), MESSAGES.length],
    ['256 characters', 'k'.repeat(256), MESSAGES.length],
    ['a space inside', 'two words in one key', MESSAGES.characters],
    ['a semicolon and quotes', `'; DROP TABLE callbacks; --`, MESSAGES.characters],
  ])('is refused with 400 naming the problem: %s', async (_name, key, message) => {
    const before = await server.rowCount('callbacks');
    const answer = await postCallback(key);
    expect([answer.statusCode, answer.json()]).toEqual([400, { message, error: 'Bad Request' }]);
    expect(await server.rowCount('callbacks')).toBe(before);
  });
});

const HOSTILE_VALUES: [string, string][] = [
  ['100,000 characters', 'k'.repeat(100_000)],
  ['a CRLF and a forged header', `${newKey()}\r\nX-Injected: 1`],
  ['a tab inside', `${newKey()}\tmore`],
  ['UTF-8 bytes read as Latin-1', `${newKey()}Ã©`],
  ...[...FORBIDDEN_CHARACTERS, ...LONE_SURROGATES, ...TRICKY_CHARACTERS].map(([name, text]): [string, string] => [name, `${newKey()}${text}`]),
];

describe.each(ROUTES)('hostile Idempotency-Key values on POST $url', ({ url, table, build }) => {
  it.each(HOSTILE_VALUES)('%s: a clear 4xx, nothing stored', async (name, key) => {
    const before = await server.rowCount(table);
    const answer = await send(url, build(), key);
    expect(problemWithAnswer(answer), `${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`).toBeUndefined();
    expect(await server.rowCount(table)).toBe(before);
  });
});

/** The status line the server answers raw bytes with, as a client that does not check its headers sends them. */
function sendRaw(port: number, keyBytes: Buffer): Promise<string> {
  const body = JSON.stringify(validCallback());
  const head = `POST /api/callbacks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\nIdempotency-Key: `;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.concat([Buffer.from(head), keyBytes, Buffer.from(`\r\n\r\n${body}`)])));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

describe('hostile Idempotency-Key bytes over the wire', () => {
  let port: number;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });

  it.each([
    ['a control character', Buffer.from(`${newKey()}\u0001`, 'latin1'), 'HTTP/1.1 400 Bad Request'],
    ['raw UTF-8 bytes', Buffer.from(`${newKey()}ключ`, 'utf8'), 'HTTP/1.1 400 Bad Request'],
    ['a NUL byte', Buffer.from(`${newKey()}\u0000`, 'latin1'), 'HTTP/1.1 400 Bad Request'],
    ['20 KB', Buffer.from('k'.repeat(20_000)), 'HTTP/1.1 431 Request Header Fields Too Large'],
  ])('%s: refused before anything is stored', async (_name, keyBytes, statusLine) => {
    const before = await server.rowCount('callbacks');
    expect(await sendRaw(port, keyBytes)).toBe(statusLine);
    expect(await server.rowCount('callbacks')).toBe(before);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the optional Idempotency-Key and its 422 on the seven calls that store a record', async () => {
    type Post = { post?: { parameters?: unknown[]; responses: Record<string, unknown> } };
    const document = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Post>;
      components: { parameters: Record<string, unknown> };
    }>();
    const keyRef = { $ref: '#/components/parameters/IdempotencyKey' };
    const keyed = Object.entries(document.paths).filter(([, path]) => (path.post?.parameters ?? []).some((parameter) => JSON.stringify(parameter) === JSON.stringify(keyRef)));

    expect(keyed.map(([url]) => url)).toEqual(ROUTE_URLS_WITH_KEYS);
    for (const [, path] of keyed) expect(path.post?.responses[422]).toBeDefined();
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 16, maxLength: 255 },
    });
  });
});
