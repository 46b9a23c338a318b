import { PageHeading } from '@/design-system/page/page-heading';
import { PageContainer, PageIntro, Prose, TextLink } from '@/design-system/page/page-container';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { careersEntry } from '@/app/pages/careers/entry';

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
      <PageIntro>
        Help bring doctors, lab tests and scans closer to families across India. We are a team of clinicians, engineers and care coordinators who
        care about getting the small things right.
      </PageIntro>
      <Section title="Open roles">
        <CareerOpenings />
      </Section>
      <Section title="How to apply">
        <Prose>
          Send your CV to <TextLink href={`mailto:${siteConfig.email}`}>{siteConfig.email}</TextLink> with the role’s title in the subject line. We reply to
          every application. Don’t see a role that fits? Write to us anyway and tell us how you would like to help.
        </Prose>
      </Section>
    </PageContainer>
  );
}
