import { PageHeading } from '@/design-system/page/page-heading';
import { PageContainer, PageIntro, Prose, TextLink } from '@/design-system/page/page-container';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { pressEntry } from '@/app/pages/press/entry';

/** Text only: prerendered HTML until a visitor touches it. */
const PressList = deferHydration(() => import('@/features/catalogue/components/footer-content/press-list').then((module) => module.PressList), 'interaction');

/** Press: the company's announcements, newest first, and a media contact. */
export function PressPage() {
  return (
    <PageContainer>
      <PageHeading>{pressEntry.heading}</PageHeading>
      <PageIntro>
        News and announcements from {siteConfig.brandName}: new services, new cities and new features in the {siteConfig.brandName} app.
      </PageIntro>
      <Section title="Announcements">
        <PressList />
      </Section>
      <Section title="Media enquiries">
        <Prose>
          Journalists can write to <TextLink href={`mailto:${siteConfig.email}`}>{siteConfig.email}</TextLink> or call{' '}
          <TextLink href={siteConfig.phone.href}>{siteConfig.phone.display}</TextLink> for interviews, figures and images.
        </Prose>
      </Section>
    </PageContainer>
  );
}
