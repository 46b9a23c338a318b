import styles from '@/features/staff/components/masked-contact.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';

const MASKED_PHONE = /^•+(\d{2,4})$/;

/** A masked phone or e-mail as the server sent it; a masked phone is read as "phone ending 3210", not as bullets. */
export function MaskedContact({ contact }: { contact: string }) {
  const phone = MASKED_PHONE.exec(contact);
  if (!phone) return <span className={styles.contact}>{contact}</span>;
  return (
    <span className={styles.contact}>
      <span aria-hidden="true">{contact}</span>
      <span className={hidden.visuallyHidden}>{`Phone ending ${phone[1]}`}</span>
    </span>
  );
}
