import { useMemo } from 'react';
import { useSnackbar } from 'notistack';

export type ToastOptions = {
  /** Milliseconds before the toast closes itself; the provider's default when omitted. */
  duration?: number;
};

/** Shows toasts; their text is announced through the app's live regions by `Toast`. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: 'success' | 'error' | 'info') => (message: string, options: ToastOptions = {}) =>
      enqueueSnackbar(message, { variant, ...(options.duration ? { autoHideDuration: options.duration } : {}) });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [enqueueSnackbar]);
}
