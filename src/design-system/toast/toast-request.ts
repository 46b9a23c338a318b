// Its own module: the host reads these types and the queue loads the host, so in the queue they made an import cycle.
export type ToastVariant = 'success' | 'error' | 'info';

export type ToastRequest = {
  /** Unique per request, so the host enqueues each exactly once. */
  id: number;
  variant: ToastVariant;
  message: string;
  /** Milliseconds before the toast closes itself; the provider's default when omitted. */
  duration?: number;
};
