import { useId, useState } from 'react';
import { READ_MORE_LIMIT } from '@/lib/constants';
import { truncateText } from '@/design-system/read-more/truncate-text';
import styles from '@/design-system/read-more/read-more.module.css';
import { readMoreMessages } from '@/design-system/read-more/read-more-messages';

export type ReadMoreProps = {
  /** The full text; line breaks are kept. */
  text: string;
  /** Characters shown while collapsed; the spec's 300 by default. */
  limit?: number;
  /** Text of the button while collapsed. */
  moreLabel?: string;
  /** Text of the button while expanded. */
  lessLabel?: string;
  /** Type scale step of the text: body1 (1rem) or body2 (0.9375rem). */
  variant?: 'body1' | 'body2';
  /** What the text is about, e.g. "Accessibility": added to the button's name for screen readers when several share a page. */
  subject?: string;
  /** Id of the text element the button controls; defaults to a generated one. */
  id?: string;
};

/** Long text cut to its first 300 characters plus "…", with a Read More / Read Less toggle: plain HTML and a CSS Module. */
export function ReadMore({
  text,
  limit = READ_MORE_LIMIT,
  moreLabel = readMoreMessages.more,
  lessLabel = readMoreMessages.less,
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
      <p id={textId} className={`${styles.text} ${styles[variant]}`}>
        {expanded || !short.truncated ? text : short.text}
      </p>
      {short.truncated && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={subject === undefined ? undefined : readMoreMessages.about(expanded ? lessLabel : moreLabel, subject)}
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
