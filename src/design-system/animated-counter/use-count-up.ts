import { useEffect, useState } from 'react';
import { countValueAt } from '@/design-system/animated-counter/counter-progress';

/** Counts from 0 to target over durationMs with requestAnimationFrame once running turns true. */
export function useCountUp(target: number, { durationMs, running }: { durationMs: number; running: boolean }): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      setValue(countValueAt(elapsed, durationMs, target));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, target, durationMs]);

  return value;
}
