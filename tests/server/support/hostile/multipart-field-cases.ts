import { FORBIDDEN_CHARACTERS, INVALID_UTF8, TRICKY_CHARACTERS, describeLength, longerThan } from './characters';
import type { AddCase } from './hostile-case';
import { deepArrays } from './json-body';
import { filePart, withExtra, withFieldValue, withPart } from './multipart-form';
import type { Prng } from './prng';
import type { MultipartRoute } from './route-shapes';
import { OVERSIZE_PNG_BYTES, validDocument } from './spoofed-files';

const WRONG_TYPED_TEXT = ['null', 'undefined', '[]', '{}', '[object Object]', 'NaN', '-1', '1.5', '0x10', '1e3', 'on'];

// Every multipart case re-encodes and fsyncs three or four real images, so where the path through the
// server is the same for every field, each field gets a seeded sample of the inputs rather than all of them.

/** Text parts typed as JSON, values of another type in fixed-format fields, text where a document belongs. */
export function multipartWrongTypeCases(route: MultipartRoute, add: AddCase, prng: Prng): void {
  const valid = route.valid();
  for (const { name, type } of route.fields) {
    const asJson = (value: unknown) => ({ name, value: JSON.stringify(value), type: 'application/json' });
    add('wrong type', `${name} sent as a JSON object part`, withPart(route, name, asJson({ value: valid[name] ?? 'x' })));
    add('wrong type', `${name} sent as a JSON array part`, withPart(route, name, asJson([valid[name] ?? 'x', 'y'])));
    if (type !== 'format') continue;
    for (const text of prng.sample(WRONG_TYPED_TEXT, 5)) add('wrong type', `${name} = "${text}"`, withFieldValue(route, name, text));
  }
  const [first] = route.fields;
  add('wrong type', `${first!.name} sent as a part declared JSON that is not JSON`, withPart(route, first!.name, { name: first!.name, value: '{not json', type: 'application/json' }));
  for (const document of route.documents) {
    add('wrong type', `${document} sent as text`, withFieldValue(route, document, 'photo.png'));
    add('wrong type', `${document} sent as empty text`, withFieldValue(route, document, ''));
  }
}

/** Text past its limit and past the 16 KB part limit, a file over 5 MB, too many fields, files and parts. */
export function multipartOversizeCases(route: MultipartRoute, add: AddCase): void {
  for (const shape of route.fields) {
    if (shape.type === 'text') add('oversize', `${shape.name} one character over its ${shape.max}`, withFieldValue(route, shape.name, 'x'.repeat(shape.max + 1)));
    add('oversize', `${shape.name} of 17 KB`, withFieldValue(route, shape.name, 'x'.repeat(17 * 1024)));
  }
  const [first] = route.fields;
  add('oversize', `${first!.name} of 6 MB`, withFieldValue(route, first!.name, 'x'.repeat(6 * 1024 * 1024)));
  route.documents.forEach((document) => {
    add('oversize', `${document} one byte over 5 MB`, withPart(route, document, filePart(document, { bytes: OVERSIZE_PNG_BYTES, filename: 'huge.png', type: 'image/png' })));
  });
  const extraFields = (count: number) => Array.from({ length: count }, (_, index) => ({ name: `extra${index}`, value: 'x' }));
  add('oversize', '70 extra text fields', withExtra(route, ...extraFields(70)));
  add('oversize', '10,000 extra text fields', withExtra(route, ...extraFields(10_000)));
  add('oversize', 'two extra files', withExtra(route, filePart('extra1', validDocument(0)), filePart('extra2', validDocument(1))));
  add('oversize', 'a field name of 200 characters', withExtra(route, { name: 'n'.repeat(200), value: 'x' }));
}

/** Controls and tricky characters in every field, bytes that are not UTF-8, odd part names and file names. */
export function multipartUnicodeCases(route: MultipartRoute, add: AddCase, prng: Prng): void {
  const valid = route.valid();
  const samples = [...FORBIDDEN_CHARACTERS, ...TRICKY_CHARACTERS];
  for (const shape of route.fields) {
    const { name } = shape;
    const value = valid[name] ?? 'true';
    if (shape.type === 'format') {
      for (const [sample, text] of prng.sample(samples, 8)) add('unicode', `${name} followed by ${sample}`, withFieldValue(route, name, `${value}${text}`));
      for (const { name: bytesName, bytes } of prng.sample(INVALID_UTF8, 2)) {
        add('unicode', `${name} followed by ${bytesName}`, withFieldValue(route, name, Buffer.concat([Buffer.from(value), Buffer.from(bytes)])));
      }
    }
    if (shape.type === 'text') {
      for (const [sample, text] of prng.sample(FORBIDDEN_CHARACTERS, 3)) {
        add('unicode', `${name} holding ${sample}`, withFieldValue(route, name, `${value.slice(0, 3)}${text}${value.slice(3)}`));
      }
      for (const [sample, text] of prng.sample(TRICKY_CHARACTERS, 2)) {
        const long = longerThan(shape.max, text);
        add('unicode', `${name} of ${sample} past its ${shape.max} (${describeLength(long)})`, withFieldValue(route, name, long));
      }
    }
  }
  for (const [sample, text] of prng.sample(samples, 8)) add('unicode', `a field named "email" followed by ${sample}`, withExtra(route, { name: `email${text}`, value: 'x' }));
  route.documents.forEach((document, index) => {
    for (const [sample, text] of prng.sample(FORBIDDEN_CHARACTERS, 3)) {
      add('unicode', `${document} with ${sample} in its file name`, withPart(route, document, filePart(document, { ...validDocument(index), filename: `scan${text}.png` })));
    }
  });
}

/** Nested brackets in values and names, JSON parts nested deep, multipart nested in a part. */
export function multipartDeepNestingCases(route: MultipartRoute, add: AddCase): void {
  for (const shape of route.fields) {
    if (shape.type === 'text') add('deep nesting', `${shape.name} = brackets 1,000 deep`, withFieldValue(route, shape.name, deepArrays(1000)));
  }
  const [first] = route.fields;
  const name = first!.name;
  for (const depth of [1000, 8000]) {
    add('deep nesting', `${name} as a JSON part of arrays ${depth} deep`, withPart(route, name, { name, value: deepArrays(depth), type: 'application/json' }));
  }
  add('deep nesting', 'a field name of 1,000 bracket pairs', withExtra(route, { name: `${name}${'[a]'.repeat(1000)}`, value: 'x' }));
  add('deep nesting', 'a field name of 30 bracket pairs', withExtra(route, { name: `${name}${'[a]'.repeat(30)}`, value: 'x' }));
  let nested = 'Dr. Kabir Rao';
  for (let level = 0; level < 50; level += 1) nested = `--inner${level}\r\nContent-Type: text/plain\r\n\r\n${nested}\r\n--inner${level}--`;
  add('deep nesting', `${name} holding multipart nested 50 deep`, withPart(route, name, { name, value: nested, type: 'multipart/mixed; boundary=inner0' }));
}
