import { PageHeading } from '@/design-system/page/page-heading';
import { PageContainer, PageIntro, Prose, TextLink } from '@/design-system/page/page-container';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { careersEntry } from '@/app/pages/careers/entry';
import { careersMessages } from '@/app/pages/careers/careers-messages';
import { fillSlots } from '@/app/pages/legal/fill-slots';

/** Text only: prerendered HTML until a visitor touches it. */
const CareerOpenings = deferHydration(
  () => import('@/features/catalogue/components/footer-content/career-openings').then((module) => module.CareerOpenings),
  'interaction',
);

/** Careers: what working here is like, the open roles, and how to apply. */
export function CareersPage() {
  return (
    <PageContainer>
      <PageHeading>{careersEntry.heading}</PageHeading>
      <PageIntro>{careersMessages.intro}</PageIntro>
      <Section title={careersMessages.openRoles}>
        <CareerOpenings />
      </Section>
      <Section title={careersMessages.howToApply}>
        <Prose>{fillSlots(careersMessages.apply, { email: <TextLink href={`mailto:${siteConfig.email}`}>{siteConfig.email}</TextLink> })}</Prose>
      </Section>
    </PageContainer>
  );
}
