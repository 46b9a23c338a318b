import { Suspense, lazy, useMemo, useRef, useState, type ReactNode } from 'react';
import { LiveAnnouncerProvider } from '@/design-system/toast/live-announcer';
import { ToastQueueContext, loadToastHost, type ToastQueue } from '@/design-system/toast/toast-queue';
import type { ToastRequest } from '@/design-system/toast/toast-request';

const ToastHost = lazy(loadToastHost);

/**
 * Toasts for the whole app. The live regions mount at once (they must exist before anything is
 * announced); the toast library loads only when a form that raises toasts appears, or on the first toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const [requests, setRequests] = useState<readonly ToastRequest[]>([]);
  const nextId = useRef(0);
  const queue = useMemo<ToastQueue>(
    () => ({
      prepare: () => setHostWanted(true),
      show: (request) => {
        nextId.current += 1;
        const id = nextId.current;
        setHostWanted(true);
        setRequests((queued) => [...queued, { ...request, id }]);
      },
    }),
    [],
  );

  return (
    <LiveAnnouncerProvider>
      <ToastQueueContext.Provider value={queue}>
        {children}
        {hostWanted && (
          <Suspense fallback={null}>
            <ToastHost requests={requests} />
          </Suspense>
        )}
      </ToastQueueContext.Provider>
    </LiveAnnouncerProvider>
  );
}
