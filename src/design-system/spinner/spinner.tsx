import styles from '@/design-system/spinner/spinner.module.css';

export type SpinnerProps = {
  /** Width and height in px; leave it out where the container sizes it (a button's icon slot). */
  size?: number;
  /** Extra class from the caller's stylesheet, e.g. its colour (the arc is drawn in the current colour). */
  className?: string;
};

/**
 * MUI's indeterminate CircularProgress without MUI: an arc that grows and shrinks while it turns, still under
 * reduced motion. Hidden from assistive tech: the text beside it says what is happening.
 */
export function Spinner({ size, className }: SpinnerProps) {
  return (
    <svg
      role="progressbar"
      aria-hidden="true"
      focusable="false"
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="22 22 44 44"
    >
      <circle className={styles.arc} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}
