import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { AnimatedCounter } from '@/design-system/animated-counter/animated-counter';
import { aboutCounters } from '@/app/pages/about/about-content';

/** Doctors 4000, Patients 10.0L, NABL labs 500, Hospitals 500, counting up over 2 s. */
export function AboutCounters() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {aboutCounters.map((counter) => (
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
