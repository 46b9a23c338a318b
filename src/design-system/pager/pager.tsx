import type { MouseEvent } from 'react';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import styles from '@/design-system/pager/pager.module.css';

const chevronLeft = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const chevronRight = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

export type PagerProps = {
  /** Names the navigation landmark, e.g. "Pages of leads". */
  label: string;
  /** Shows the newer page; leave it out on the newest page (the button stays, marked unavailable). */
  onNewer?: () => void;
  /** Shows the older page; leave it out on the oldest page. */
  onOlder?: () => void;
  /** Text of the newer button. */
  newerLabel?: string;
  /** Text of the older button. */
  olderLabel?: string;
  /** Where the list is, e.g. "Page 2", said between the buttons. */
  position?: string;
};

/**
 * Keyset paging ("Newer" / "Older", no page numbers: the server never counts the rows). A button whose page does
 * not exist stays in place and focusable, marked `aria-disabled`, so focus is not lost on the last page.
 */
export function Pager({ label, onNewer, onOlder, newerLabel = 'Newer', olderLabel = 'Older', position }: PagerProps) {
  const look = plainButtonClassName({ variant: 'outlined', size: 'small' });
  const press = (action: (() => void) | undefined) => (event: MouseEvent<HTMLButtonElement>) => {
    if (action) action();
    else event.preventDefault();
  };
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className={`${look} ${styles.button}`} aria-disabled={onNewer ? undefined : true} onClick={press(onNewer)}>
        <Icon path={chevronLeft} size={20} />
        {newerLabel}
      </button>
      {position && <p className={styles.position}>{position}</p>}
      <button type="button" className={`${look} ${styles.button}`} aria-disabled={onOlder ? undefined : true} onClick={press(onOlder)}>
        {olderLabel}
        <Icon path={chevronRight} size={20} />
      </button>
    </nav>
  );
}
