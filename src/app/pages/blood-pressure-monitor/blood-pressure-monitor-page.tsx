import { useId } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { PageContainer, TextLink } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { Section } from '@/design-system/section/section';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { homeRoute } from '@/app/pages/home/route';
import { toolsTrackersEntry as toolsTrackers } from '@/app/pages/tools-trackers/entry';
import { toolsTrackersRoute } from '@/app/pages/tools-trackers/route';
import { bloodPressureMonitorEntry as bloodPressureMonitor } from '@/app/pages/blood-pressure-monitor/entry';
import { bloodPressureMonitorMessages } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-messages';
import { BpDownloadPrompt } from '@/app/pages/blood-pressure-monitor/bp-download-prompt';
import styles from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-page.module.css';

// Text only: prerendered HTML until a visitor touches it, hydrated without MUI.
const BpTrustBadges = deferHydration(
  () => import('@/app/pages/blood-pressure-monitor/bp-trust-badges').then((module) => module.BpTrustBadges),
  'interaction',
  { plain: true },
);
const BpSteps = deferHydration(() => import('@/app/pages/blood-pressure-monitor/bp-steps').then((module) => module.BpSteps), 'interaction', {
  plain: true,
});

/** Material Design's MonitorHeart outlined icon (Apache 2.0). */
const monitorHeart =
  'M20 4H4c-1.1 0-2 .9-2 2v3h2V6h16v3h2V6c0-1.1-.9-2-2-2m0 14H4v-3H2v3c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-3h-2z' +
  'M14.89 7.55c-.34-.68-1.45-.68-1.79 0L10 13.76l-1.11-2.21A.988.988 0 0 0 8 11H2v2h5.38l1.72 3.45c.18.34.52.55.9.55s.72-.21.89-.55L14 10.24l1.11 2.21c.17.34.51.55.89.55h6v-2h-5.38z';

/** Blood pressure monitor: what it is, a download prompt, the four trust badges and how to start; plain HTML. */
export function BloodPressureMonitorPage() {
  const downloadTitleId = useId();
  return (
    <PageContainer flushTop className={styles.page}>
      <nav aria-label={bloodPressureMonitorMessages.breadcrumb} className={styles.breadcrumbs}>
        <ol className={styles.trail}>
          <li>
            <TextLink to={homeRoute.path}>{bloodPressureMonitorMessages.home}</TextLink>
          </li>
          <li aria-hidden="true" className={styles.separator}>
            /
          </li>
          <li>
            <TextLink to={toolsTrackersRoute.path}>{toolsTrackers.heading}</TextLink>
          </li>
          <li aria-hidden="true" className={styles.separator}>
            /
          </li>
          <li>
            <p aria-current="page" className={styles.current}>
              {bloodPressureMonitor.heading}
            </p>
          </li>
        </ol>
      </nav>
      <div className={styles.hero}>
        <div>
          <PageHeading>{bloodPressureMonitor.heading}</PageHeading>
          <p className={styles.intro}>{bloodPressureMonitorMessages.intro}</p>
          <BpDownloadPrompt titleId={downloadTitleId} />
        </div>
        <div aria-hidden className={styles.art}>
          <Icon path={monitorHeart} size={128} />
        </div>
      </div>
      <Section title={bloodPressureMonitorMessages.badgesTitle}>
        <BpTrustBadges />
      </Section>
      <Section title={bloodPressureMonitorMessages.stepsTitle}>
        <BpSteps />
      </Section>
    </PageContainer>
  );
}
