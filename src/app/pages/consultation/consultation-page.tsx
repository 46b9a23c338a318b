import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { ConsultationSpecialities } from '@/features/catalogue/components/consultation-specialities/consultation-specialities';
import { consultationEntry } from '@/app/pages/consultation/entry';
import { consultationCounters } from '@/app/pages/consultation/consultation-content';
import { consultationMessages as m } from '@/app/pages/consultation/consultation-messages';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';
import { GetTheApp, HowItWorks, MembershipBlock, OfferBanner } from '@/app/pages/consultation/read-only-blocks';

// Below the fold and operated (Read more toggles, counters that count up in view): hydrate as they come into view.
const ConsultationReasons = deferHydration(
  () => import('@/features/catalogue/components/consultation-reasons/consultation-reasons').then((module) => module.ConsultationReasons),
  'visible',
);
const CounterGrid = deferHydration(
  () => import('@/design-system/counter-grid/counter-grid').then((module) => module.CounterGrid),
  'visible',
  { plain: true },
);

/** Online consultation: offer, specialities, membership, why online, figures, steps, the app, callback, FAQ. */
export function ConsultationPage() {
  return (
    <PageContainer>
      <PageHeading>{consultationEntry.heading}</PageHeading>
      <PageIntro>{m.intro}</PageIntro>
      <OfferBanner />
      <Section title={m.specialitiesTitle} description={m.specialitiesDescription}>
        <ConsultationSpecialities />
      </Section>
      <MembershipBlock />
      <Section title={m.reasonsTitle}>
        <ConsultationReasons />
      </Section>
      <Section title={m.numbersTitle}>
        <CounterGrid items={consultationCounters} />
      </Section>
      <Section title={m.howTitle}>
        <HowItWorks />
      </Section>
      <GetTheApp />
      <DeferredCallbackBlock
        title={m.callbackTitle}
        description={m.callbackDescription}
        idPrefix="consultation-callback"
      />
      <DeferredFaqBlock category="specialists" />
    </PageContainer>
  );
}
