import { indiaDateTimeText } from '@/design-system/relative-time/india-date-time';
import { relativeTimeText } from '@/design-system/relative-time/relative-time-text';
import styles from '@/design-system/relative-time/relative-time.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { useCurrentMinute } from '@/lib/use-current-minute';

export type RelativeTimeProps = {
  /** The moment, as an ISO 8601 timestamp (e.g. "2026-03-14T08:35:00.000Z"); it is the `<time>`'s `dateTime`. */
  dateTime: string;
  /** Also shows the exact India time after the relative one, for a page where hovering is not enough (a lead's page). */
  showExact?: boolean;
  /** Extra class from the caller's stylesheet. */
  className?: string;
};

/**
 * "12 min ago" in a `<time>`: the exact India time is its `title` (on hover) and, with the count in whole words,
 * what screen readers read. It re-renders as each minute turns; before the clock is read (prerender, hydration)
 * it shows the exact time, so the HTML never depends on when it was built.
 */
export function RelativeTime({ dateTime, showExact = false, className }: RelativeTimeProps) {
  const now = useCurrentMinute();
  const at = Date.parse(dateTime);
  const exact = indiaDateTimeText(at);
  if (now === null) {
    return (
      <time dateTime={dateTime} title={exact} className={className}>
        <span className={styles.relative}>{exact}</span>
      </time>
    );
  }
  const relative = relativeTimeText(at, now, exact);
  return (
    <time dateTime={dateTime} title={exact} className={className}>
      <span aria-hidden="true" className={styles.relative}>
        {relative.visible}
      </span>
      {showExact && relative.visible !== exact && (
        <>
          {' '}
          <span aria-hidden="true" className={styles.exact}>
            ({exact})
          </span>
        </>
      )}
      <span className={hidden.visuallyHidden}>{relative.spoken === exact ? exact : `${relative.spoken}, ${exact}`}</span>
    </time>
  );
}
