import type { CSSProperties } from 'react';
import { AnimatedCounter } from '@/design-system/animated-counter/animated-counter';
import styles from '@/design-system/counter-grid/counter-grid.module.css';

export type CounterItem = {
  /** What is counted, e.g. "Doctors". */
  label: string;
  /** The number counted up to. */
  target: number;
  /** Text after the number, e.g. "+". */
  suffix?: string;
  /** Turns the number into text; Indian digit grouping (4,000) by default. */
  format?: (value: number) => string;
};

type CounterGridProps = {
  /** The figures, in reading order. */
  items: readonly CounterItem[];
};

/**
 * Figures as a description list, each counting up over 2 s once half of it is in view. The final
 * value is in the HTML before any script runs; under reduced motion it never animates. Plain HTML and a CSS Module.
 */
export function CounterGrid({ items }: CounterGridProps) {
  const columns = { '--columns': Math.min(items.length, 4) } as CSSProperties;
  return (
    <dl className={styles.grid} style={columns}>
      {items.map((counter) => (
        <div key={counter.label} className={styles.figure}>
          <dt className={styles.label}>{counter.label}</dt>
          <dd className={styles.value}>
            <AnimatedCounter target={counter.target} format={counter.format} suffix={counter.suffix} startWhen="half-visible" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
