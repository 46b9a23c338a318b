import type { SWRConfiguration } from 'swr';

/**
 * Catalogue files change only on deploy: no refetch on focus or when the connection returns (what the page
 * already shows is current; a refetch on `online` would race the network coming back), a short retry on failure.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 60_000,
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => !(error instanceof Error && error.name === 'DataFileError'),
};
