import { createHmac, randomUUID } from 'node:crypto';
import { TEST_JWT_SECRET } from '../test-app';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../../server/security/tokens';
import type { AddCase } from './hostile-case';
import { leavesOf, withRaw, withValue } from './json-body';
import { json } from './json-shape-cases';
import { encodeParts } from './multipart-encoding';
import type { Prng } from './prng';
import type { JsonRoute } from './route-shapes';

/** The valid body cut short at 24 seeded places, and 40 other ways JSON goes wrong. */
export function truncatedJsonCases(route: JsonRoute, add: AddCase, prng: Prng): void {
  const text = JSON.stringify(route.valid());
  const cuts = new Set<number>([1, text.length - 1]);
  while (cuts.size < 24) cuts.add(prng.int(1, text.length - 1));
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    add('truncated JSON', `the body cut after ${cut} of ${text.length} characters`, () => json(JSON.stringify(route.valid()).slice(0, cut)));
  }
  const [first] = leavesOf(route.fields);
  const path = first!.path;
  const withEuro = () => Buffer.from(JSON.stringify(withValue(route.valid(), path, '\u20ac\u20ac')));
  add('truncated JSON', 'the body cut inside a multi-byte character', () => {
    const bytes = withEuro();
    return json(bytes.subarray(0, bytes.indexOf(0xe2) + 2));
  });

  const body = () => JSON.stringify(route.valid());
  const malformed: [string, () => string][] = [
    ['a trailing comma', () => `${body().slice(0, -1)},}`],
    ['single-quoted strings', () => body().replaceAll('"', "'")],
    ['unquoted keys', () => body().replace(/"(\w+)":/g, '$1:')],
    ['a block comment', () => `/* hi */${body()}`],
    ['a line comment', () => `// hi\n${body()}`],
    ['trailing garbage', () => `${body()}x`],
    ['two objects', () => `${body()}${body()}`],
    ['a stray closing bracket', () => `${body()}]`],
    ['a missing colon', () => body().replace('":', '" ')],
    ['a missing comma', () => body().replace(',"', ' "')],
    ['only whitespace', () => ' \n\t '],
    ['only a brace', () => '{'],
    ['a bare word', () => 'nul'],
    ['an unclosed string', () => `{"${String(path[0])}":"abc`],
    ['the body twice nested without a key', () => `{${body()}}`],
  ];
  const rawValues = ['NaN', 'Infinity', '-Infinity', 'undefined', '0x1F', '017', '.5', '+1', "'x'", 'True', 'None', '"a\u0001b"', '"a\nb"', '"\\x41"', '"\\u12"', '"\\uZZZZ"', '"\\"'];
  for (const raw of rawValues) malformed.push([`${path.join('.')} = ${JSON.stringify(raw)}`, () => withRaw(route.valid(), path, raw)]);
  for (const [name, payload] of malformed) {
    // A body without a comma (one field) has none to lose.
    if (payload() !== body()) add('truncated JSON', `malformed: ${name}`, () => json(payload()));
  }
}

const urlEncoded = (fields: Record<string, unknown>) => new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();

/** The valid body under every media type but application/json, and under none. */
export function jsonContentTypeCases(route: JsonRoute, add: AddCase): void {
  const body = () => JSON.stringify(route.valid());
  const types = [
    'text/plain',
    'text/plain; charset=utf-8',
    'text/json',
    'text/html',
    'application/xml',
    'application/octet-stream',
    'application/javascript',
    'application/jsonp',
    'application/json-patch+json',
    'application/vnd.api+json',
    'application/ld+json',
    'application/json, text/plain',
    'application/jsonx',
    'json',
    '*/*',
    'image/png',
    '',
  ];
  for (const type of types) add('wrong content type', `the valid JSON body as "${type}"`, () => ({ payload: body(), contentType: type }));
  add('wrong content type', 'the valid JSON body with no Content-Type', () => ({ payload: body(), contentType: undefined }));
  add('wrong content type', 'the fields URL-encoded', () => ({ payload: urlEncoded(route.valid()), contentType: 'application/x-www-form-urlencoded' }));
  add('wrong content type', 'the fields as a multipart form', () => {
    const parts = Object.entries(route.valid()).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }));
    return { payload: encodeParts(parts), contentType: 'multipart/form-data; boundary=HostileBoundary' };
  });
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** An HS256 token signed now, with our claims unless overridden. */
function jwt(claims: Record<string, unknown>, options: { secret?: string; alg?: string; sign?: boolean } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: options.alg ?? 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: randomUUID(), iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600, ...claims }));
  if (options.sign === false) return `${header}.${payload}.`;
  const signature = createHmac('sha256', options.secret ?? TEST_JWT_SECRET).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The valid body with a missing, malformed, forged, expired or foreign token. */
export function badTokenCases(route: JsonRoute, add: AddCase): void {
  const authorizations: [string, string | null][] = [
    ['no Authorization header', null],
    ['an empty Authorization header', ''],
    ['"Bearer" and no token', 'Bearer'],
    ['Basic credentials', `Basic ${base64url('owner@example.com:long enough pass')}`],
    ['a token that is not a JWT', 'Bearer not-a-token'],
    ['three empty JWT segments', 'Bearer ..'],
    ['an unsigned token (alg none)', `Bearer ${jwt({}, { alg: 'none', sign: false })}`],
    ['a token signed with another secret', `Bearer ${jwt({}, { secret: 'another-secret-that-is-long-enough-to-sign' })}`],
    ['a token of a user who does not exist', `Bearer ${jwt({})}`],
    ['an expired token', `Bearer ${jwt({ exp: Math.floor(Date.now() / 1000) - 60 })}`],
    ['a token for another audience', `Bearer ${jwt({ aud: 'someone-else' })}`],
    ['a token from another issuer', `Bearer ${jwt({ iss: 'someone-else' })}`],
    ['a token with an empty subject', `Bearer ${jwt({ sub: '' })}`],
    ['a token with a numeric subject', `Bearer ${jwt({ sub: 42 })}`],
    ['a 10 KB token', `Bearer ${'a'.repeat(10 * 1024)}`],
    ['two tokens', `Bearer ${jwt({})}, Bearer ${jwt({})}`],
  ];
  for (const [name, authorization] of authorizations) {
    add('bad token', `the valid body with ${name}`, () => ({ ...json(JSON.stringify(route.valid())), authorization }));
  }
}
