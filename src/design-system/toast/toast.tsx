import { forwardRef, useCallback, useEffect, useRef } from 'react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import CloseIcon from '@mui/icons-material/Close';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { tokens } from '@theme/tokens';
import { TOAST_LIBRARY_DEFAULT_MS } from '@/lib/constants';
import { useAnnounce } from '@/design-system/toast/live-announcer';
import { toastMessages } from '@/design-system/toast/toast-messages';
import { returnFocusFromToast } from '@/design-system/toast/toast-focus';
import { useToastTimer } from '@/design-system/toast/use-toast-timer';

declare module 'notistack' {
  interface VariantOverrides {
    success: ToastTiming;
    error: ToastTiming;
    info: ToastTiming;
  }
}

/** What the host adds to each toast: the time it shows for (notistack's own timer is off, see useToastTimer). */
export type ToastTiming = { hideAfterMs: number };

const look = {
  success: { color: tokens.success, background: tokens.successSoft, Icon: CheckCircleIcon },
  error: { color: tokens.error, background: tokens.errorSoft, Icon: ErrorIcon },
  warning: { color: tokens.accent, background: tokens.accentSoft, Icon: InfoIcon },
  info: { color: tokens.brand, background: tokens.brandSoft, Icon: InfoIcon },
  default: { color: tokens.text, background: tokens.surface, Icon: InfoIcon },
} as const;

/**
 * One toast. Its text goes to the app's live regions (notistack's own markup is not reliably
 * announced); the toast itself is focusable so Alt+T can reach its dismiss button. It stays while the
 * pointer or focus is on it; closed with focus inside, it gives focus back to where Alt+T took it from.
 */
export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(props, ref) {
  const { id, message, variant, hideAfterMs } = props as CustomContentProps & Partial<ToastTiming>;
  const { closeSnackbar } = useSnackbar();
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    returnFocusFromToast(box.current);
    closeSnackbar(id);
  }, [closeSnackbar, id]);
  const timer = useToastTimer(close, hideAfterMs ?? TOAST_LIBRARY_DEFAULT_MS);
  const announce = useAnnounce();
  const { color, background, Icon } = look[variant];
  const text = typeof message === 'string' ? message : '';

  useEffect(() => {
    if (text) announce(text, variant === 'error' ? 'assertive' : 'polite');
  }, [announce, text, variant]);

  return (
    <SnackbarContent ref={ref} data-toast-id={String(id)}>
      <Box
        ref={box}
        tabIndex={-1}
        data-toast
        {...timer}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          width: { xs: 'calc(100vw - 32px)', sm: 380 },
          p: 1.5,
          pl: 2,
          borderRadius: 3,
          border: `1px solid ${color}`,
          borderInlineStartWidth: 6,
          bgcolor: background,
          color: tokens.text,
          boxShadow: '0 8px 24px rgba(20, 26, 31, 0.16)',
        }}
      >
        <Icon sx={{ color, mt: 0.25 }} aria-hidden />
        <Typography component="p" sx={{ flex: 1, fontWeight: 600, py: 0.25 }}>
          {message}
        </Typography>
        <IconButton size="small" aria-label={toastMessages.dismiss} onClick={close} sx={{ color: tokens.text, mt: -0.5 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
});
