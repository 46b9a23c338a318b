import { answerError, apiUrl, parseAnswer } from '@/lib/api-client';

/** How far a multipart upload has gone: bytes sent of the body's total. */
export type UploadProgress = { sentBytes: number; totalBytes: number };

export type ApiUploadOptions = {
  /** Called as the body goes out (fetch cannot report upload progress, so this uses XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart form and reports upload progress; resolves with the parsed body of a 2xx answer,
 * rejects with ApiError for any other status and with a TypeError when no answer came (as fetch does).
 */
export function apiUpload<TResponse>(path: string, body: FormData, options: ApiUploadOptions = {}): Promise<TResponse> {
  return new Promise<TResponse>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.({ sentBytes: event.loaded, totalBytes: event.total });
    });
    request.addEventListener('load', () => {
      const parsed = parseAnswer(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(parsed as TResponse);
      else reject(answerError(request.status, parsed));
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
