import type { RegistrationDocument } from '@/features/staff/api/registration-detail';
import { staffDocumentPath } from '@/features/staff/api/registration-detail';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import styles from '@/features/staff/components/registrations.module.css';

/**
 * The uploads, each a real link to the authenticated document route (the session's cookie goes with it; there is no
 * public address). It opens in a new tab, where the browser shows the image itself; each view is logged.
 */
export function RegistrationDocuments({ documents }: { documents: readonly RegistrationDocument[] }) {
  if (documents.length === 0) return <p className={styles.intro}>{m.noDocuments}</p>;
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.id}>
          <a href={staffDocumentPath(document.id)} target="_blank" rel="noopener noreferrer">
            {document.label}
            {m.opensInNewTab}
          </a>{' '}
          <span className={styles.documentMeta}>({m.documentSize(document.mediaType, document.sizeBytes)})</span>
        </li>
      ))}
    </ul>
  );
}
