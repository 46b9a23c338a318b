import { PageHeading } from '@/design-system/page/page-heading';
import { PageContainer, PageIntro, Prose, TextLink } from '@/design-system/page/page-container';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { pressEntry } from '@/app/pages/press/entry';
import { pressMessages } from '@/app/pages/press/press-messages';
import { fillSlots } from '@/app/pages/legal/fill-slots';

/** Text only: prerendered HTML until a visitor touches it. */
const PressList = deferHydration(() => import('@/features/catalogue/components/footer-content/press-list').then((module) => module.PressList), 'interaction');

/** Press: the company's announcements, newest first, and a media contact. */
export function PressPage() {
  return (
    <PageContainer>
      <PageHeading>{pressEntry.heading}</PageHeading>
      <PageIntro>{pressMessages.intro}</PageIntro>
      <Section title={pressMessages.announcements}>
        <PressList />
      </Section>
      <Section title={pressMessages.mediaEnquiries}>
        <Prose>
          {fillSlots(pressMessages.media, {
            email: <TextLink href={`mailto:${siteConfig.email}`}>{siteConfig.email}</TextLink>,
            phone: <TextLink href={siteConfig.phone.href}>{siteConfig.phone.display}</TextLink>,
          })}
        </Prose>
      </Section>
    </PageContainer>
  );
}
