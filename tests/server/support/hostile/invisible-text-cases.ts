import type { AddCase } from './hostile-case';
import { leavesOf, nameOf, valueAt, withValue } from './json-body';
import { json } from './json-shape-cases';
import { withFieldValue } from './multipart-form';
import type { Prng } from './prng';
import type { FieldShape, JsonRoute, MultipartRoute } from './route-shapes';

/** Text that looks empty: a person reading the lead sees nothing. */
const LOOKS_EMPTY = [
  ['three zero-width spaces', '\u200b\u200b\u200b'],
  ['a zero-width joiner, a word joiner and a BOM', '\u200d\u2060\ufeff'],
  ['a right-to-left override and a space', '\u202e '],
] as const;

/** Inside an e-mail address, each makes it display as another address or hides part of it. */
const INSIDE_EMAIL = [
  ['a right-to-left override', '\u202e'],
  ['a zero-width space', '\u200b'],
  ['an LTR isolate', '\u2066'],
] as const;

const isRequiredText = (shape: FieldShape) => shape.type === 'text' && shape.required === true;
const withFormatCharacter = (email: unknown, character: string) => String(email).replace('@', `${character}@`);

/** Required free text made only of format characters, and e-mail addresses holding one: both refused. */
export function invisibleTextCases(route: JsonRoute, add: AddCase): void {
  const withField = (path: string[], value: unknown) => () => json(JSON.stringify(withValue(route.valid(), path, value)));
  for (const { path, shape } of leavesOf(route.fields)) {
    const name = nameOf(path);
    if (isRequiredText(shape)) for (const [sample, text] of LOOKS_EMPTY) add('unicode', `${name} of ${sample}`, withField(path, text));
    if (shape.name !== 'email') continue;
    for (const [sample, text] of INSIDE_EMAIL) {
      add('unicode', `${name} with ${sample} before the @`, withField(path, withFormatCharacter(valueAt(route.valid(), path), text)));
    }
  }
}

// A sample of the fields: every multipart case re-encodes and stores real images when it is wrongly accepted.
export function multipartInvisibleTextCases(route: MultipartRoute, add: AddCase, prng: Prng): void {
  const valid = route.valid();
  for (const { name } of prng.sample(route.fields.filter(isRequiredText), 3)) {
    add('unicode', `${name} of three zero-width spaces`, withFieldValue(route, name, LOOKS_EMPTY[0][1]));
  }
  const [sample, text] = INSIDE_EMAIL[0];
  add('unicode', `email with ${sample} before the @`, withFieldValue(route, 'email', withFormatCharacter(valid.email, text)));
}
