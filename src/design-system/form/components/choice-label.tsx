import type { ReactElement, ReactNode } from 'react';
import styles from '@/design-system/form/components/choice-label.module.css';

/** A radio or checkbox (a `ChoiceInput`) with its label beside it; 44 px tall, wrapping long labels under themselves. */
export function ChoiceLabel({ control, label, disabled }: { control: ReactElement; label: ReactNode; disabled?: boolean }) {
  return (
    <label className={disabled ? `${styles.choice} ${styles.disabled}` : styles.choice}>
      {control}
      <span className={styles.text}>{label}</span>
    </label>
  );
}
