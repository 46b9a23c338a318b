import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { consultationSteps } from '@/app/pages/consultation/consultation-content';

/** The five steps of an online consultation, as an ordered list. */
export function HowItWorks() {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}
    >
      {consultationSteps.map((step, index) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', flexDirection: { xs: 'row', lg: 'column' }, gap: 2, alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              width: theme.spacing(5),
              height: theme.spacing(5),
              borderRadius: '50%',
              bgcolor: tokens.brand,
              color: tokens.textOnBrand,
              fontWeight: 800,
            })}
          >
            {index + 1}
          </Box>
          <div>
            <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
              {step.title}
            </Typography>
            <Typography sx={{ color: tokens.textMuted }}>{step.text}</Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
