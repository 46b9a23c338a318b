import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ReadMore } from '@/design-system/read-more/read-more';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { aboutEntry } from '@/app/pages/about/entry';
import { aboutMessages } from '@/app/pages/about/about-messages';
import { aboutCounters, aboutIntro, appCapabilities, partnerGroups, technologyPoints } from '@/app/pages/about/about-content';
import { AboutTeam } from '@/app/pages/about/about-team';
import { InfoCardGrid } from '@/app/pages/about/info-card-grid';
import styles from '@/app/pages/about/about-page.module.css';

// Counters count up as they come into view: they hydrate then, without MUI.
const CounterGrid = deferHydration(
  () => import('@/design-system/counter-grid/counter-grid').then((module) => module.CounterGrid),
  'visible',
  { plain: true },
);

/** About: intro, counters, what the app does, technology, employers and insurers, and the team; plain HTML, the counters an island. */
export function AboutPage() {
  return (
    <PageContainer>
      <PageHeading>{aboutEntry.heading}</PageHeading>
      <PageIntro>{aboutMessages.intro}</PageIntro>
      <div className={styles.story}>
        <ReadMore text={aboutIntro} />
      </div>
      <Section title={aboutMessages.numbersTitle}>
        <CounterGrid items={aboutCounters} />
      </Section>
      <Section title={aboutMessages.capabilitiesTitle}>
        <InfoCardGrid items={appCapabilities} />
      </Section>
      <Section title={aboutMessages.technologyTitle}>
        <InfoCardGrid items={technologyPoints} />
      </Section>
      <Section title={aboutMessages.partnersTitle}>
        <InfoCardGrid items={partnerGroups} />
      </Section>
      <Section title={aboutMessages.teamTitle}>
        <AboutTeam />
      </Section>
    </PageContainer>
  );
}
