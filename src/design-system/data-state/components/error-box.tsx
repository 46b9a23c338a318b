import { PlainButton } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import styles from '@/design-system/data-state/data-state.module.css';

// Material's ErrorOutline, the icon MUI's error Alert shows.
const errorOutline =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

type ErrorBoxProps = {
  /** The failure message. */
  message: string;
  /** Bold title above the message. */
  title?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel: string;
};

/** The red error box (role="alert") of a data screen: MUI's error Alert look, without MUI. */
export function ErrorBox({ message, title, onRetry, retryLabel }: ErrorBoxProps) {
  return (
    <div role="alert" className={styles.error}>
      <div className={styles.errorIcon}>
        <Icon path={errorOutline} size={22} />
      </div>
      <div className={styles.errorMessage}>
        {title && <p className={styles.errorTitle}>{title}</p>}
        {message}
      </div>
      {onRetry && (
        <div className={styles.errorAction}>
          <PlainButton variant="outlined" size="small" tone="error" onClick={() => onRetry()}>
            {retryLabel}
          </PlainButton>
        </div>
      )}
    </div>
  );
}
