import { apiBaseUrl } from '@/lib/api-config';
import { PROOF_OF_WORK_HEADER } from '@/lib/bot-signals/bot-signals';
import { answerChallenge, proofOfWorkChallenge } from '@/lib/bot-signals/proof-of-work';
import { botSignalHeaders, type BotSignals } from '@/lib/bot-signals/signal-headers';

/** An HTTP answer outside 2xx, carrying the body's `message` and `error` fields when present. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly serverError: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage ?? serverError ?? `Request failed with status ${status}`);
  }
}

export type ApiRequestOptions = {
  /** Bearer token sent as `Authorization`. */
  token?: string;
  /** Send cookies with the request (needed for a separate API host). */
  withCredentials?: boolean;
  /** Sent as `Idempotency-Key`: the same key on a retry lets the server answer it without a second record. */
  idempotencyKey?: string;
  /** A guarded form's token and honeypot value, sent as headers (issue 41). */
  botSignals?: BotSignals;
  /** Called when the server asks for a proof of work (428), before it is solved and the request sent again. */
  onChecking?: () => void;
  signal?: AbortSignal;
};

export function apiUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}

/**
 * POSTs JSON, or multipart when given FormData; resolves with the parsed body of a 2xx answer. A 428 with a
 * proof-of-work challenge is solved in the background and the same request sent again (same Idempotency-Key) with
 * the solution; a second 428 is an error like any other answer.
 */
export async function apiPost<TResponse>(
  path: string,
  body: unknown,
  options: ApiRequestOptions = {},
): Promise<TResponse> {
  const isMultipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...botSignalHeaders(options.botSignals) };
  if (!isMultipart) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  // fetch rejects only on network failure; its TypeError message ("Failed to fetch") is what users see.
  const send = async (extraHeaders: Record<string, string> = {}) => {
    const response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { ...headers, ...extraHeaders },
      body: isMultipart ? body : JSON.stringify(body),
      credentials: options.withCredentials ? 'include' : 'same-origin',
      signal: options.signal,
    });
    return { status: response.status, ok: response.ok, parsed: parseAnswer(await response.text()) };
  };
  let answer = await send();
  const challenge = proofOfWorkChallenge(answer.status, answer.parsed);
  if (challenge) {
    options.onChecking?.();
    answer = await send({ [PROOF_OF_WORK_HEADER]: await solvedOr(challenge, answerError(answer.status, answer.parsed)) });
  }
  if (!answer.ok) throw answerError(answer.status, answer.parsed);
  return answer.parsed as TResponse;
}

/**
 * The challenge's solution. A solver that could not be loaded for lack of network rejects as a network failure (the
 * request can wait in the queue); one that failed otherwise leaves the 428 as the answer.
 */
export async function solvedOr(challenge: Parameters<typeof answerChallenge>[0], refusal: ApiError): Promise<string> {
  try {
    return await answerChallenge(challenge);
  } catch (error) {
    throw isNetworkFailure(error) ? error : refusal;
  }
}

/**
 * Whether a request failed for lack of network, with no answer at all: fetch rejects with a TypeError then.
 * Offline (navigator.onLine false), any failure but an HTTP answer or a cancellation counts as one too.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (error instanceof TypeError) return true;
  const cancelled = error instanceof DOMException && error.name === 'AbortError';
  return !cancelled && typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** An answer's body: JSON when it parses, else the text itself, else undefined. */
export function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiError for a non-2xx answer, carrying its `message` and `error` fields. */
export function answerError(status: number, parsed: unknown): ApiError {
  return new ApiError(status, stringField(parsed, 'message'), stringField(parsed, 'error'), parsed);
}

function stringField(body: unknown, field: 'message' | 'error'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The per-field messages of a 4xx answer (`{ fields: { name: message } }`), to show beside each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const fields = (error.body as Record<string, unknown>).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
