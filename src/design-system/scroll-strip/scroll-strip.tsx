import { Children, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SERVICE_STRIP_STEP_PX } from '@/lib/constants';
import type { ScrollStep } from '@/design-system/scroll-strip/scroll-edges';
import { useScrollEdges } from '@/design-system/scroll-strip/use-scroll-edges';
import { ScrollButton } from '@/design-system/scroll-strip/components/scroll-button';

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

/** A horizontally scrolling row, keyboard scrollable, with arrows only where more content lies. */
export function ScrollStrip({
  label,
  step = SERVICE_STRIP_STEP_PX,
  children,
  previousLabel = 'Scroll left',
  nextLabel = 'Scroll right',
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
    <Box sx={{ position: 'relative' }}>
      {canScrollBack && (
        <ScrollButton ref={back} direction="back" label={previousLabel} controls={regionId} onClick={() => scrollBy(-step)} />
      )}
      <Box
        ref={scroller}
        id={regionId}
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={{ overflowX: 'auto', scrollBehavior: 'smooth', scrollbarWidth: 'thin', borderRadius: 1 }}
      >
        <Box ref={content} component="ul" sx={{ display: 'flex', gap: 2, listStyle: 'none', m: 0, p: 1, width: 'max-content' }}>
          {Children.map(children, (child) => (
            <Box component="li" sx={{ flex: '0 0 auto', display: 'flex' }}>
              {child}
            </Box>
          ))}
        </Box>
      </Box>
      {canScrollForward && (
        <ScrollButton ref={forward} direction="forward" label={nextLabel} controls={regionId} onClick={() => scrollBy(step)} />
      )}
    </Box>
  );
}
