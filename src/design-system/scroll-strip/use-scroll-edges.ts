import { useEffect, useState, type RefObject } from 'react';
import { scrollEdges } from '@/design-system/scroll-strip/scroll-edges';

type Edges = ReturnType<typeof scrollEdges>;

type Refs = {
  /** The scrolling element. */
  scroller: RefObject<HTMLElement | null>;
  /** The element whose width grows with the content. */
  content: RefObject<HTMLElement | null>;
  /** The arrow buttons: one that is about to disappear must not take the focus with it. */
  back: RefObject<HTMLElement | null>;
  forward: RefObject<HTMLElement | null>;
};

/** Tracks whether more content lies either side, on scroll and on any resize of the strip or its content. */
export function useScrollEdges({ scroller, content, back, forward }: Refs): Edges {
  const [edges, setEdges] = useState<Edges>({ canScrollBack: false, canScrollForward: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () => {
      const next = scrollEdges(element);
      const active = document.activeElement;
      if (!next.canScrollForward && active && active === forward.current) {
        (next.canScrollBack ? back.current : element)?.focus({ preventScroll: true });
      } else if (!next.canScrollBack && active && active === back.current) {
        (next.canScrollForward ? forward.current : element)?.focus({ preventScroll: true });
      }
      setEdges((current) =>
        current.canScrollBack === next.canScrollBack && current.canScrollForward === next.canScrollForward ? current : next,
      );
    };
    const frame = requestAnimationFrame(update);
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (content.current) observer?.observe(content.current);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scroller, content, back, forward]);

  return edges;
}
