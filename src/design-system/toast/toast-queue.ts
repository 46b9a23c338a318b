import { createContext } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

export type ToastRequest = {
  /** Unique per request, so the host enqueues each exactly once. */
  id: number;
  variant: ToastVariant;
  message: string;
  /** Milliseconds before the toast closes itself; the provider's default when omitted. */
  duration?: number;
};

export type ToastQueue = {
  /** Queues a toast; the host shows it once loaded. */
  show: (request: Omit<ToastRequest, 'id'>) => void;
  /** Asks for the host now (a form is on screen), so the first toast appears without waiting for it. */
  prepare: () => void;
};

export const ToastQueueContext = createContext<ToastQueue>({ show: () => {}, prepare: () => {} });

/** The notistack host, fetched once on first need; nothing of it is in a page's first load. */
export const loadToastHost = () => import(/* webpackChunkName: "toast-host" */ '@/design-system/toast/toast-host');
