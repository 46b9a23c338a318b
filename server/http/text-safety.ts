import type { FieldErrors } from './http-error';

export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

/**
 * Whether text holds what no stored text may: a control character other than tab, line feed and carriage
 * return (NUL is refused by PostgreSQL; escape sequences reach the terminal of whoever reads the leads), or
 * half of a surrogate pair (not encodable as UTF-8, so it would be stored as something else).
 */
export function hasUnsafeCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) || isLowSurrogate(code)) return true;
    if (!isHighSurrogate(code)) continue;
    if (!isLowSurrogate(text.charCodeAt(index + 1))) return true;
    index += 1;
  }
  return false;
}

type Visit = { value: unknown; key: string; parent: Visit | undefined };

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

/**
 * Every string in a parsed JSON body that holds unsafe characters, by path ("metadata.browser").
 * Walks without recursion, since a body may nest 60,000 levels deep, and stops after `max` finds.
 */
export function unsafeTextFields(body: unknown, max = 20): FieldErrors {
  const fields: FieldErrors = Object.create(null);
  const stack: Visit[] = [{ value: body, key: '', parent: undefined }];
  let found = 0;
  while (stack.length > 0 && found < max) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) {
        fields[pathOf(visit) || 'body'] = UNSAFE_TEXT_MESSAGE;
        found += 1;
      }
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return fields;
}

const MAX_SHOWN_NAME = 40;

/** A client-chosen name made fit to quote in a message: invisible and unsafe characters spelt out, cut short. */
export function visibleName(name: string): string {
  const spelt = [...name]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const invisible = hasUnsafeCharacters(char) || /[\p{Cf}\p{Zl}\p{Zp}]/u.test(char) || code === 0x09 || code === 0x0a || code === 0x0d;
      return invisible ? `\\u${code.toString(16).toUpperCase().padStart(4, '0')}` : char;
    })
    .join('');
  const chars = [...spelt];
  return chars.length > MAX_SHOWN_NAME ? `${chars.slice(0, MAX_SHOWN_NAME - 1).join('')}…` : spelt;
}
