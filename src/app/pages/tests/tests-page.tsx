import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { testsEntry } from '@/app/pages/tests/entry';
import { CheckupPackages } from '@/features/catalogue/components/checkup-packages/checkup-packages';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';

// Below the fold: tabs and callback buttons, loaded and hydrated as they come into view.
const TestsLowerSections = deferHydration(() => import('@/app/pages/tests/tests-lower-sections').then((module) => module.TestsLowerSections), 'visible');

/** Tests: checkup packages by category, top lab tests and health scans by category, how samples are collected, a callback form and the FAQ. */
export function TestsPage() {
  return (
    <PageContainer>
      <PageHeading>{testsEntry.heading}</PageHeading>
      <PageIntro>
        Health checkups and lab tests at accredited labs, with home sample collection and smart reports in 12 hrs. Flat 60% off on
        health checks.
      </PageIntro>
      <Section title="Health checkup packages" description="Choose a category, then open a package to see every test it includes.">
        <CheckupPackages />
      </Section>
      <TestsLowerSections />
      <DeferredCallbackBlock
        title="Not sure which test you need?"
        description="Leave your number and our health expert will call you back to help you choose."
        idPrefix="tests-callback"
      />
      <DeferredFaqBlock category="tests" />
    </PageContainer>
  );
}
