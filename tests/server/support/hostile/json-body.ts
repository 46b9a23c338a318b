import type { FieldShape } from './route-shapes';

export type Leaf = { path: string[]; shape: FieldShape };

/** Every field, nested ones too; an object field is listed before its own fields. */
export function leavesOf(fields: readonly FieldShape[], prefix: string[] = []): Leaf[] {
  return fields.flatMap((shape) => {
    const leaf = { path: [...prefix, shape.name], shape };
    return shape.type === 'object' ? [leaf, ...leavesOf(shape.fields, leaf.path)] : [leaf];
  });
}

export const nameOf = (path: readonly string[]) => path.join('.');

type JsonObject = Record<string, unknown>;

export function valueAt(body: JsonObject, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as JsonObject)[key], body);
}

/** A copy of body with the value at path replaced (or added). */
export function withValue(body: JsonObject, path: readonly string[], value: unknown): JsonObject {
  const copy = structuredClone(body);
  const parent = path.slice(0, -1).reduce<JsonObject>((node, key) => node[key] as JsonObject, copy);
  parent[path[path.length - 1]!] = value;
  return copy;
}

const MARK = 'hostile-raw-3f9c1a';

/** JSON text of body with raw JSON text at path: for values JSON.stringify cannot write (too deep, odd literals). */
export function withRaw(body: JsonObject, path: readonly string[], raw: string): string {
  return JSON.stringify(withValue(body, path, MARK)).replace(`"${MARK}"`, () => raw);
}

/** JSON bytes of body with bytes spliced after the valid string at path: for bytes that are not UTF-8. */
export function withBytesAfter(body: JsonObject, path: readonly string[], bytes: readonly number[]): Buffer {
  const text = JSON.stringify(withValue(body, path, `${String(valueAt(body, path))}${MARK}`));
  const [before, after] = text.split(MARK) as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
}

export const deepArrays = (depth: number, inner = '') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
export const deepObjects = (depth: number, inner = '1') => `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
export const deepMixed = (depth: number) => `${'[{"a":'.repeat(depth)}0${'}]'.repeat(depth)}`;
