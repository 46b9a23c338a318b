import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { rememberFocusBeforeToast } from '@/design-system/toast/toast-focus';

/** Alt+T moves focus to the newest toast; Escape dismisses toasts unless a dialog owns the key. */
export function ToastHotkeys() {
  const { closeSnackbar } = useSnackbar();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 't') {
        const toasts = document.querySelectorAll<HTMLElement>('[data-toast]');
        const newest = toasts[toasts.length - 1];
        if (newest) {
          event.preventDefault();
          rememberFocusBeforeToast();
          newest.focus();
        }
        return;
      }
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[aria-modal="true"]')) {
        closeSnackbar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [closeSnackbar]);

  return null;
}
