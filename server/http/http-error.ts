/** Field name → the first message about it, as the forms show it. */
export type FieldErrors = Record<string, string>;

/** An answer the client caused; the error handler turns it into `{ message, error, fields? }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  411: 'Length Required',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(statusCode: number): string {
  return REASON_PHRASES[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request');
}

/** 45 → '45 seconds', 899 → '15 minutes', 3601 → '2 hours': rounded up, never promising too early. */
export function describeWait(seconds: number): string {
  const [amount, unit] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** The 429 answer of every limit: says when to try again, in words and in `Retry-After` (seconds). */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many requests. Please try again in ${describeWait(Math.max(1, retryAfterSeconds))}.`);
  }
}

/** 428 with an ALTCHA challenge: the browser solves it in the background and sends the same request again. */
export class ProofOfWorkRequired extends HttpError {
  constructor(readonly challenge: unknown) {
    super(428, 'Checking your request');
  }
}
