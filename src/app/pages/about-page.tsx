import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { ReadMore } from '@/design-system/read-more/read-more';
import { Section } from '@/design-system/section/section';
import { CounterGrid } from '@/design-system/counter-grid/counter-grid';
import { siteConfig } from '@/lib/site-config';
import { routeManifest } from '@/app/route-manifest';
import { AboutTeam } from '@/app/pages/about/about-team';
import { InfoCardGrid } from '@/app/pages/about/info-card-grid';
import { aboutCounters, aboutIntro, appCapabilities, partnerGroups, technologyPoints } from '@/app/pages/about/about-content';

/** About: intro, counters, what the app does, technology, employers and insurers, and the team. */
export function AboutPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{routeManifest.about.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', color: 'text.secondary', mt: 1, mb: 3, maxWidth: '60ch' }}>
        Trusted care for every Indian family — doctors, diagnostics and medicines, one tap away.
      </Typography>
      <ReadMore text={aboutIntro} />
      <Section title={`${siteConfig.brandName} in numbers`}>
        <CounterGrid items={aboutCounters} />
      </Section>
      <Section title="What you can do in the app">
        <InfoCardGrid items={appCapabilities} />
      </Section>
      <Section title="Technology that protects you">
        <InfoCardGrid items={technologyPoints} />
      </Section>
      <Section title="Employers and insurers">
        <InfoCardGrid items={partnerGroups} />
      </Section>
      <Section title="Our team">
        <AboutTeam />
      </Section>
    </Container>
  );
}
