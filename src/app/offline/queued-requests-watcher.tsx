import { Suspense, lazy, useContext, useEffect, useState } from 'react';
import { withMuiTheme } from '@/design-system/mui-theme/mui-theme-island';
import { ToastQueueContext } from '@/design-system/toast/toast-queue';
import { openIslandsHydrated } from '@/design-system/deferred/hydration-gates';
import type { RefusedRequest } from '@/app/offline/refused-requests-alert';

// An MUI alert: it brings MUI's theme, as the page around it may be plain.
const RefusedRequestsAlert = lazy(() => withMuiTheme(import('@/app/offline/refused-requests-alert').then((module) => module.default)).then((Themed) => ({ default: Themed })));

/** After the page is interactive and the browser idle: saved requests never compete with the first load. */
const whenPageSettled = () =>
  openIslandsHydrated().then(
    () => new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 3_000 }) : setTimeout(resolve, 500))),
  );

/**
 * Mounted once in the layout: loads the queue code only once the page has settled, then sends what this
 * device saved offline and toasts each outcome. A refusal no form on screen took also stays in an alert.
 */
export function QueuedRequestsWatcher() {
  const toasts = useContext(ToastQueueContext);
  const [refusals, setRefusals] = useState<readonly RefusedRequest[]>([]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const start = () =>
      import('@/app/offline/watch-queued-requests').then(
        ({ watchQueuedRequests }) => {
          if (unmounted) return;
          stop = watchQueuedRequests((notice) => {
            toasts.show({ variant: notice.tone, message: notice.text });
            if (notice.tone === 'error' && !notice.owned) setRefusals((shown) => [...shown, { key: notice.key, text: notice.text }]);
          });
        },
        // The connection went before the code came: fetch it when the connection returns (the watcher sends then).
        () => window.addEventListener('online', start, { once: true }),
      );
    void whenPageSettled().then(start);
    return () => {
      unmounted = true;
      window.removeEventListener('online', start);
      stop?.();
    };
  }, [toasts]);

  if (refusals.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RefusedRequestsAlert requests={refusals} onDismiss={() => setRefusals([])} />
    </Suspense>
  );
}
