import type { ReactNode } from 'react';
import { Spinner } from '@/design-system/spinner/spinner';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import styles from '@/design-system/data-state/data-state.module.css';

type LoadingBoxProps = {
  /** Placeholder sized like the content; null shows a visible label with a spinner. */
  skeleton: ReactNode;
  /** What screen readers (and, without a skeleton, everyone) are told. */
  label: string;
};

/** aria-busy wrapper: the skeleton is decoration, the label is what assistive tech reads. */
export function LoadingBox({ skeleton, label }: LoadingBoxProps) {
  if (skeleton === null || skeleton === undefined) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <Spinner size={24} className={styles.spinner} />
        <p className={styles.label}>{label}</p>
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <span className={hidden.visuallyHidden}>{label}</span>
      <div aria-hidden>{skeleton}</div>
    </div>
  );
}
