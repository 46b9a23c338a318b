import styles from '@/design-system/loading-bar/loading-bar.module.css';

type LoadingBarProps = {
  /** Accessible name of the progress bar, e.g. "Loading page". */
  label: string;
  /** Pinned to the top of the window, above everything (while a dialog's code loads), instead of in the flow. */
  pinned?: boolean;
};

/** An indeterminate bar (MUI's LinearProgress look, without MUI) while code the visitor asked for loads. */
export function LoadingBar({ label, pinned = false }: LoadingBarProps) {
  return <div role="progressbar" aria-label={label} className={pinned ? `${styles.bar} ${styles.pinned}` : styles.bar} />;
}
