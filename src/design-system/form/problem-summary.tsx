import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from '@/design-system/form/error-summary.module.css';
import { formMessages } from '@/design-system/form/form-messages';
import own from '@/design-system/form/problem-summary.module.css';

export type ProblemSummaryProps = {
  /** What went wrong, e.g. the server's refusal of a change; nothing renders while it is empty. */
  message?: string;
  /** Further lines under the message, e.g. a link to what to check. */
  children?: ReactNode;
  /** The box's heading. */
  title?: string;
  /** Changes whenever the same problem happens again, so focus moves to the box again (e.g. a count of attempts). */
  occurrence?: number;
};

/**
 * The GOV.UK error summary for a problem that is no field's fault (a request refused by the server): "There is a
 * problem" over the message, announced (role="alert") and focused when it appears or happens again.
 */
export function ProblemSummary({ message, children, title = formMessages.errorSummaryTitle, occurrence = 0 }: ProblemSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(message);

  useLayoutEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, message, occurrence]);

  if (!shown) return null;
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary}>
      <div role="alert">
        <h2 className={styles.title}>{title}</h2>
        <p className={own.message}>{message}</p>
        {children}
      </div>
    </div>
  );
}
