import { answerError, apiUrl, parseAnswer, solvedOr } from '@/lib/api-client';
import { PROOF_OF_WORK_HEADER } from '@/lib/bot-signals/bot-signals';
import { proofOfWorkChallenge } from '@/lib/bot-signals/proof-of-work';
import { botSignalHeaders, type BotSignals } from '@/lib/bot-signals/signal-headers';

/** How far a multipart upload has gone: bytes sent of the body's total. */
export type UploadProgress = { sentBytes: number; totalBytes: number };

export type ApiUploadOptions = {
  /** Called as the body goes out (fetch cannot report upload progress, so this uses XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
  /** A guarded form's token and honeypot value, sent as headers (issue 41). */
  botSignals?: BotSignals;
  /** Called when the server asks for a proof of work (428), before it is solved and the upload sent again. */
  onChecking?: () => void;
  signal?: AbortSignal;
};

type Answer = { status: number; parsed: unknown };

/** One upload: resolves with any HTTP answer, rejects with a TypeError when no answer came (as fetch does). */
function upload(path: string, body: FormData, headers: Record<string, string>, options: ApiUploadOptions): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries({ Accept: 'application/json', ...headers })) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ sentBytes: event.loaded, totalBytes: event.total });
    });
    request.addEventListener('load', () => resolve({ status: request.status, parsed: parseAnswer(request.responseText) }));
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * POSTs a multipart form and reports upload progress; resolves with the parsed body of a 2xx answer,
 * rejects with ApiError for any other status and with a TypeError when no answer came (as fetch does).
 * A 428 with a proof-of-work challenge is solved and the form uploaded again with the solution, once.
 */
export async function apiUpload<TResponse>(path: string, body: FormData, options: ApiUploadOptions = {}): Promise<TResponse> {
  const headers = botSignalHeaders(options.botSignals);
  let answer = await upload(path, body, headers, options);
  const challenge = proofOfWorkChallenge(answer.status, answer.parsed);
  if (challenge) {
    options.onChecking?.();
    const solution = await solvedOr(challenge, answerError(answer.status, answer.parsed));
    answer = await upload(path, body, { ...headers, [PROOF_OF_WORK_HEADER]: solution }, options);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.parsed as TResponse;
  throw answerError(answer.status, answer.parsed);
}
