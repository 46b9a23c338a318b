import { lazy, Suspense } from 'react';
import { LoadingBar } from '@/design-system/loading-bar/loading-bar';
import { PlainButton } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import { loadMuiTheme, withMuiTheme } from '@/design-system/mui-theme/mui-theme-island';
import { leadButtonMessages } from '@/features/leads/components/lead-button-messages';
import { useDialogOnIntent } from '@/features/leads/components/use-dialog-on-intent';

/** Material Design's EventAvailableOutlined (Apache 2.0), drawn without MUI. */
const eventAvailablePath =
  'M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm5.56 10.46 5.93-5.93-1.06-1.06-4.87 4.87-2.11-2.11-1.06 1.06z';

const loadDialog = () => import('@/features/leads/components/appointment-dialog');
// The form, its validation and MUI are not needed for the home page's first paint: fetched on first intent. The
// button is plain, so the dialog brings MUI's theme itself.
const AppointmentDialog = lazy(() => withMuiTheme(loadDialog().then((module) => module.AppointmentDialog)).then((Themed) => ({ default: Themed })));
const preloadDialog = () => {
  void loadDialog();
  void loadMuiTheme();
};

/** The home hero's Book Appointment button and the dialog it opens. */
export function BookAppointmentButton() {
  const dialog = useDialogOnIntent(preloadDialog);
  return (
    <>
      <PlainButton size="large" startIcon={<Icon path={eventAvailablePath} />} {...dialog.triggerProps}>
        {leadButtonMessages.bookAppointment}
      </PlainButton>
      {dialog.requested && (
        <Suspense fallback={<LoadingBar label={leadButtonMessages.loadingForm} pinned />}>
          <AppointmentDialog open={dialog.open} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
