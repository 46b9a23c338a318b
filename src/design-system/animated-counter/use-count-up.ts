import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { countValueAt } from '@/design-system/animated-counter/counter-progress';

type CountUpOptions = {
  /** Length of the count in ms. */
  durationMs: number;
  /** False under prefers-reduced-motion: the final text shows at once. */
  animate: boolean;
  /** Counting starts when this turns true; until then the element shows zero. */
  running: boolean;
  /** Turns a number into the text shown; a new function does not restart the count, a new final text does. */
  toText: (value: number) => string;
};

/**
 * Counts from 0 to target with requestAnimationFrame, writing each frame's text straight into the
 * element the returned ref is attached to: the number is decoration (aria-hidden), so React need not re-render 60 times a second.
 * The element is rendered with the final text, which is what a prerendered page shows before any
 * script runs; a layout effect puts it back to zero before the browser paints the counting.
 */
export function useCountUp<T extends HTMLElement>(target: number, { durationMs, animate, running, toText }: CountUpOptions) {
  const element = useRef<T>(null);
  const textOf = useEffectEvent((value: number) => toText(value));
  const finalText = toText(target);

  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    if (!animate) {
      node.textContent = finalText;
      return;
    }
    node.textContent = textOf(0);
    if (!running) return;
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
  }, [animate, running, target, durationMs, finalText]);

  return element;
}
