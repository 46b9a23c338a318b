import { useRef } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { COUNTER_DURATION_MS } from '@/lib/constants';
import { formatIndianNumber } from '@/lib/format';
import { useCountUp } from '@/design-system/animated-counter/use-count-up';
import { useStartWhen, type StartWhen } from '@/design-system/animated-counter/use-start-when';

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
 * Before scripts run (a prerendered page) it shows the final value.
 */
export function AnimatedCounter({
  target,
  startWhen = 'mounted',
  format = formatIndianNumber,
  suffix = '',
  durationMs = COUNTER_DURATION_MS,
}: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const started = useStartWhen(ref, startWhen);
  const toText = (value: number) => `${format(value)}${suffix}`;
  const display = useCountUp<HTMLSpanElement>(target, { durationMs, animate: !reducedMotion, running: started, toText });
  const finalText = toText(target);

  return (
    <Box
      component="span"
      ref={ref}
      data-final={finalText}
      sx={{
        display: 'inline-grid',
        justifyItems: 'center',
        fontVariantNumeric: 'tabular-nums',
        '&::before': { content: 'attr(data-final)', gridArea: '1 / 1', visibility: 'hidden' },
      }}
    >
      <Box component="span" ref={display} aria-hidden sx={{ gridArea: '1 / 1' }}>
        {finalText}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {finalText}
      </Box>
    </Box>
  );
}
