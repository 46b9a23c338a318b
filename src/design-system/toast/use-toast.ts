import { useContext, useEffect, useMemo } from 'react';
import { ToastQueueContext } from '@/design-system/toast/toast-queue';
import type { ToastVariant } from '@/design-system/toast/toast-request';

export type ToastOptions = {
  /** Milliseconds before the toast closes itself; the provider's default when omitted. */
  duration?: number;
};

/** Shows toasts; their text is announced through the app's live regions by `Toast`. */
export function useToast() {
  const queue = useContext(ToastQueueContext);
  // A component that may raise toasts is on screen: have the toast library ready before its first one.
  useEffect(() => queue.prepare(), [queue]);
  return useMemo(() => {
    const show = (variant: ToastVariant) => (message: string, options: ToastOptions = {}) => queue.show({ variant, message, duration: options.duration });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [queue]);
}
