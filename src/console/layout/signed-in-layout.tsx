import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { FormAlert } from '@/design-system/form/form-alert';
import { PageContainer } from '@/design-system/page/page-container';
import { ApiError } from '@/lib/api-client';
import { useStaffSession } from '@/features/staff/api/get-staff-session';
import { staffLoginPath } from '@/features/staff/components/return-target';
import { SignedInStaffContext } from '@/features/staff/components/signed-in-staff';
import type { SignedOutState } from '@/features/staff/screens/staff-login-screen';
import { AccountActions } from '@/console/layout/account-actions';
import { ConsoleFrame } from '@/console/layout/console-frame';
import { ConsoleHeader } from '@/console/layout/console-header';
import { consoleFrameMessages } from '@/console/layout/console-messages';

/**
 * Every page behind sign-in: the session is checked first; without one (401, also once it ends while the page is
 * open, which the sign-in page then says) the visitor goes to sign in, and comes back here afterwards (`?next=`).
 */
export function SignedInLayout() {
  const session = useStaffSession();
  const { pathname, search } = useLocation();
  const [signOutFailure, setSignOutFailure] = useState<string>();

  if (session.error instanceof ApiError && session.error.status === 401) {
    // SWR keeps the session it had: there was one, so it ended while the console was open.
    const state: SignedOutState | undefined = session.data ? { sessionEnded: true } : undefined;
    return <Navigate replace to={staffLoginPath(`${pathname}${search}`)} state={state} />;
  }

  const { data } = session;
  const header = <ConsoleHeader role={data?.role} account={data && <AccountActions session={data} onFailure={setSignOutFailure} />} />;
  if (!data) {
    const status = dataStateOf(session, { errorMessage: consoleFrameMessages.sessionFailed, onRetry: () => void session.mutate() });
    return (
      <ConsoleFrame header={header}>
        <PageContainer>
          <DataState status={status} loadingLabel={consoleFrameMessages.checkingSession} />
        </PageContainer>
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame header={header}>
      <SignedInStaffContext.Provider value={data}>
        {signOutFailure && (
          <PageContainer>
            <FormAlert>{signOutFailure}</FormAlert>
          </PageContainer>
        )}
        <Outlet />
      </SignedInStaffContext.Provider>
    </ConsoleFrame>
  );
}
