import type { ReactNode } from 'react';
import { hasMessage } from '@/design-system/form/form-message-box';
import styles from '@/design-system/form/form-message-box.module.css';

export type FormAlertProps = {
  /** The message, e.g. the server's or 'Failed to book appointment'; nothing renders while it is empty. */
  children?: ReactNode;
  /** id, e.g. to point aria-describedby at the alert. */
  id?: string;
};

/** The spec's red box inside a form for a failed request; announced at once (role="alert"). */
export function FormAlert({ children, id }: FormAlertProps) {
  if (!hasMessage(children)) return null;
  return (
    <div id={id} role="alert" className={`${styles.box} ${styles.alert}`}>
      {children}
    </div>
  );
}
