import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PlainButton } from '@/design-system/button/plain-button';
import { ApiError } from '@/lib/api-client';
import { staffSessionKey } from '@/features/staff/api/get-staff-session';
import { useSignOut, type SignOutScope } from '@/features/staff/api/sign-out';
import type { StaffSession } from '@/features/staff/api/staff-session';
import { STAFF_LOGIN_PATH } from '@/features/staff/components/return-target';
import type { SignedOutState } from '@/features/staff/screens/staff-login-screen';
import { consoleFrameMessages } from '@/console/layout/console-messages';
import styles from '@/console/layout/console-header.module.css';

type AccountActionsProps = {
  session: StaffSession;
  /** Told why signing out failed (the session stays), or undefined when a new attempt starts. */
  onFailure: (message: string | undefined) => void;
};

/** Who is signed in, "Sign out" (this browser) and "Sign out everywhere" (every session of theirs). */
export function AccountActions({ session, onFailure }: AccountActionsProps) {
  const here = useSignOut('here');
  const everywhere = useSignOut('everywhere');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const busy = here.isMutating || everywhere.isMutating;

  const signOut = async (scope: SignOutScope) => {
    if (busy) return;
    onFailure(undefined);
    try {
      await (scope === 'here' ? here : everywhere).trigger(session.csrfToken);
    } catch (error) {
      // A session that had already ended is as good as signed out.
      if (!(error instanceof ApiError && error.status === 401)) {
        onFailure((error instanceof ApiError && error.serverMessage) || consoleFrameMessages.signOutFailed);
        return;
      }
    }
    const state: SignedOutState = { signedOut: scope };
    void navigate(STAFF_LOGIN_PATH, { replace: true, state });
    void mutate(staffSessionKey(), undefined, { revalidate: false });
  };

  const button = (scope: SignOutScope, label: string, mutation: typeof here) => (
    <PlainButton variant="outlined" size="small" aria-disabled={busy || undefined} aria-busy={mutation.isMutating || undefined} onClick={() => void signOut(scope)}>
      {mutation.isMutating ? consoleFrameMessages.signingOut : label}
    </PlainButton>
  );

  return (
    <div className={styles.account}>
      <p className={styles.email}>
        {consoleFrameMessages.signedInAs} <strong>{session.email}</strong>
      </p>
      {button('here', consoleFrameMessages.signOut, here)}
      {button('everywhere', consoleFrameMessages.signOutEverywhere, everywhere)}
    </div>
  );
}
