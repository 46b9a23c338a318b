import type { ReactNode } from 'react';
import { hasMessage } from '@/design-system/form/form-message-box';
import styles from '@/design-system/form/form-message-box.module.css';

export type FormStatusProps = {
  /** The news, e.g. that the request was kept for later; the region stays (empty) while there is none. */
  children?: ReactNode;
  /** id, e.g. to point aria-describedby at the status. */
  id?: string;
};

/**
 * A form's news that is not an error, e.g. a request saved on the device to send later. A polite live
 * region (role="status") that is always in the page, so screen readers speak what is put in it.
 */
export function FormStatus({ children, id }: FormStatusProps) {
  const shown = hasMessage(children);
  return (
    <div id={id} role="status" className={shown ? `${styles.box} ${styles.status}` : styles.empty}>
      {shown ? children : null}
    </div>
  );
}
