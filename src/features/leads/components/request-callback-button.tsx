import { Suspense, lazy } from 'react';
import { LoadingBar } from '@/design-system/loading-bar/loading-bar';
import { PlainButton, type PlainButtonProps } from '@/design-system/button/plain-button';
import { loadMuiTheme, withMuiTheme } from '@/design-system/mui-theme/mui-theme-island';
import { leadButtonMessages } from '@/features/leads/components/lead-button-messages';
import { useDialogOnIntent } from '@/features/leads/components/use-dialog-on-intent';

const loadDialog = () => import(/* webpackChunkName: "callback-dialog" */ '@/features/leads/components/callback-dialog');
// Many pages offer a callback; none needs the dialog, its form or its validation before someone reaches for it. The
// button is plain (it sits on plain screens), so the dialog brings MUI's theme itself.
const CallbackDialog = lazy(() =>
  withMuiTheme(loadDialog().then((module) => module.CallbackDialog)).then((Themed) => ({ default: Themed })),
);
const preloadDialog = () => {
  void loadDialog();
  void loadMuiTheme();
};

type RequestCallbackButtonProps = {
  /** The button's text. */
  label?: string;
  /** The button's look: contained for a page's or a card's main action, outlined beside another. */
  variant?: PlainButtonProps['variant'];
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /** Passed to the dialog: the home care-programs one limits the phone to 10 digits. */
  limitToTenDigits?: boolean;
};

/** A Request Callback button and the shared callback dialog it opens, loaded on first intent. */
export function RequestCallbackButton({ label = leadButtonMessages.requestCallback, variant = 'contained', fullWidth, limitToTenDigits }: RequestCallbackButtonProps) {
  const dialog = useDialogOnIntent(preloadDialog);
  return (
    <>
      <PlainButton variant={variant} fullWidth={fullWidth} {...dialog.triggerProps}>
        {label}
      </PlainButton>
      {dialog.requested && (
        <Suspense fallback={<LoadingBar label={leadButtonMessages.loadingForm} pinned />}>
          <CallbackDialog open={dialog.open} onClose={dialog.close} limitToTenDigits={limitToTenDigits} />
        </Suspense>
      )}
    </>
  );
}
