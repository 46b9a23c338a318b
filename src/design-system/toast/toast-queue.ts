import { createContext } from 'react';
import type { ToastRequest } from '@/design-system/toast/toast-request';

export type ToastQueue = {
  /** Queues a toast; the host shows it once loaded. */
  show: (request: Omit<ToastRequest, 'id'>) => void;
  /** Asks for the host now (a form is on screen), so the first toast appears without waiting for it. */
  prepare: () => void;
};

export const ToastQueueContext = createContext<ToastQueue>({ show: () => {}, prepare: () => {} });

/** The notistack host, fetched once on first need; nothing of it is in a page's first load. */
export const loadToastHost = () => import(/* webpackChunkName: "toast-host" */ '@/design-system/toast/toast-host');

/**
 * A deferred form's chunk, fetched together with the toast host: the form asks for the host as it hydrates
 * (useToast), which then mounts at once instead of after a second fetch, just as the visitor acts.
 */
export const withToastHost = <T>(load: Promise<T>): Promise<T> => Promise.all([load, loadToastHost()]).then(([loaded]) => loaded);
