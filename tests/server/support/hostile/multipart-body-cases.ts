import type { AddCase } from './hostile-case';
import { BOUNDARY, encodeParts, multipartType, type RawPart } from './multipart-encoding';
import { filePart, multipart, replacing, validParts, withExtra, withPart } from './multipart-form';
import type { Prng } from './prng';
import type { MultipartRoute } from './route-shapes';
import { PNG_BYTES, spoofedFiles, validDocument } from './spoofed-files';

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

export function multipartPrototypeKeyCases(route: MultipartRoute, add: AddCase): void {
  for (const name of PROTOTYPE_NAMES) {
    add('prototype key', `a text field named ${name}`, withExtra(route, { name, value: '{"isAdmin":true}' }));
    add('prototype key', `a file named ${name}`, withExtra(route, filePart(name, validDocument(0))));
  }
  add('prototype key', 'a field named __proto__[isAdmin]', withExtra(route, { name: '__proto__[isAdmin]', value: 'true' }));
  add('prototype key', 'a field named constructor[prototype][isAdmin]', withExtra(route, { name: 'constructor[prototype][isAdmin]', value: 'true' }));
}

/** Broken framing, cut-off bodies, repeated and misplaced parts, monstrous part headers, noise. */
export function malformedMultipartCases(route: MultipartRoute, add: AddCase, prng: Prng): void {
  const body = () => encodeParts(validParts(route));
  const raw = (payload: () => Buffer, contentType = multipartType()) => () => ({ payload: payload(), contentType });

  add('malformed multipart', 'no boundary parameter', raw(body, 'multipart/form-data'));
  add('malformed multipart', 'an empty boundary parameter', raw(body, 'multipart/form-data; boundary='));
  add('malformed multipart', 'a boundary the body does not use', raw(body, multipartType('SomeOtherBoundary')));
  add('malformed multipart', 'a boundary of 200 characters the body does not use', raw(body, multipartType('b'.repeat(200))));

  const length = body().length;
  // Cut before the closing delimiter's own end: '--boundary--' without its CRLF is still a whole body.
  const cuts = new Set<number>([length - `--${BOUNDARY}--\r\n`.length, length - 4]);
  while (cuts.size < 20) cuts.add(prng.int(1, length - 4));
  for (const cut of [...cuts].sort((a, b) => a - b)) add('malformed multipart', `the body cut after ${cut} of ${length} bytes`, raw(() => body().subarray(0, cut)));
  add('malformed multipart', 'LF line endings only', raw(() => Buffer.from(body().toString('latin1').replaceAll('\r\n', '\n'), 'latin1')));
  add('malformed multipart', 'CR line endings only', raw(() => Buffer.from(body().toString('latin1').replaceAll('\r\n', '\r'), 'latin1')));
  add('malformed multipart', 'an empty body', raw(() => Buffer.alloc(0)));
  add('malformed multipart', 'only the closing delimiter', raw(() => Buffer.from(`--${BOUNDARY}--\r\n`)));
  const [noise, moreNoise] = [prng.bytes(1024), prng.bytes(100 * 1024)];
  add('malformed multipart', '1 KB of random bytes', raw(() => Buffer.from(noise)));
  add('malformed multipart', '100 KB of random bytes after a delimiter', raw(() => Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), moreNoise])));

  const [first] = route.fields;
  const name = first!.name;
  const valid = route.valid()[name]!;
  const disposed = (disposition: string): RawPart => ({ name, value: valid, disposition });
  add('malformed multipart', `${name} without a Content-Disposition`, withPart(route, name, { ...disposed(''), type: 'text/plain' }));
  add('malformed multipart', `${name} with a Content-Disposition but no name`, withPart(route, name, disposed('Content-Disposition: form-data')));
  add('malformed multipart', `${name} with an empty name`, withPart(route, name, disposed('Content-Disposition: form-data; name=""')));
  add('malformed multipart', `${name} as an attachment, not form-data`, withPart(route, name, disposed(`Content-Disposition: attachment; name="${name}"`)));
  // Busboy drops what it cannot use of a part's headers, so the part under them is an unknown one: the
  // answer must still name it, which shows the parser read on past the headers.
  const note = (extraHeaders: string[], type?: string): RawPart => ({ name: 'note', value: 'x', extraHeaders, ...(type ? { type } : {}) });
  add('malformed multipart', 'a part with a header line of 100 KB', withExtra(route, note([`X-Padding: ${'p'.repeat(100 * 1024)}`])));
  add('malformed multipart', 'a part with 500 header lines', withExtra(route, note(Array.from({ length: 500 }, (_, i) => `X-H${i}: v`))));
  add('malformed multipart', 'a part with a Content-Type of 50 KB', withExtra(route, note([], `text/plain; x=${'y'.repeat(50 * 1024)}`)));
  add('malformed multipart', 'a part with a header line without a colon', withExtra(route, note(['this is not a header'])));
  add('malformed multipart', 'a part with a folded header line', withExtra(route, note(['X-Folded: one', ' two'])));
  const [document] = route.documents;
  add('malformed multipart', `${document} with a file name of 10,000 characters`, withPart(route, document!, filePart(document!, { ...validDocument(0), filename: `${'n'.repeat(10_000)}.png` })));

  for (const field of route.fields) {
    const value = route.valid()[field.name] ?? 'true';
    add('malformed multipart', `${field.name} sent twice`, withExtra(route, { name: field.name, value }));
    add('malformed multipart', `${field.name} sent as a file`, withPart(route, field.name, { name: field.name, value, filename: 'value.txt', type: 'text/plain' }));
  }
  route.documents.forEach((document, index) => {
    add('malformed multipart', `${document} sent twice (one file too many)`, withExtra(route, filePart(document, validDocument(index))));
    const other = route.documents[(index + 1) % route.documents.length]!;
    add('malformed multipart', `${document} sent twice in place of ${other}`, () =>
      multipart([...replacing(validParts(route), other), filePart(document, validDocument(index))]),
    );
  });
}

/** Every document replaced by each spoofed file in turn. */
export function spoofedFileCases(route: MultipartRoute, add: AddCase, prng: Prng): void {
  const files = spoofedFiles(prng);
  for (const document of route.documents) {
    for (const [name, file] of files) add('spoofed file', `${document} is ${name}`, withPart(route, document, filePart(document, file)));
  }
}

/** The form, or its fields, under every media type but multipart/form-data with a boundary. */
export function multipartContentTypeCases(route: MultipartRoute, add: AddCase): void {
  const body = () => encodeParts(validParts(route));
  for (const type of ['multipart/mixed', 'multipart/related', 'multipart/alternative', 'multipart/form-data-x', 'text/plain', 'application/octet-stream']) {
    add('wrong content type', `the valid form as "${type}; boundary=..."`, () => ({ payload: body(), contentType: `${type}; boundary=${BOUNDARY}` }));
  }
  add('wrong content type', 'the valid form with no Content-Type', () => ({ payload: body(), contentType: undefined }));
  add('wrong content type', 'the valid form with an empty Content-Type', () => ({ payload: body(), contentType: '' }));
  add('wrong content type', 'the fields as JSON', () => ({ payload: JSON.stringify(route.valid()), contentType: 'application/json' }));
  add('wrong content type', 'the fields URL-encoded', () => ({ payload: new URLSearchParams(route.valid()).toString(), contentType: 'application/x-www-form-urlencoded' }));
  add('wrong content type', 'a bare PNG as image/png', () => ({ payload: PNG_BYTES, contentType: 'image/png' }));
  add('wrong content type', 'the fields as text/plain', () => ({ payload: JSON.stringify(route.valid()), contentType: 'text/plain' }));
}
