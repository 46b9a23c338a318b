import { useEffect, useEffectEvent, type RefObject } from 'react';
import { countValueAt } from '@/design-system/animated-counter/counter-progress';

type CountUpOptions = {
  /** Length of the count in ms. */
  durationMs: number;
  /** Counting starts when this turns true. */
  running: boolean;
  /** Turns a number into the text shown; a new function does not restart the count, a new final text does. */
  toText: (value: number) => string;
};

/**
 * Counts from 0 to target with requestAnimationFrame, writing each frame's text straight into the
 * element: the number is decoration (aria-hidden), so React need not re-render 60 times a second.
 */
export function useCountUp(element: RefObject<HTMLElement | null>, target: number, { durationMs, running, toText }: CountUpOptions) {
  const textOf = useEffectEvent((value: number) => toText(value));
  const finalText = toText(target);

  useEffect(() => {
    const node = element.current;
    if (!running || !node) return;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      node.textContent = textOf(countValueAt(elapsed, durationMs, target));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [element, running, target, durationMs, finalText]);
}
