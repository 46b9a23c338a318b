import type { Prng } from './prng';
import type { FieldShape } from './route-shapes';

type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

const EXPECTED_TYPE: Record<FieldShape['type'], JsonType> = {
  text: 'string',
  format: 'string',
  number: 'number',
  boolean: 'boolean',
  list: 'array',
  object: 'object',
};

/** Values of every JSON type but the field's own, built around the field's valid value. */
export function wrongTypedValues(shape: FieldShape, valid: unknown): unknown[] {
  const candidates: unknown[] = [
    null,
    true,
    false,
    0,
    -1.5,
    1e308,
    String(valid),
    '',
    [],
    {},
    [valid],
    { value: valid },
    Array.isArray(valid) ? valid[0] : undefined,
    Array.isArray(valid) ? Object.assign({}, valid) : undefined,
    [null],
    [[]],
  ];
  const wrong = candidates.filter((value) => value !== undefined && jsonTypeOf(value) !== EXPECTED_TYPE[shape.type]);
  return wrong.filter((value, index) => wrong.findIndex((other) => JSON.stringify(other) === JSON.stringify(value)) === index);
}

export function isWrongTypeFor(shape: FieldShape, value: unknown): boolean {
  return jsonTypeOf(value) !== EXPECTED_TYPE[shape.type];
}

const RANDOM_CHARACTERS = ['a', 'Z', '0', ' ', '"', '\\', '/', '{', '\u00e9', '\u0915', '\u{1F600}', '\u202e', '\u0000', '\n'];

/** Any JSON value, up to a few levels deep, drawn from the generator. */
export function randomJson(prng: Prng, depth = 3): unknown {
  const kind = prng.int(0, depth > 0 ? 6 : 4);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return prng.next() < 0.5;
    case 2:
      return prng.pick([0, -0.5, 2 ** 53 + 1, -1e300, prng.int(-1000, 1000), prng.next()]);
    case 3:
    case 4:
      return Array.from({ length: prng.int(0, 12) }, () => prng.pick(RANDOM_CHARACTERS)).join('');
    case 5:
      return Array.from({ length: prng.int(0, 4) }, () => randomJson(prng, depth - 1));
    default:
      return Object.fromEntries(Array.from({ length: prng.int(0, 4) }, (_, index) => [`k${index}`, randomJson(prng, depth - 1)]));
  }
}

/** A random value the field cannot take by its type alone. */
export function randomWrongTyped(prng: Prng, shape: FieldShape): unknown {
  for (;;) {
    const value = randomJson(prng);
    if (isWrongTypeFor(shape, value)) return value;
  }
}

/** The values plus up to count drawn ones unlike any already there, so no two cases share a name. */
export function withDrawn(values: readonly unknown[], draw: () => unknown, count: number): unknown[] {
  const seen = new Set(values.map((value) => JSON.stringify(value)));
  const all = [...values];
  for (let attempt = 0; attempt < 50 && all.length < values.length + count; attempt += 1) {
    const value = draw();
    if (seen.has(JSON.stringify(value))) continue;
    seen.add(JSON.stringify(value));
    all.push(value);
  }
  return all;
}

/** A short, ASCII-only description of a value for a case name (no RTL override may scramble the report). */
export function describeValue(value: unknown): string {
  const text = (JSON.stringify(value) ?? String(value)).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
