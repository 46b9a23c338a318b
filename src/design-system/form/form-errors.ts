import type { FieldErrors } from 'react-hook-form';

/** One failed field as the error summary lists it. */
export type FormErrorItem = { name: string; message: string };

type ErrorNode = { type?: unknown; message?: unknown };

function isFieldError(value: object): value is ErrorNode {
  const node = value as ErrorNode;
  return typeof node.type === 'string' || typeof node.message === 'string';
}

/**
 * Every field error with a message, as dotted names (`contacts.0.phone`). Form-level errors
 * (`errors.root`, set with `setError('root.x')`) are left out: they belong in a FormAlert. An array's
 * own error (`items.root`) is reported under the array's name.
 */
export function flattenErrors(errors: FieldErrors | object, path: readonly string[] = []): FormErrorItem[] {
  const items: FormErrorItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    if (key === 'root' && path.length === 0) continue;
    const names = key === 'root' ? path : [...path, key];
    if (isFieldError(value)) {
      if (typeof value.message === 'string' && value.message) items.push({ name: names.join('.'), message: value.message });
      continue;
    }
    items.push(...flattenErrors(value, names));
  }
  return items;
}

function rankOf(name: string, rank: ReadonlyMap<string, number>): number {
  for (let current = name; current; current = current.slice(0, Math.max(current.lastIndexOf('.'), 0))) {
    const found = rank.get(current);
    if (found !== undefined) return found;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Errors in the order of `order` (field names as they appear in the form); a nested name follows its
 * nearest listed parent, and names not listed keep their relative order at the end.
 */
export function orderErrors(items: readonly FormErrorItem[], order: readonly string[]): FormErrorItem[] {
  const rank = new Map(order.map((name, index) => [name, index] as const));
  return [...items].sort((a, b) => rankOf(a.name, rank) - rankOf(b.name, rank));
}
