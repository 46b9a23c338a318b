import { apiBaseUrl } from '@/lib/api-config';

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
  signal?: AbortSignal;
};

export function apiUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}

/** POSTs JSON, or multipart when given FormData; resolves with the parsed body of a 2xx answer. */
export async function apiPost<TResponse>(
  path: string,
  body: unknown,
  options: ApiRequestOptions = {},
): Promise<TResponse> {
  const isMultipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!isMultipart) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  // fetch rejects only on network failure; its TypeError message ("Failed to fetch") is what users see.
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers,
    body: isMultipart ? body : JSON.stringify(body),
    credentials: options.withCredentials ? 'include' : 'same-origin',
    signal: options.signal,
  });
  const parsed = parseAnswer(await response.text());
  if (!response.ok) throw answerError(response.status, parsed);
  return parsed as TResponse;
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
