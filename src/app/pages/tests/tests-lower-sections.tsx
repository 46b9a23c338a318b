import { Section } from '@/design-system/section/section';
import { LabTestsByCategory } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category';
import { HealthScans } from '@/features/catalogue/components/health-scans/health-scans';
import { SampleCollection } from '@/features/catalogue/components/sample-collection/sample-collection';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { testsMessages } from '@/app/pages/tests/tests-messages';

const requestCallback = () => <RequestCallbackButton variant="outlined" fullWidth />;

/** The tabbed blocks under the checkup packages: top lab tests, health scans and how samples are collected. */
export function TestsLowerSections() {
  return (
    <>
      <Section title={testsMessages.labTests.title} description={testsMessages.labTests.description}>
        <LabTestsByCategory renderAction={requestCallback} />
      </Section>
      <Section title={testsMessages.scans.title} description={testsMessages.scans.description}>
        <HealthScans renderAction={requestCallback} />
      </Section>
      <Section title={testsMessages.sampleCollection.title} description={testsMessages.sampleCollection.description}>
        <SampleCollection />
      </Section>
    </>
  );
}
