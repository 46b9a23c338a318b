import type { SWRConfiguration } from 'swr';

/** Catalogue files change only on deploy: no refetch on focus, a short retry on failure. */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  dedupingInterval: 60_000,
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => !(error instanceof Error && error.name === 'DataFileError'),
};
