import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { routeManifest } from '@/app/route-manifest';
import { ScansGrid } from '@/features/catalogue/components/scans-grid/scans-grid';
import { BookedScans } from '@/features/catalogue/components/booked-scans/booked-scans';
import { FaqBlock } from '@/features/catalogue/components/faq/faq-block';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

/** Scans: the four kinds of scan (each opening its services), the frequently booked scans with a callback on each, and the FAQ. */
export function ScansPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.scans.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        MRI, CT, ultrasound and X-ray scans at accredited diagnostic centres near you, with reports in 12 to 24 hrs.
      </Typography>
      <ScansGrid />
      <Section title="Frequently booked scans" description="Request a callback and we will book a slot at a centre near you.">
        <BookedScans renderAction={() => <RequestCallbackButton variant="outlined" fullWidth />} />
      </Section>
      <FaqBlock category="scans" />
    </Container>
  );
}
