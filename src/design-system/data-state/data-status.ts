import type { ReactNode } from 'react';

/** The states of a data screen (CONVENTIONS rule 4). */
export type DataStatus =
  | {
      state: 'loading';
      /** Placeholder sized like the content; null shows a visible "Loading" with a spinner. */
      skeleton: ReactNode;
    }
  | {
      state: 'error';
      /** The spec's failure message. */
      message: string;
      /** Optional bold title above the message, e.g. "Unable to load products". */
      title?: string;
      /** Shows a retry button when given. */
      onRetry?: () => void;
      /** Text of the retry button; defaults to "Try Again". */
      retryLabel?: string;
    }
  | {
      state: 'empty';
      /** The spec's empty-list message, e.g. "No packages available.". */
      message: string;
    }
  | { state: 'ready' };

/** The part of an SWR response the mapping reads. */
export type SwrLike<Data> = { data?: Data; error?: unknown };

export type DataStateOptions<Data> = {
  /** The spec's failure message, or a function of the error (e.g. its message with a fallback). */
  errorMessage: string | ((error: unknown) => string);
  /** The spec's empty message; without it the ready state is used for empty data too. */
  emptyMessage?: string;
  /** Whether loaded data counts as empty; defaults to "is an empty array". */
  isEmpty?: (data: Data) => boolean;
  /** Placeholder while loading; defaults to a visible "Loading" with a spinner. */
  skeleton?: ReactNode;
  /** Title of the error box. */
  errorTitle?: string;
  /** Retry action offered in the error box. */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel?: string;
};

function isEmptyArray(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/** Maps an SWR response to a DataStatus: data wins over a failed revalidation, then error, then loading. */
export function dataStateOf<Data>(response: SwrLike<Data>, options: DataStateOptions<Data>): DataStatus {
  const { data, error } = response;
  if (data !== undefined) {
    const empty = options.isEmpty ? options.isEmpty(data) : isEmptyArray(data);
    return empty && options.emptyMessage !== undefined ? { state: 'empty', message: options.emptyMessage } : { state: 'ready' };
  }
  if (error !== undefined) {
    const message = typeof options.errorMessage === 'function' ? options.errorMessage(error) : options.errorMessage;
    return {
      state: 'error',
      message,
      ...(options.errorTitle !== undefined && { title: options.errorTitle }),
      ...(options.onRetry !== undefined && { onRetry: options.onRetry }),
      ...(options.retryLabel !== undefined && { retryLabel: options.retryLabel }),
    };
  }
  return { state: 'loading', skeleton: options.skeleton ?? null };
}
