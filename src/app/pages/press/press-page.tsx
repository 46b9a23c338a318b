import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { pressEntry } from '@/app/pages/press/entry';

/** Text only: prerendered HTML until a visitor touches it. */
const PressList = deferHydration(() => import('@/features/catalogue/components/footer-content/press-list').then((module) => module.PressList), 'interaction');

/** Press: the company's announcements, newest first, and a media contact. */
export function PressPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{pressEntry.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, maxWidth: '60ch' }}>
        News and announcements from {siteConfig.brandName}: new services, new cities and new features in the {siteConfig.brandName} app.
      </Typography>
      <Section title="Announcements">
        <PressList />
      </Section>
      <Section title="Media enquiries">
        <Typography sx={{ maxWidth: '65ch' }}>
          Journalists can write to <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link> or call{' '}
          <Link href={siteConfig.phone.href}>{siteConfig.phone.display}</Link> for interviews, figures and images.
        </Typography>
      </Section>
    </Container>
  );
}
