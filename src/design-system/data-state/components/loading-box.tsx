import type { ReactNode } from 'react';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import styles from '@/design-system/data-state/data-state.module.css';

type LoadingBoxProps = {
  /** Placeholder sized like the content; null shows a visible label with a spinner. */
  skeleton: ReactNode;
  /** What screen readers (and, without a skeleton, everyone) are told. */
  label: string;
};

/** MUI's indeterminate CircularProgress (24px, brand colour), drawn without MUI; hidden, as the label beside it speaks. */
function Spinner() {
  return (
    <svg role="progressbar" className={styles.spinner} width="24" height="24" viewBox="22 22 44 44" aria-hidden="true" focusable="false">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}

/** aria-busy wrapper: the skeleton is decoration, the label is what assistive tech reads. */
export function LoadingBox({ skeleton, label }: LoadingBoxProps) {
  if (skeleton === null || skeleton === undefined) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <Spinner />
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
