import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PlainButton } from '@/design-system/button/plain-button';
import { FormStatus } from '@/design-system/form/form-status';
import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { getStaffSession, staffSessionKey } from '@/features/staff/api/get-staff-session';
import type { StaffSignInRequest } from '@/features/staff/api/sign-in-schema';
import type { SignOutScope } from '@/features/staff/api/sign-out';
import { returnTarget } from '@/features/staff/components/return-target';
import { SignInCodeForm, type CodeKind } from '@/features/staff/components/sign-in-code-form';
import { signInMessages } from '@/features/staff/components/sign-in-messages';
import { SignInPasswordForm } from '@/features/staff/components/sign-in-password-form';
import { useFocusHeadingOnChange } from '@/features/staff/components/use-focus-heading-on-change';
import styles from '@/features/staff/screens/staff-screen.module.css';

type Step =
  | { step: 'password'; typed?: StaffSignInRequest; notice?: string }
  | { step: 'code'; challenge: string; typed: StaffSignInRequest; kind: CodeKind };

/**
 * How the console tells the sign-in page that the visitor has just signed out, or that the session they were using
 * ended (idle, its 12 hours, or signed out elsewhere): router state, never the URL.
 */
export type SignedOutState = { signedOut?: SignOutScope; sessionEnded?: boolean };

const HEADING_ID = 'main-heading';

/** /staff/login: e-mail and password, then the code; then the page the visitor was going to (`?next=`). */
export function StaffLoginScreen() {
  const [step, setStep] = useState<Step>({ step: 'password' });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signedOut, sessionEnded } = (useLocation().state as SignedOutState | null) ?? {};
  const { mutate } = useSWRConfig();
  useFocusHeadingOnChange(step.step === 'code' ? step.kind : step.step);

  const signedIn = async () => {
    // The cache may still hold the 401 that sent the visitor here, and no hook on this page would fetch it again:
    // the new session goes in before the page behind sign-in reads it. Should that fail, that page says so itself.
    await mutate(staffSessionKey(), getStaffSession()).catch(() => undefined);
    void navigate(returnTarget(searchParams.get('next')), { replace: true });
  };

  if (step.step === 'password') {
    return (
      <PageContainer className={styles.narrow}>
        <div className={styles.stack}>
          <PageHeading>{signInMessages.heading}</PageHeading>
          <FormStatus>{signedOut ? signInMessages.signedOut[signedOut] : sessionEnded && signInMessages.sessionEnded}</FormStatus>
          <SignInPasswordForm
            typed={step.typed}
            notice={step.notice}
            headingId={HEADING_ID}
            onPassed={(challenge, typed) => setStep({ step: 'code', challenge, typed, kind: 'app' })}
          />
        </div>
      </PageContainer>
    );
  }

  const recovery = step.kind === 'recovery';
  return (
    <PageContainer className={styles.narrow}>
      <div className={styles.stack}>
        <PageHeading>{recovery ? signInMessages.recoveryHeading : signInMessages.codeHeading}</PageHeading>
        <p>{recovery ? signInMessages.recoveryIntro : signInMessages.codeIntro}</p>
        <SignInCodeForm
          key={step.kind}
          challenge={step.challenge}
          kind={step.kind}
          headingId={HEADING_ID}
          onSignedIn={() => void signedIn()}
          onExpired={(notice) => setStep({ step: 'password', typed: step.typed, notice })}
        />
        <div className={styles.actions}>
          <PlainButton variant="outlined" onClick={() => setStep({ ...step, kind: recovery ? 'app' : 'recovery' })}>
            {recovery ? signInMessages.useAppCode : signInMessages.useRecoveryCode}
          </PlainButton>
          <PlainButton variant="outlined" onClick={() => setStep({ step: 'password', typed: { email: step.typed.email, password: '' } })}>
            {signInMessages.startAgain}
          </PlainButton>
        </div>
      </div>
    </PageContainer>
  );
}
