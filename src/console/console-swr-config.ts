import type { SWRConfiguration } from 'swr';
import { ApiError } from '@/lib/api-client';

/**
 * Staff data changes while the console is open: it is read again when the tab comes back into focus or the
 * connection returns. A refusal (4xx) is an answer, not a hiccup: only failures with no answer or a 5xx are retried.
 */
export const consoleSwrConfig: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status < 500),
};
