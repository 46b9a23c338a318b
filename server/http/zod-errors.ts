import type { z } from 'zod';
import { HttpError, type FieldErrors } from './http-error';

/** Turns zod issues into `fields` (first message per field) and a headline message. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  // Null prototype: a client may name a field "constructor" or "toString".
  const fields: FieldErrors = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'Unknown field';
      continue;
    }
    const name = issue.path.join('.');
    if (name) fields[name] ??= issue.message;
  }
  return fields;
}

function headline(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'The request is not valid';
  if (first.code === 'unrecognized_keys') return `Unknown field: ${first.keys.join(', ')}`;
  if (first.path.length === 0) return 'The request body must be a JSON object';
  return first.message;
}

export function validationError(error: z.ZodError, extraFields: FieldErrors = {}): HttpError {
  const fields = Object.assign(toFieldErrors(error), extraFields);
  return new HttpError(400, headline(error), fields);
}

/** Parses a body with the form's own schema, or throws a 400 listing the field errors. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
