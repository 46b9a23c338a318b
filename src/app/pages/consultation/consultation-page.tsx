import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { siteConfig } from '@/lib/site-config';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { ConsultationSpecialities } from '@/features/catalogue/components/consultation-specialities/consultation-specialities';
import { consultationEntry } from '@/app/pages/consultation/entry';
import { consultationCounters } from '@/app/pages/consultation/consultation-content';
import { DeferredCallbackBlock, DeferredFaqBlock } from '@/app/pages/deferred-blocks';
import { GetTheApp } from '@/app/pages/consultation/get-the-app';
import { HowItWorks } from '@/app/pages/consultation/how-it-works';
import { MembershipBlock } from '@/app/pages/consultation/membership-block';
import { OfferBanner } from '@/app/pages/consultation/offer-banner';

// The read-only blocks from the offer down to Get the app stay hydrated: the membership's "Download the app" is a
// fragment link to #get-the-app, and a same-page navigation makes React re-create the sections still dehydrated,
// which moves the target after it has been scrolled to.
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
      <PageIntro>
        Talk to a certified doctor by video or chat from wherever you are, across 30+ specialities, with a free follow-up for 5 days.
      </PageIntro>
      <OfferBanner />
      <Section
        title="Consult doctors across 30+ specialities"
        description="From fevers and skin concerns to heart, hormone and mental health: choose the specialist you need."
      >
        <ConsultationSpecialities />
      </Section>
      <MembershipBlock />
      <Section title="Why consult a doctor online?">
        <ConsultationReasons />
      </Section>
      <Section title={`${siteConfig.brandName} in numbers`}>
        <CounterGrid items={consultationCounters} />
      </Section>
      <Section title="How online consultation works">
        <HowItWorks />
      </Section>
      <GetTheApp />
      <DeferredCallbackBlock
        title="Not sure which specialist you need?"
        description="Leave your number and our health expert will call you back to help you choose."
        idPrefix="consultation-callback"
      />
      <DeferredFaqBlock category="specialists" />
    </PageContainer>
  );
}
