import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { scansEntry } from '@/app/pages/scans/entry';
import { DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Cards that are links only: prerendered HTML until a visitor touches them; their links navigate meanwhile. */
const ScansGrid = deferHydration(() => import('@/features/catalogue/components/scans-grid/scans-grid').then((module) => module.ScansGrid), 'interaction');
/** Callback buttons below the fold: hydrate as they come into view. */
const BookedScansSection = deferHydration(() => import('@/app/pages/scans/booked-scans-section').then((module) => module.BookedScansSection), 'visible');

/** Scans: the four kinds of scan (each opening its services), the frequently booked scans with a callback on each, and the FAQ. */
export function ScansPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{scansEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        MRI, CT, ultrasound and X-ray scans at accredited diagnostic centres near you, with reports in 12 to 24 hrs.
      </Typography>
      <ScansGrid />
      <BookedScansSection />
      <DeferredFaqBlock category="scans" />
    </Container>
  );
}
