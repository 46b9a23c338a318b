import type { ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { scheduleOutlined } from '@/design-system/icon/material-icon-paths';
import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { homeMessages } from '@/app/pages/home/home-messages';
import styles from '@/app/pages/home/home-hero.module.css';

/** The claims with Material Design's outlined icons (Apache 2.0): Verified, Groups, Schedule, LocalOffer, drawn without MUI. */
const claims = [
  {
    icon: 'M23 11.99 20.56 9.2l.34-3.69-3.61-.82L15.4 1.5 12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 11.99l2.44 2.79-.34 3.7 3.61.82 1.89 3.2 3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-3.95 1.48-.56.65.08.85.18 1.95-1.9.43-.84.19-.44.74-.99 1.68-1.78-.77-.8-.34-.79.34-1.78.77-.99-1.67-.44-.74-.84-.19-1.9-.43.18-1.96.08-.85-.56-.65L3.67 12l1.29-1.48.56-.65-.09-.86-.18-1.94 1.9-.43.84-.19.44-.74.99-1.68 1.78.77.8.34.79-.34 1.78-.77.99 1.68.44.74.84.19 1.9.43-.18 1.95-.08.85.56.65 1.29 1.47zM10.09 13.75l-2.32-2.33-1.48 1.49 3.8 3.81 7.34-7.36-1.48-1.49z',
    text: homeMessages.claims.accredited,
  },
  {
    icon: 'M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zm-7.76-2.78c-1.17-.52-2.61-.9-4.24-.9s-3.07.39-4.24.9C6.68 14.13 6 15.21 6 16.39V18h12v-1.61c0-1.18-.68-2.26-1.76-2.74M8.07 16c.09-.23.13-.39.91-.69.97-.38 1.99-.56 3.02-.56s2.05.18 3.02.56c.77.3.81.46.91.69zM12 8c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m0-2c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
    text: homeMessages.claims.users,
  },
  {
    icon: scheduleOutlined,
    text: homeMessages.claims.reports,
  },
  {
    icon: 'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M13 20.01 4 11V4h7v-.01l9 9zM5 6.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0z',
    text: homeMessages.claims.offer,
  },
];

type HomeHeroProps = {
  /** The hero's call to action, e.g. the Book Appointment button. */
  action?: ReactNode;
};

/** Home's opening block: the promise, the marketing claims of spec §1, and the main call to action; plain HTML. */
export function HomeHero({ action }: HomeHeroProps) {
  return (
    <div className={styles.hero}>
      <PageContainer flushTop className={styles.layout}>
        <div className={styles.copy}>
          <PageHeading className={styles.heading}>{homeMessages.heading}</PageHeading>
          <p className={styles.lead}>{homeMessages.lead}</p>
          {action}
          <ul className={styles.claims}>
            {claims.map((claim) => (
              <li key={claim.text} className={styles.claim}>
                <span aria-hidden className={styles.claimIcon}>
                  <Icon path={claim.icon} />
                </span>
                <p className={styles.claimText}>{claim.text}</p>
              </li>
            ))}
          </ul>
        </div>
        {/* Hidden below 480 px, where an eager image (and the preload React writes for one) would still download it. */}
        <img src="/images/hero/home-hero.svg" alt="" width={480} height={400} loading="lazy" className={styles.illustration} />
      </PageContainer>
    </div>
  );
}
