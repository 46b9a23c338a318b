import styles from '@/design-system/status-tag/status-tag.module.css';

/** What a status means, which picks its colour; the words carry the meaning, the colour only repeats it. */
export type StatusTone = 'neutral' | 'brand' | 'info' | 'warning' | 'success' | 'error';

export type StatusTagProps = {
  /** The status in words, e.g. "New" or "Overdue by 25 min": always shown, never only a colour. */
  label: string;
  /** The colour that repeats the meaning: neutral (grey) by default. */
  tone?: StatusTone;
  /** A second, quieter line of words, e.g. an outcome ("No answer") under "Attempted". */
  detail?: string;
};

/** A status as text first and colour second: a bordered label whose border and tint follow its tone. */
export function StatusTag({ label, tone = 'neutral', detail }: StatusTagProps) {
  return (
    <span className={`${styles.tag} ${styles[tone]}`}>
      <span className={styles.label}>{label}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </span>
  );
}
