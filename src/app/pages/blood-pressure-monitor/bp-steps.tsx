import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { bpSteps } from '@/app/pages/blood-pressure-monitor/bp-content';

/** Three numbered steps from download to the first reading. */
export function BpSteps() {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      {bpSteps.map((step, index) => (
        <Box key={step.title} component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: '2.5rem',
              height: '2.5rem',
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              bgcolor: tokens.brand,
              color: tokens.textOnBrand,
            }}
          >
            {index + 1}
          </Box>
          <div>
            <Typography component="h3" variant="h4">
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{step.text}</Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
