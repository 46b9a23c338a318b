import { useRef } from 'react';
import { COUNTER_DURATION_MS } from '@/lib/constants';
import { formatIndianNumber } from '@/lib/format';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { useCountUp } from '@/design-system/animated-counter/use-count-up';
import { useStartWhen, type StartWhen } from '@/design-system/animated-counter/use-start-when';
import styles from '@/design-system/animated-counter/animated-counter.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';

export type AnimatedCounterProps = {
  /** The number counted up to. */
  target: number;
  /** When counting starts: at mount, or the first time half the counter is in view. */
  startWhen?: StartWhen;
  /** Turns a number into display text; defaults to Indian digit grouping (10,00,000). */
  format?: (value: number) => string;
  /** Text after the number, e.g. "+". */
  suffix?: string;
  /** Length of the count in ms; the spec's 2 s by default. */
  durationMs?: number;
};

/**
 * Counts up from 0 to target with easing. Screen readers get only the final value; the moving number is
 * aria-hidden, sized to the final value so nothing shifts, and skipped under prefers-reduced-motion.
 * Before scripts run (a prerendered page) it shows the final value. Plain HTML and a CSS Module.
 */
export function AnimatedCounter({
  target,
  startWhen = 'mounted',
  format = formatIndianNumber,
  suffix = '',
  durationMs = COUNTER_DURATION_MS,
}: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const started = useStartWhen(ref, startWhen);
  const toText = (value: number) => `${format(value)}${suffix}`;
  const display = useCountUp<HTMLSpanElement>(target, { durationMs, animate: !reducedMotion, running: started, toText });
  const finalText = toText(target);

  return (
    <span ref={ref} data-final={finalText} className={styles.counter}>
      <span ref={display} aria-hidden className={styles.shown}>
        {finalText}
      </span>
      <span className={hidden.visuallyHidden}>{finalText}</span>
    </span>
  );
}
