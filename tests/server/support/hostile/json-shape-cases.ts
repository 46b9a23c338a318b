import type { AddCase, HostileRequest } from './hostile-case';
import { deepArrays, deepMixed, deepObjects, leavesOf, nameOf, valueAt, withRaw, withValue } from './json-body';
import { describeValue, randomWrongTyped, withDrawn, wrongTypedValues } from './json-values';
import type { Prng } from './prng';
import type { JsonRoute } from './route-shapes';

export const json = (payload: string | Buffer): HostileRequest => ({ payload, contentType: 'application/json' });

/** Values of the wrong JSON type, for the whole body and for every field. */
export function wrongTypeCases(route: JsonRoute, add: AddCase, prng: Prng): void {
  const bodies = withDrawn([null, [], [route.valid()], 'a string', 0, true, {}], () => randomWrongTyped(prng, { name: 'body', type: 'object', fields: [] }), 1);
  for (const body of bodies) add('wrong type', `the body is ${describeValue(body)}`, () => json(JSON.stringify(body)));

  for (const { path, shape } of leavesOf(route.fields)) {
    const valid = valueAt(route.valid(), path);
    const values = withDrawn(wrongTypedValues(shape, valid), () => randomWrongTyped(prng, shape), 2);
    for (const value of values) {
      add('wrong type', `${nameOf(path)} = ${describeValue(value)}`, () => json(JSON.stringify(withValue(route.valid(), path, value))));
    }
  }
}

const repeated = (count: number, item: string) => `[${Array.from({ length: count }, () => item).join(',')}]`;

/** Strings past their limits and past the 128 KB body limit, huge numbers, long lists, many keys. */
export function oversizeCases(route: JsonRoute, add: AddCase): void {
  const withField = (path: string[], value: unknown) => () => json(JSON.stringify(withValue(route.valid(), path, value)));
  const withRawField = (path: string[], raw: string) => () => json(withRaw(route.valid(), path, raw));

  for (const { path, shape } of leavesOf(route.fields)) {
    const name = nameOf(path);
    if (shape.type === 'text') add('oversize', `${name} one character over its ${shape.max}`, withField(path, 'x'.repeat(shape.max + 1)));
    if (shape.type === 'text' || shape.type === 'format') {
      add('oversize', `${name} of 100,000 characters (inside the body limit)`, withField(path, 'x'.repeat(100_000)));
      add('oversize', `${name} of 140,000 characters (past the body limit)`, withField(path, 'x'.repeat(140_000)));
      add('oversize', `${name} of 50,000 euro signs (150 KB of UTF-8)`, withField(path, '\u20ac'.repeat(50_000)));
    }
    if (shape.type === 'number') {
      for (const raw of ['1e400', '-1e400', `1${'0'.repeat(5000)}`, `0.${'0'.repeat(5000)}1`]) {
        add('oversize', `${name} = ${raw.length > 12 ? `a ${raw.length}-digit number` : raw}`, withRawField(path, raw));
      }
    }
    if (shape.type === 'list') {
      const first = JSON.stringify((valueAt(route.valid(), path) as unknown[])[0]);
      add('oversize', `${name} with its first answer 5,000 times`, withRawField(path, repeated(5000, first)));
      add('oversize', `${name} with 20,000 zeros`, withRawField(path, repeated(20_000, '0')));
      add('oversize', `${name} with 30,000 nulls (past the body limit)`, withRawField(path, repeated(30_000, 'null')));
    }
    if (shape.type === 'object') {
      const manyKeys = { ...(valueAt(route.valid(), path) as object), ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])) };
      add('oversize', `${name} with 5,000 unknown keys`, withField(path, manyKeys));
    }
  }

  const manyKeys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`extra${i}`, i]));
  add('oversize', 'the body with 5,000 unknown keys', () => json(JSON.stringify({ ...route.valid(), ...manyKeys })));
  add('oversize', 'the body padded to 200 KB by an unknown key', () => json(JSON.stringify({ ...route.valid(), padding: 'p'.repeat(200 * 1024) })));
  add('oversize', 'the body after 2 MB of spaces', () => json(`${' '.repeat(2 * 1024 * 1024)}${JSON.stringify(route.valid())}`));
  add('oversize', 'a 10 MB body of one string', () => json(JSON.stringify('s'.repeat(10 * 1024 * 1024))));
}

/** Arrays and objects 1,000 to 60,000 levels deep, as the body and in place of every field. */
export function deepNestingCases(route: JsonRoute, add: AddCase, prng: Prng): void {
  for (const depth of [1000, 10_000, 60_000]) add('deep nesting', `the body is arrays ${depth} deep`, () => json(deepArrays(depth)));
  for (const depth of [1000, 10_000, 20_000]) add('deep nesting', `the body is objects ${depth} deep`, () => json(deepObjects(depth)));
  add('deep nesting', 'the body is arrays and objects 5,000 deep', () => json(deepMixed(5000)));
  add('deep nesting', 'the body is arrays 70,000 deep (past the body limit)', () => json(deepArrays(70_000)));
  add('deep nesting', 'the body is 50,000 unclosed brackets', () => json('['.repeat(50_000)));
  add('deep nesting', 'the body is 50,000 closing brackets', () => json(']'.repeat(50_000)));

  for (const { path } of leavesOf(route.fields)) {
    const name = nameOf(path);
    const [arrayDepth, objectDepth] = [prng.int(1000, 8000), prng.int(1000, 8000)];
    add('deep nesting', `${name} = arrays ${arrayDepth} deep`, () => json(withRaw(route.valid(), path, deepArrays(arrayDepth, '"x"'))));
    add('deep nesting', `${name} = objects ${objectDepth} deep`, () => json(withRaw(route.valid(), path, deepObjects(objectDepth))));
  }
  add('deep nesting', 'an unknown key holding objects 5,000 deep', () => json(withRaw(route.valid(), ['nested'], deepObjects(5000))));
  add('deep nesting', 'an unknown key holding arrays 20,000 deep', () => json(withRaw(route.valid(), ['nested'], deepArrays(20_000))));
}
