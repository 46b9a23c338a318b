import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { labsEntry } from '@/app/pages/labs/entry';
import { NearbyCentres } from '@/features/catalogue/components/nearby-centres/nearby-centres';

/** Nearby diagnostic centres: choose a state, then a city and locality, and search. */
export function LabsPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{labsEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, mb: { xs: 3, md: 4 }, maxWidth: '60ch' }}>
        Choose a state, then narrow it to a city and locality where we list them, and press Find centres. Every centre
        is shown until you search.
      </Typography>
      <NearbyCentres />
    </Container>
  );
}
