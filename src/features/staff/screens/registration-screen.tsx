import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { PageContainer, PageIntro, TextLink } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ApiError } from '@/lib/api-client';
import { useRegistration } from '@/features/staff/api/get-registration';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import { isRegistrationKind, type RegistrationKind } from '@/features/staff/api/registration-status';
import { RegistrationDocuments } from '@/features/staff/components/registration-documents';
import { RegistrationFieldList } from '@/features/staff/components/registration-field-list';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import { REGISTRATIONS_CONSOLE_PATH } from '@/features/staff/components/registration-paths';
import { RegistrationReviewForm } from '@/features/staff/components/registration-review-form';
import { RegistrationReviewState } from '@/features/staff/components/registration-review-state';
import registrationStyles from '@/features/staff/components/registrations.module.css';
import styles from '@/features/staff/screens/staff-screen.module.css';

const loadFailure = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.serverMessage) || m.loadOneFailed;

function RegistrationSections({ registration }: { registration: RegistrationDetail }) {
  const detailsId = useId();
  const documentsId = useId();
  return (
    <>
      <RegistrationReviewState registration={registration} />
      <section className={registrationStyles.section} aria-labelledby={detailsId}>
        <h2 id={detailsId}>{m.detailsHeading}</h2>
        <p className={registrationStyles.intro}>{m.detailsIntro}</p>
        <RegistrationFieldList registration={registration} />
      </section>
      <section className={registrationStyles.section} aria-labelledby={documentsId}>
        <h2 id={documentsId}>{m.documentsHeading}</h2>
        {registration.documents.length > 0 && <p className={registrationStyles.intro}>{m.documentsIntro}</p>}
        <RegistrationDocuments documents={registration.documents} />
      </section>
      <RegistrationReviewForm registration={registration} />
    </>
  );
}

function Registration({ kind, id }: { kind: RegistrationKind; id: string }) {
  const response = useRegistration(kind, id);
  const { data, mutate } = response;
  const status = dataStateOf(response, { errorMessage: loadFailure, skeleton: null, onRetry: () => void mutate() });
  return (
    <>
      <PageHeading visuallyHidden={!data}>{data ? data.name : m.loadingOne}</PageHeading>
      <PageIntro>{m.registrationOf(kind)}</PageIntro>
      <DataState status={status} loadingLabel={m.loadingOne}>
        {data && <RegistrationSections registration={data} />}
      </DataState>
    </>
  );
}

/** /staff/registrations/:kind/:id: one registration as received, its documents, and its review. Each visit is logged. */
export function RegistrationScreen() {
  const { kind = '', id = '' } = useParams();
  return (
    <PageContainer>
      <div className={styles.stack}>
        <p>
          <TextLink to={REGISTRATIONS_CONSOLE_PATH}>{m.backToList}</TextLink>
        </p>
        {isRegistrationKind(kind) ? (
          <Registration kind={kind} id={id} />
        ) : (
          <>
            <PageHeading>{m.notFoundHeading}</PageHeading>
            <PageIntro>{m.notFoundText}</PageIntro>
          </>
        )}
      </div>
    </PageContainer>
  );
}
