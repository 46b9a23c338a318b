import { Children, useId, useRef, type ReactNode } from 'react';
import { SERVICE_STRIP_STEP_PX } from '@/lib/constants';
import type { ScrollStep } from '@/design-system/scroll-strip/scroll-edges';
import { useScrollEdges } from '@/design-system/scroll-strip/use-scroll-edges';
import { ScrollButton } from '@/design-system/scroll-strip/components/scroll-button';
import styles from '@/design-system/scroll-strip/scroll-strip.module.css';
import { scrollStripMessages } from '@/design-system/scroll-strip/scroll-strip-messages';

export type ScrollStripProps = {
  /** Accessible name of the scrolling region, e.g. "Our services". */
  label: string;
  /** Pixels scrolled per arrow click; the service strip uses 320. */
  step?: ScrollStep;
  /** The items (links or cards); each becomes a list item. */
  children: ReactNode;
  /** Accessible name of the left arrow. */
  previousLabel?: string;
  /** Accessible name of the right arrow. */
  nextLabel?: string;
  /** Id of the scrolling region; defaults to a generated one. */
  id?: string;
};

/** A horizontally scrolling row, keyboard scrollable, with arrows only where more content lies: plain HTML and build-time CSS. */
export function ScrollStrip({
  label,
  step = SERVICE_STRIP_STEP_PX,
  children,
  previousLabel = scrollStripMessages.scrollLeft,
  nextLabel = scrollStripMessages.scrollRight,
  id,
}: ScrollStripProps) {
  const generatedId = useId();
  const regionId = id ?? generatedId;
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLUListElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const forward = useRef<HTMLButtonElement>(null);
  const { canScrollBack, canScrollForward } = useScrollEdges({ scroller, content, back, forward });

  const scrollBy = (left: number) => scroller.current?.scrollBy({ left });

  return (
    <div className={styles.strip}>
      {canScrollBack && (
        <ScrollButton ref={back} direction="back" label={previousLabel} controls={regionId} onClick={() => scrollBy(-step)} />
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div ref={scroller} id={regionId} role="region" aria-label={label} tabIndex={0} className={styles.scroller}>
        <ul ref={content} className={styles.list}>
          {Children.map(children, (child) => (
            <li className={styles.item}>{child}</li>
          ))}
        </ul>
      </div>
      {canScrollForward && (
        <ScrollButton ref={forward} direction="forward" label={nextLabel} controls={regionId} onClick={() => scrollBy(step)} />
      )}
    </div>
  );
}
