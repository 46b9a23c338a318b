import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { Section } from '@/design-system/section/section';
import { careProgramIntro, careProgramSteps } from '@/app/pages/care-programs/care-program-content';
import { careProgramsMessages } from '@/app/pages/care-programs/care-programs-messages';

/** What a care program is and how it works: two short paragraphs and three numbered steps. */
export function CareProgramExplainer() {
  return (
    <Section title={careProgramsMessages.explainer.title}>
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={2} sx={{ maxWidth: '65ch' }}>
          {careProgramIntro.map((paragraph) => (
            <Typography key={paragraph}>{paragraph}</Typography>
          ))}
        </Stack>
        <Box sx={{ bgcolor: tokens.brandSoft, borderRadius: 2, p: { xs: 3, md: 4 } }}>
          <Typography component="h3" variant="h4" sx={{ mb: 2 }}>
            {careProgramsMessages.explainer.howItWorks}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
            {careProgramSteps.map((step, index) => (
              <Stack key={step.title} component="li" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    flexShrink: 0,
                    width: theme.spacing(4),
                    height: theme.spacing(4),
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: tokens.brand,
                    color: tokens.textOnBrand,
                    fontWeight: 700,
                  })}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 650 }}>{step.title}</Typography>
                  <Typography sx={{ color: tokens.textMuted }}>{step.text}</Typography>
                </Box>
              </Stack>
            ))}
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
