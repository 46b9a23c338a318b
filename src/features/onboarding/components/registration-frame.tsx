import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { tokens } from '@theme/tokens';
import { PageHeading } from '@/design-system/page/page-heading';
import { ONBOARDING_CHOOSER_PATH } from '@/features/onboarding/components/registration-paths';

type RegistrationFrameProps = {
  /** The page's h1, from the route manifest; it also names the form. */
  heading: string;
  /** One or two sentences on who the form is for and what to have ready. */
  intro: ReactNode;
  children: ReactNode;
};

/** The page around a registration form: a way back to the chooser, the heading, the intro and the form's panel. */
export function RegistrationFrame({ heading, intro, children }: RegistrationFrameProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={ONBOARDING_CHOOSER_PATH} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 2, fontWeight: 600 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        All registration types
      </Link>
      <PageHeading>{heading}</PageHeading>
      <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', mt: 1, mb: 3, maxWidth: '65ch' }}>{intro}</Typography>
      <Typography sx={{ mb: 3 }}>
        Fields marked{' '}
        <Box component="span" sx={{ color: tokens.error, fontWeight: 700 }}>
          *
        </Box>{' '}
        are required.
      </Typography>
      <Box sx={{ bgcolor: tokens.surface, border: 1, borderColor: tokens.border, borderRadius: 2, p: { xs: 2, sm: 3, md: 4 } }}>{children}</Box>
    </Container>
  );
}
