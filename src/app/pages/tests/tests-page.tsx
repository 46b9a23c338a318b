import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { testsEntryMessages } from '@/app/pages/tests/tests-entry-messages';
import { testsMessages } from '@/app/pages/tests/tests-messages';
import { CheckupPackages } from '@/features/catalogue/components/checkup-packages/checkup-packages';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';

// Below the fold: tabs and callback buttons, loaded and hydrated as they come into view.
const TestsLowerSections = deferHydration(() => import('@/app/pages/tests/tests-lower-sections').then((module) => module.TestsLowerSections), 'visible');

/** Tests: checkup packages by category, top lab tests and health scans by category, how samples are collected, a callback form and the FAQ. */
export function TestsPage() {
  return (
    <PageContainer>
      <PageHeading>{testsEntryMessages.heading}</PageHeading>
      <PageIntro>{testsMessages.intro}</PageIntro>
      <Section title={testsMessages.packages.title} description={testsMessages.packages.description}>
        <CheckupPackages />
      </Section>
      <TestsLowerSections />
      <DeferredCallbackBlock
        title={testsMessages.callback.title}
        description={testsMessages.callback.description}
        idPrefix="tests-callback"
      />
      <DeferredFaqBlock category="tests" />
    </PageContainer>
  );
}
