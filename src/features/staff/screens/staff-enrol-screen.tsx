import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { FormAlert } from '@/design-system/form/form-alert';
import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ApiError } from '@/lib/api-client';
import { useEnrolment } from '@/features/staff/api/get-enrolment';
import { EnrolForm } from '@/features/staff/components/enrol-form';
import { enrolMessages } from '@/features/staff/components/enrol-messages';
import { RecoveryCodes } from '@/features/staff/components/recovery-codes';
import { STAFF_LOGIN_PATH } from '@/features/staff/components/return-target';
import { useFocusHeadingOnChange } from '@/features/staff/components/use-focus-heading-on-change';
import styles from '@/features/staff/screens/staff-screen.module.css';

type Step = { step: 'form' } | { step: 'codes'; codes: string[] } | { step: 'not-valid'; message: string };

const HEADING_ID = 'main-heading';

/** The server's one answer for a link used, expired or never issued: it tells them apart to nobody. */
const linkNotValid = (error: unknown) => (error instanceof ApiError && error.status === 404 ? error.serverMessage : undefined);

/** /staff/enrol/:token: the one-time link of `npm run staff -- add`: password, authenticator app, recovery codes. */
export function StaffEnrolScreen() {
  const { token = '' } = useParams();
  const enrolment = useEnrolment(token);
  const [step, setStep] = useState<Step>({ step: 'form' });
  const navigate = useNavigate();
  useFocusHeadingOnChange(step.step);
  const notValid = step.step === 'not-valid' ? step.message : linkNotValid(enrolment.error);

  if (notValid) {
    return (
      <PageContainer className={styles.narrow}>
        <div className={styles.stack}>
          <PageHeading>{enrolMessages.linkNotValidTitle}</PageHeading>
          <FormAlert>{notValid}</FormAlert>
        </div>
      </PageContainer>
    );
  }

  const status = dataStateOf(enrolment, { errorMessage: enrolMessages.loadFailed, onRetry: () => void enrolment.mutate() });
  const details = enrolment.data;
  return (
    <PageContainer className={styles.narrow}>
      <div className={styles.stack}>
        <PageHeading>{step.step === 'codes' ? enrolMessages.codesHeading : enrolMessages.heading}</PageHeading>
        <DataState status={status} loadingLabel={enrolMessages.loading}>
          {details && step.step === 'form' && (
            <>
              <p>{enrolMessages.intro(details.email)}</p>
              <EnrolForm
                token={token}
                details={details}
                headingId={HEADING_ID}
                onEnrolled={(codes) => setStep({ step: 'codes', codes })}
                onLinkNotValid={(message) => setStep({ step: 'not-valid', message })}
              />
            </>
          )}
          {details && step.step === 'codes' && (
            <RecoveryCodes codes={step.codes} email={details.email} headingId={HEADING_ID} onSaved={() => void navigate(STAFF_LOGIN_PATH, { replace: true })} />
          )}
        </DataState>
      </div>
    </PageContainer>
  );
}
