import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

export const FORBIDDEN_FIELD_NAME_MESSAGE = 'Field names such as __proto__ are not allowed';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's JSON parser, which refuses `__proto__` and `constructor.prototype` keys (prototype pollution),
 * but with its refusal named: Fastify reports such a body as invalid JSON. Plain `JSON.parse` accepts the
 * same text, which tells the two failures apart; it runs only after the secure parser has refused.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseSecurely = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    void parseSecurely(request, body, (error, parsed) => {
      const refusedKey = (error as FastifyError | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJson(body);
      done(refusedKey ? new HttpError(400, FORBIDDEN_FIELD_NAME_MESSAGE) : error, parsed);
    });
  });
}
