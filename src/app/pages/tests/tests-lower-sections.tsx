import { Section } from '@/design-system/section/section';
import { LabTestsByCategory } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category';
import { HealthScans } from '@/features/catalogue/components/health-scans/health-scans';
import { SampleCollection } from '@/features/catalogue/components/sample-collection/sample-collection';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';

const requestCallback = () => <RequestCallbackButton variant="outlined" fullWidth />;

/** The tabbed blocks under the checkup packages: top lab tests, health scans and how samples are collected. */
export function TestsLowerSections() {
  return (
    <>
      <Section title="Top booked lab tests" description="Pick a category. Request a callback and we will help you book.">
        <LabTestsByCategory renderAction={requestCallback} />
      </Section>
      <Section title="Health scans" description="MRI, CT, ultrasound and X-ray scans by body area, at diagnostic centres near you.">
        <HealthScans renderAction={requestCallback} />
      </Section>
      <Section title="How sample collection works" description="Give your sample at home or at a lab near you.">
        <SampleCollection />
      </Section>
    </>
  );
}
