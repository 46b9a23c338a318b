import { Link as RouterLink } from 'react-router-dom';
import { Icon } from '@/design-system/icon/icon';
import type { RegistrationChoice } from '@/features/onboarding/components/registration-choices';
import { registrationChoicesMessages } from '@/features/onboarding/components/registration-choices-messages';
import styles from '@/features/onboarding/components/registration-card.module.css';

/** Material Design's ArrowForward icon (Apache 2.0). */
const arrowForward = 'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z';

type RegistrationCardProps = { choice: RegistrationChoice };

/** One category of the chooser; the whole card is clickable through its heading's link. Plain HTML. */
export function RegistrationCard({ choice }: RegistrationCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.icon}>
        <Icon path={choice.icon} size={32} />
      </div>
      <h2 className={styles.title}>
        <RouterLink to={choice.path} className={styles.link}>
          {choice.title}
        </RouterLink>
      </h2>
      <p className={styles.text}>{choice.summary}</p>
      <p className={`${styles.text} ${styles.needs}`}>{choice.needs}</p>
      <div aria-hidden className={styles.start}>
        {registrationChoicesMessages.start}
        <Icon path={arrowForward} size={20} />
      </div>
    </article>
  );
}
