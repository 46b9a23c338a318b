import type { FieldErrors } from 'react-hook-form';

/** One check of a spec's ordered list: these fields failing (with this message, when given). */
export type SpecCheck = { fields: readonly string[]; message?: string };

/**
 * The message of the first check that fails, in the spec's order: the one line its red box shows
 * after a failed submit. Field errors and the error summary still list every problem.
 */
export function firstFailedCheck(errors: FieldErrors, checks: readonly SpecCheck[]): string | undefined {
  for (const check of checks) {
    for (const field of check.fields) {
      const message = errors[field]?.message;
      if (typeof message === 'string' && message && (check.message === undefined || message === check.message)) return message;
    }
  }
  return undefined;
}
