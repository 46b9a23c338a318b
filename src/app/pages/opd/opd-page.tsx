import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { siteConfig } from '@/lib/site-config';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { opdEntry } from '@/app/pages/opd/entry';
import { OpdWhyUs } from '@/app/pages/opd/opd-why-us';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';

/** Tabs a visitor operates, below the fold: they load and hydrate (plain, without MUI) as they come into view, or when touched. */
const OpdServices = deferHydration(
  () => import('@/features/catalogue/components/opd-services/opd-services').then((module) => module.OpdServices),
  'visible',
  { plain: true },
);

/** OPD benefits: why us, what the plan covers by category, a callback form and the OPD FAQ; plain HTML but the deferred sections. */
export function OpdPage() {
  return (
    <PageContainer>
      <PageHeading>{opdEntry.heading}</PageHeading>
      <PageIntro>{opdEntry.description}</PageIntro>
      <Section title={`Why ${siteConfig.brandName} for OPD`}>
        <OpdWhyUs />
      </Section>
      <Section title="What the plan covers" description="Choose a category to see what your employees get.">
        <OpdServices />
      </Section>
      <DeferredCallbackBlock
        title="Plan OPD cover for your team"
        description="Leave your number and our benefits team will call you back with a plan for your company."
        idPrefix="opd-callback"
      />
      <DeferredFaqBlock category="opd" />
    </PageContainer>
  );
}
