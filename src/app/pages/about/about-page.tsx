import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/design-system/page/page-heading';
import { ReadMore } from '@/design-system/read-more/read-more';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { siteConfig } from '@/lib/site-config';
import { aboutEntry } from '@/app/pages/about/entry';
import { aboutCounters, aboutIntro, appCapabilities, partnerGroups, technologyPoints } from '@/app/pages/about/about-content';

// Counters count up as they come into view: they hydrate near the viewport.
const CounterGrid = deferHydration(() => import('@/design-system/counter-grid/counter-grid').then((module) => module.CounterGrid), 'visible');
// Text only: prerendered HTML until a visitor touches it.
const InfoCardGrid = deferHydration(() => import('@/app/pages/about/info-card-grid').then((module) => module.InfoCardGrid), 'interaction');
const AboutTeam = deferHydration(() => import('@/app/pages/about/about-team').then((module) => module.AboutTeam), 'interaction');

/** About: intro, counters, what the app does, technology, employers and insurers, and the team. */
export function AboutPage() {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageHeading>{aboutEntry.heading}</PageHeading>
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
