import { RelativeTime } from '@/design-system/relative-time/relative-time';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import { RegistrationStatusTag } from '@/features/staff/components/registration-status-tag';
import styles from '@/features/staff/components/registrations.module.css';

/** Where the registration stands: when it came, its status, who last reviewed it and, when rejected, why. */
export function RegistrationReviewState({ registration }: { registration: RegistrationDetail }) {
  const { receivedAt, status, updatedBy, updatedAt, reason } = registration;
  return (
    <dl className={styles.facts}>
      <dt>{m.received}</dt>
      <dd>
        <RelativeTime dateTime={receivedAt} showExact />
      </dd>
      <dt>{m.status}</dt>
      <dd>
        <RegistrationStatusTag status={status} />
        {updatedBy ? (
          <span>
            {m.reviewedBy(updatedBy.email)}, <RelativeTime dateTime={updatedAt} />
          </span>
        ) : (
          <span className={styles.intro}>{m.notReviewed}</span>
        )}
      </dd>
      {reason !== null && (
        <>
          <dt>{m.reason}</dt>
          <dd>{reason}</dd>
        </>
      )}
    </dl>
  );
}
