import { FORBIDDEN_CHARACTERS, INVALID_UTF8, LONE_SURROGATES, TRICKY_CHARACTERS, describeLength, longerThan, type Sample } from './characters';
import type { AddCase } from './hostile-case';
import { deepObjects, leavesOf, nameOf, valueAt, withBytesAfter, withRaw, withValue } from './json-body';
import { json } from './json-shape-cases';
import type { Prng } from './prng';
import type { JsonRoute } from './route-shapes';

const ALL_SAMPLES: Sample[] = [...FORBIDDEN_CHARACTERS, ...LONE_SURROGATES, ...TRICKY_CHARACTERS];

/** Controls, lone surrogates and tricky characters in every field and in key names; bytes that are not UTF-8. */
export function unicodeCases(route: JsonRoute, add: AddCase, prng: Prng): void {
  const withField = (path: string[], value: unknown) => () => json(JSON.stringify(withValue(route.valid(), path, value)));

  for (const { path, shape } of leavesOf(route.fields)) {
    const name = nameOf(path);
    const valid = valueAt(route.valid(), path);
    if (shape.type === 'format') {
      for (const [sample, text] of ALL_SAMPLES) add('unicode', `${name} followed by ${sample}`, withField(path, `${String(valid)}${text}`));
      for (const { name: bytesName, bytes } of INVALID_UTF8) {
        add('unicode', `${name} followed by ${bytesName}`, () => json(withBytesAfter(route.valid(), path, bytes)));
      }
    }
    if (shape.type === 'text') {
      for (const [sample, text] of [...FORBIDDEN_CHARACTERS, ...LONE_SURROGATES]) {
        add('unicode', `${name} holding ${sample}`, withField(path, `${String(valid).slice(0, 3)}${text}${String(valid).slice(3)}`));
      }
      for (const [sample, text] of TRICKY_CHARACTERS) {
        const long = longerThan(shape.max, text);
        add('unicode', `${name} of ${sample} past its ${shape.max} (${describeLength(long)})`, withField(path, long));
      }
    }
    if (shape.type === 'list') {
      const [first] = valid as string[];
      for (let pick = 0; pick < 6; pick += 1) {
        const [sample, text] = prng.pick(ALL_SAMPLES);
        add('unicode', `${name} answer followed by ${sample} (pick ${pick + 1})`, withField(path, [`${first}${text}`]));
      }
    }
  }

  const [firstField] = Object.keys(route.valid()) as [string];
  for (const [sample, text] of ALL_SAMPLES) {
    add('unicode', `an unknown key "${firstField}" followed by ${sample}`, withField([`${firstField}${text}`], 'x'));
  }
  for (const [sample, text] of [...FORBIDDEN_CHARACTERS.slice(0, 2), ...LONE_SURROGATES.slice(0, 1), ...TRICKY_CHARACTERS.slice(0, 3)]) {
    add('unicode', `a key that is only ${sample}`, withField([text], 'x'));
  }
  const body = () => JSON.stringify(route.valid());
  add('unicode', 'the body in UTF-16LE with a byte-order mark', () => json(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body(), 'utf16le')])));
  add('unicode', 'the body in UTF-16LE without a byte-order mark', () => json(Buffer.from(body(), 'utf16le')));
  add('unicode', 'the body in UTF-16BE with a byte-order mark', () => json(Buffer.from(`\ufeff${body()}`, 'utf16le').swap16()));
  add('unicode', 'the body after a NUL byte', () => json(`\u0000${body()}`));
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const POLLUTING_VALUES = ['{"isAdmin":true}', '{"prototype":{"isAdmin":true}}', 'null', '"x"', '[]', '{"toString":"x"}'];

/** `{"key":raw, ...rest of object}` as JSON text. */
const prepend = (object: object, key: string, raw: string) => `{"${key}":${raw},${JSON.stringify(object).slice(1)}`;

/** __proto__, constructor and prototype at the top level, inside fields and lists, escaped and deep. */
export function prototypeKeyCases(route: JsonRoute, add: AddCase, prng: Prng): void {
  for (const key of PROTOTYPE_KEYS) {
    for (const raw of POLLUTING_VALUES) add('prototype key', `a top-level ${key} = ${raw}`, () => json(prepend(route.valid(), key, raw)));
    add('prototype key', `${key} nested in an unknown key`, () => json(withRaw(route.valid(), ['profile'], `{"${key}":{"isAdmin":true}}`)));
    add('prototype key', `${key} 1,000 objects deep`, () => json(withRaw(route.valid(), ['profile'], deepObjects(1000, `{"${key}":{"polluted":true}}`))));
    add('prototype key', `${key} twice at the top level`, () => json(prepend(JSON.parse(prepend(route.valid(), key, '{"a":1}')) as object, key, '{"b":2}')));
    const leaves = leavesOf(route.fields);
    const targets = key === '__proto__' ? leaves : prng.sample(leaves, 2);
    for (const { path, shape } of targets) {
      const valid = valueAt(route.valid(), path);
      add('prototype key', `${nameOf(path)} = {"${key}": its valid value}`, () => json(withRaw(route.valid(), path, `{"${key}":${JSON.stringify(valid)}}`)));
      if (shape.type === 'object') {
        add('prototype key', `${key} inside ${nameOf(path)}`, () => json(withRaw(route.valid(), path, prepend(valid as object, key, '{"isAdmin":true}'))));
      }
      if (shape.type === 'list') {
        add('prototype key', `${nameOf(path)} holding an object with ${key}`, () => json(withRaw(route.valid(), path, `[{"${key}":{"isAdmin":true}}]`)));
      }
    }
  }
  add('prototype key', 'an escaped \\u005f_proto__ key', () => json(prepend(route.valid(), '\\u005f_proto__', '{"isAdmin":true}')));
  add('prototype key', 'an escaped __pro\\u0074o__ key', () => json(prepend(route.valid(), '__pro\\u0074o__', '{"isAdmin":true}')));
  add('prototype key', 'an escaped \\u0063onstructor.prototype', () => json(prepend(route.valid(), '\\u0063onstructor', '{"prototype":{"isAdmin":true}}')));
  add('prototype key', '__proto__ and constructor.prototype together', () =>
    json(prepend(JSON.parse(prepend(route.valid(), 'constructor', '{"prototype":{"a":1}}')) as object, '__proto__', '{"b":1}')),
  );
}
