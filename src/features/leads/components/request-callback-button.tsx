import { Suspense, lazy } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useDialogOnIntent } from '@/features/leads/components/use-dialog-on-intent';

const loadDialog = () => import(/* webpackChunkName: "callback-dialog" */ '@/features/leads/components/callback-dialog');
// Many pages offer a callback; none needs the dialog, its form or its validation before someone reaches for it.
const CallbackDialog = lazy(() => loadDialog().then((module) => ({ default: module.CallbackDialog })));
const preloadDialog = () => void loadDialog();

type RequestCallbackButtonProps = {
  /** The button's text. */
  label?: string;
  /** The button's look. */
  variant?: ButtonProps['variant'];
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /** Passed to the dialog: the home care-programs one limits the phone to 10 digits. */
  limitToTenDigits?: boolean;
};

/** A Request Callback button and the shared callback dialog it opens, loaded on first intent. */
export function RequestCallbackButton({ label = 'Request Callback', variant = 'contained', fullWidth, limitToTenDigits }: RequestCallbackButtonProps) {
  const dialog = useDialogOnIntent(preloadDialog);
  return (
    <>
      <Button variant={variant} fullWidth={fullWidth} {...dialog.triggerProps}>
        {label}
      </Button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <CallbackDialog open={dialog.open} onClose={dialog.close} limitToTenDigits={limitToTenDigits} />
        </Suspense>
      )}
    </>
  );
}
