import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { PageHeading } from '@/design-system/page/page-heading';
import { homeEntry } from '@/app/pages/home/entry';
import styles from '@/app/pages/home/home-hero.module.css';

const claims = [
  { icon: <VerifiedOutlinedIcon />, text: 'Accredited labs' },
  { icon: <GroupsOutlinedIcon />, text: '5L+ trusted users' },
  { icon: <ScheduleOutlinedIcon />, text: 'Smart reports in 12 hrs' },
  { icon: <LocalOfferOutlinedIcon />, text: 'Flat 60% off on health checks' },
];

type HomeHeroProps = {
  /** The hero's call to action, e.g. the Book Appointment button. */
  action?: ReactNode;
};

/** Home's opening block: the promise, the marketing claims of spec §1, and the main call to action. */
export function HomeHero({ action }: HomeHeroProps) {
  return (
    <div className={styles.hero}>
      <Container maxWidth="lg" className={styles.layout}>
        <div className={styles.copy}>
          <PageHeading className={styles.heading}>{homeEntry.heading}</PageHeading>
          <p className={styles.lead}>
            Consult a doctor, book lab tests and scans with home sample collection, and get your reports on your phone —
            from a provider trusted across India.
          </p>
          {action}
          <ul className={styles.claims}>
            {claims.map((claim) => (
              <li key={claim.text} className={styles.claim}>
                <span aria-hidden className={styles.claimIcon}>
                  {claim.icon}
                </span>
                <p className={styles.claimText}>{claim.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <img src="/images/hero/home-hero.svg" alt="" width={480} height={400} className={styles.illustration} />
      </Container>
    </div>
  );
}
