import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { sampleCollectionMessages } from '@/features/catalogue/components/sample-collection/sample-collection-messages';
import type { CollectionStep } from '@/features/catalogue/schemas/sample-collection';

/** The numbered steps of one collection method: picture (with the file's alt text), title and text. */
export function CollectionSteps({ steps }: { steps: readonly CollectionStep[] }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        counterReset: 'step',
      }}
    >
      {steps.map((step) => (
        <Box key={step.title} component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
          <Box component="img" src={step.image} alt={step.alt} width={96} height={96} loading="lazy" sx={{ width: 96, height: 96 }} />
          <Typography
            component="h3"
            variant="h4"
            sx={{ '&::before': { counterIncrement: 'step', content: `"${sampleCollectionMessages.step} " counter(step) ": "`, color: tokens.brand } }}
          >
            {step.title}
          </Typography>
          <Typography sx={{ color: tokens.textMuted }}>{step.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
