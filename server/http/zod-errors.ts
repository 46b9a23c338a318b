import type { z } from 'zod';
import { HttpError, type FieldErrors } from './http-error';
import { unsafeTextFields, visibleName } from './text-safety';

/** The answer lists this many fields at most: a body of 20,000 wrong list items gets no 20,000-line answer. */
const MAX_FIELDS = 50;
const MAX_NAMED_UNKNOWN_FIELDS = 3;

/** Turns zod issues into `fields` (first message per field) and a headline message. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  // Null prototype: a client may name a field "constructor" or "toString".
  const fields: FieldErrors = Object.create(null);
  let count = 0;
  const add = (name: string, message: string) => {
    if (!name || name in fields || count >= MAX_FIELDS) return;
    fields[name] = message;
    count += 1;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), 'Unknown field');
      continue;
    }
    add(issue.path.join('.'), issue.message);
  }
  return fields;
}

function unknownFieldsHeadline(keys: readonly string[]): string {
  const named = keys.slice(0, MAX_NAMED_UNKNOWN_FIELDS).map(visibleName).join(', ');
  const more = keys.length - MAX_NAMED_UNKNOWN_FIELDS;
  return keys.length === 1 ? `Unknown field: ${named}` : `Unknown fields: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

function headline(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'The request is not valid';
  if (first.code === 'unrecognized_keys') return unknownFieldsHeadline(first.keys);
  if (first.path.length === 0) return 'The request body must be a JSON object';
  return first.message;
}

export function validationError(error: z.ZodError, extraFields: FieldErrors = {}): HttpError {
  const fields = Object.assign(toFieldErrors(error), extraFields);
  return new HttpError(400, headline(error), fields);
}

/** Clearer words than zod's own ("expected string, received undefined") where a schema gives none. */
const clearerDefaults: z.core.$ZodErrorMap = (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'This field is required' : undefined);

/**
 * Parses a body with the form's own schema, or throws a 400 listing the field errors, including every
 * string that holds characters no stored text may hold.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const unsafe = unsafeTextFields(body);
  const result = schema.safeParse(body, { error: clearerDefaults });
  if (!result.success) throw validationError(result.error, unsafe);
  const [firstUnsafe] = Object.values(unsafe);
  if (firstUnsafe) throw new HttpError(400, firstUnsafe, unsafe);
  return result.data;
}
