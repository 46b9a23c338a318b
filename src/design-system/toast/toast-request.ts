// Its own module: the host reads these types and the queue loads the host, so in the queue they made an import cycle.
export type ToastVariant = 'success' | 'error' | 'info';

export type ToastRequest = {
  /** Unique per request, so the host enqueues each exactly once. */
  id: number;
  /** The kind: success (green, a tick), error (red, an exclamation mark, announced at once) or info (brand colour). */
  variant: ToastVariant;
  /** The toast's text, which screen readers also hear: one short sentence. */
  message: string;
  /** Milliseconds before the toast closes itself; the provider's default when omitted. */
  duration?: number;
};
