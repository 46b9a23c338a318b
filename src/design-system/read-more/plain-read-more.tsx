import { useId, useState } from 'react';
import { READ_MORE_LIMIT } from '@/lib/constants';
import type { ReadMoreProps } from '@/design-system/read-more/read-more';
import { truncateText } from '@/design-system/read-more/truncate-text';
import styles from '@/design-system/read-more/plain-read-more.module.css';

/**
 * ReadMore without MUI, for plain screens (see `RouteEntry.plainScreen`): the same text, toggle, names and states.
 * Not for a deferred section of a themed page: its stylesheet would reach that page only once the section hydrates.
 */
export function PlainReadMore({
  text,
  limit = READ_MORE_LIMIT,
  moreLabel = 'Read More',
  lessLabel = 'Read Less',
  variant = 'body1',
  subject,
  id,
}: ReadMoreProps) {
  const generatedId = useId();
  const textId = id ?? generatedId;
  const [expanded, setExpanded] = useState(false);
  const short = truncateText(text, limit);

  return (
    <div>
      <p id={textId} className={variant === 'body2' ? `${styles.text} ${styles.body2}` : styles.text}>
        {expanded || !short.truncated ? text : short.text}
      </p>
      {short.truncated && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={subject === undefined ? undefined : `${expanded ? lessLabel : moreLabel} about ${subject}`}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
