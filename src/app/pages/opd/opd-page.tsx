import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { opdEntry } from '@/app/pages/opd/entry';
import { opdMessages } from '@/app/pages/opd/opd-messages';
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
      <Section title={opdMessages.whyUs}>
        <OpdWhyUs />
      </Section>
      <Section title={opdMessages.services.title} description={opdMessages.services.description}>
        <OpdServices />
      </Section>
      <DeferredCallbackBlock
        title={opdMessages.callback.title}
        description={opdMessages.callback.description}
        idPrefix="opd-callback"
      />
      <DeferredFaqBlock category="opd" />
    </PageContainer>
  );
}
