import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { RegistrationCard } from '@/features/onboarding/components/registration-card';
import { REGISTRATION_CHOICES } from '@/features/onboarding/components/registration-choices';

type OnboardingChooserScreenProps = {
  /** The page's h1, from the route manifest: 'Healthcare Professional Onboarding'. */
  heading: string;
};

/** /onboard-form: the three registration categories (spec §2), each leading to its form. */
export function OnboardingChooserScreen({ heading }: OnboardingChooserScreenProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading>{heading}</PageHeading>
      <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary', mt: 1, mb: 4, maxWidth: '65ch' }}>
        Choose who you are registering. Each form takes about five minutes; doctors and hospitals need photos or scans of their documents.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {REGISTRATION_CHOICES.map((choice) => (
          <li key={choice.kind}>
            <RegistrationCard choice={choice} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
