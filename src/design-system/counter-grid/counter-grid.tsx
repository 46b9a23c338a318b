import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { AnimatedCounter } from '@/design-system/animated-counter/animated-counter';

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
 * value is in the HTML before any script runs; under reduced motion it never animates.
 */
export function CounterGrid({ items }: CounterGridProps) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(items.length, 4)}, minmax(0, 1fr))` } }}
    >
      {items.map((counter) => (
        <Box key={counter.label} sx={{ p: 3, borderRadius: 3, bgcolor: tokens.brandSoft, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {counter.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800, color: tokens.brand }}>
            <AnimatedCounter target={counter.target} format={counter.format} suffix={counter.suffix} startWhen="half-visible" />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
