import { useEffect, useRef, useState } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { MuiTheme } from '@theme/mui-theme';
import { TOAST_LIBRARY_DEFAULT_MS } from '@/lib/constants';
import { Toast } from '@/design-system/toast/toast';
import { ToastHotkeys } from '@/design-system/toast/toast-hotkeys';
import type { ToastRequest } from '@/design-system/toast/toast-request';
import { toastMessages } from '@/design-system/toast/toast-messages';

const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** Shows each queued request once, in order. */
function QueuedToasts({ requests }: { requests: readonly ToastRequest[] }) {
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const request of requests) {
      if (shown.current.has(request.id)) continue;
      shown.current.add(request.id);
      enqueueSnackbar(request.message, { variant: request.variant, hideAfterMs: request.duration ?? TOAST_LIBRARY_DEFAULT_MS });
    }
  }, [requests]);
  return null;
}

/**
 * Toasts top-right, 5000 ms unless a call says otherwise. Each toast keeps its own time (useToastTimer), paused
 * while the pointer or focus is on it or the window is in the background; notistack's timer, which knows only the
 * pointer and the window, is off.
 * They render inside a labelled landmark (complementary, so it is never confused with a page region).
 */
export default function ToastHost({ requests }: { requests: readonly ToastRequest[] }) {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  return (
    <MuiTheme>
      <aside aria-label={toastMessages.region} ref={setRegion} />
      {region && (
        <SnackbarProvider
          domRoot={region}
          maxSnack={3}
          autoHideDuration={null}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={toastComponents}
          preventDuplicate
        >
          <ToastHotkeys />
          <QueuedToasts requests={requests} />
        </SnackbarProvider>
      )}
    </MuiTheme>
  );
}
