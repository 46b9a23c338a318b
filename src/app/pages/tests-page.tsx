import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { routeManifest } from '@/app/route-manifest';
import { CheckupPackages } from '@/features/catalogue/components/checkup-packages/checkup-packages';
import { LabTestsByCategory } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category';
import { HealthScans } from '@/features/catalogue/components/health-scans/health-scans';
import { SampleCollection } from '@/features/catalogue/components/sample-collection/sample-collection';
import { FaqBlock } from '@/features/catalogue/components/faq/faq-block';
import { CallbackBlock } from '@/features/leads/components/callback-block';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

const requestCallback = () => <RequestCallbackButton variant="outlined" fullWidth />;

/** Tests: checkup packages by category, top lab tests and health scans by category, how samples are collected, a callback form and the FAQ. */
export function TestsPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.tests.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        Health checkups and lab tests at accredited labs, with home sample collection and smart reports in 12 hrs. Flat 60% off on
        health checks.
      </Typography>
      <Section title="Health checkup packages" description="Choose a category, then open a package to see every test it includes.">
        <CheckupPackages />
      </Section>
      <Section title="Top booked lab tests" description="Pick a category. Request a callback and we will help you book.">
        <LabTestsByCategory renderAction={requestCallback} />
      </Section>
      <Section title="Health scans" description="MRI, CT, ultrasound and X-ray scans by body area, at diagnostic centres near you.">
        <HealthScans renderAction={requestCallback} />
      </Section>
      <Section title="How sample collection works" description="Give your sample at home or at a lab near you.">
        <SampleCollection />
      </Section>
      <CallbackBlock
        title="Not sure which test you need?"
        description="Leave your number and our health expert will call you back to help you choose."
        idPrefix="tests-callback"
      />
      <FaqBlock category="tests" />
    </Container>
  );
}
