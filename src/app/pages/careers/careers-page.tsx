import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { careersEntry } from '@/app/pages/careers/entry';

/** Text only: prerendered HTML until a visitor touches it. */
const CareerOpenings = deferHydration(
  () => import('@/features/catalogue/components/footer-content/career-openings').then((module) => module.CareerOpenings),
  'interaction',
);

/** Careers: what working here is like, the open roles, and how to apply. */
export function CareersPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{careersEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        Help bring doctors, lab tests and scans closer to families across India. We are a team of clinicians, engineers and care coordinators who
        care about getting the small things right.
      </Typography>
      <Section title="Open roles">
        <CareerOpenings />
      </Section>
      <Section title="How to apply">
        <Typography sx={{ maxWidth: '65ch' }}>
          Send your CV to <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link> with the role’s title in the subject line. We reply to
          every application. Don’t see a role that fits? Write to us anyway and tell us how you would like to help.
        </Typography>
      </Section>
    </Container>
  );
}
