import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_LIBRARY_DEFAULT_MS } from '@/lib/constants';
import { LiveAnnouncerProvider } from '@/design-system/toast/live-announcer';
import { Toast } from '@/design-system/toast/toast';
import { ToastHotkeys } from '@/design-system/toast/toast-hotkeys';

const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** Toasts top-right, 5000 ms unless a call says otherwise, paused on hover and window blur (notistack's own). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <LiveAnnouncerProvider>
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_LIBRARY_DEFAULT_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={toastComponents}
        preventDuplicate
      >
        <ToastHotkeys />
        {children}
      </SnackbarProvider>
    </LiveAnnouncerProvider>
  );
}
