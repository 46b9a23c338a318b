import type { LightMyRequestResponse } from 'fastify';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Controls, zero-width and bidi formatting characters: none belongs in a message a person reads. */
const INVISIBLE_RANGES = [[0x00, 0x1f], [0x7f, 0x9f], [0x200b, 0x200f], [0x202a, 0x202e], [0x2060, 0x206f], [0xfeff, 0xfeff]];
const hasInvisible = (text: string) => [...text].some((char) => INVISIBLE_RANGES.some(([from, to]) => char.charCodeAt(0) >= from! && char.charCodeAt(0) <= to!));
const STACK_TRACE = /\n\s*at |\bat \S+ \(|\.[cm]?[jt]s:\d+/;
const LIBRARY_TALK = /\b(?:FST|ERR)_[A-Z_]+|undefined|\[object Object\]/;
const MAX_MESSAGE_LENGTH = 200;
const MAX_FIELDS = 50;

/** What makes a message unclear to the person reading it, or undefined when it is clear. */
export function unclearMessage(message: unknown): string | undefined {
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (message.length > MAX_MESSAGE_LENGTH) return `a message of ${message.length} characters`;
  if (STACK_TRACE.test(message)) return 'a stack trace in the message';
  if (LIBRARY_TALK.test(message)) return 'library talk in the message';
  if (hasInvisible(message) || LONE_SURROGATE.test(message)) return 'invisible or broken characters in the message';
  if (!/^[A-Z]/.test(message)) return 'a message that does not start as a sentence';
  return undefined;
}

/** Why an answer to a bad request is wrong (accepted, a 5xx, no clear JSON message), or undefined when it is right. */
export function problemWithAnswer(response: LightMyRequestResponse): string | undefined {
  const { statusCode } = response;
  if (statusCode >= 500) return `a server error (${statusCode})`;
  if (statusCode < 400) return `accepted (${statusCode})`;
  if (!/^application\/json/.test(String(response.headers['content-type']))) return `a ${statusCode} that is not JSON`;
  let body: { message?: unknown; error?: unknown; fields?: unknown };
  try {
    body = response.json();
  } catch {
    return `a ${statusCode} whose body does not parse`;
  }
  const unclear = unclearMessage(body.message);
  if (unclear) return `${unclear} (${statusCode})`;
  if (typeof body.error !== 'string' || body.error === '') return `no error name (${statusCode})`;
  if (body.fields === undefined) return undefined;
  if (typeof body.fields !== 'object' || body.fields === null) return 'fields that are not an object';
  if (Object.keys(body.fields).length > MAX_FIELDS) return `${Object.keys(body.fields).length} fields listed`;
  for (const [field, text] of Object.entries(body.fields)) {
    const unclearField = unclearMessage(text);
    if (unclearField) return `${unclearField} for the field ${JSON.stringify(field).slice(0, 60)}`;
  }
  return undefined;
}
