import { PlainButton } from '@/design-system/button/plain-button';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import type { LiveStatus } from '@/features/staff/api/use-live-leads';
import { liveMessages } from '@/features/staff/components/inbox-messages';
import styles from '@/features/staff/components/inbox-live-status.module.css';

type InboxLiveStatusProps = {
  /** Where the live feed stands. */
  status: LiveStatus;
  /** Opens the feed again after it stopped. */
  onReconnect: () => void;
  /** The latest "2 new callbacks", for the polite live region (present, empty, from the start). */
  announcement: string;
};

/** The live feed's state in words beside the heading, and the region that announces new leads. */
export function InboxLiveStatus({ status, onReconnect, announcement }: InboxLiveStatusProps) {
  const paused = status === 'reconnecting' || status === 'closed' || status === 'unsupported';
  return (
    <div className={styles.live}>
      <p role="status" className={paused ? `${styles.status} ${styles.paused}` : styles.status}>
        {liveMessages[status]}
      </p>
      {status === 'closed' && (
        <PlainButton variant="outlined" size="small" onClick={onReconnect}>
          {liveMessages.reconnect}
        </PlainButton>
      )}
      <div role="status" aria-live="polite" className={hidden.visuallyHidden} data-testid="new-leads-announcement">
        {announcement}
      </div>
    </div>
  );
}
