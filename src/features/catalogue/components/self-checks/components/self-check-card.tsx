import { Link as RouterLink } from 'react-router-dom';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import { checkCircleOutline } from '@/design-system/icon/material-icon-paths';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { SelfCheck } from '@/features/catalogue/schemas/self-check';
import { SELF_CHECK_DURATION_TEXT, mentionsDuration } from '@/features/catalogue/components/self-checks/self-check-duration';
import { selfChecksMessages as m } from '@/features/catalogue/components/self-checks/self-checks-messages';
import styles from '@/features/catalogue/components/self-checks/components/self-check-card.module.css';

/** Material Design's TimerOutlined (Apache 2.0), drawn without MUI. */
const timerPath =
  'M15 1H9v2h6zm-4 13h2V8h-2zm8.03-6.61 1.42-1.42c-.43-.51-.9-.99-1.41-1.41l-1.42 1.42C16.07 4.74 14.12 4 12 4c-4.97 0-9 4.03-9 9s4.02 9 9 9 9-4.03 9-9c0-2.12-.74-4.07-1.97-5.61M12 20c-3.87 0-7-3.13-7-7s3.13-7 7-7 7 3.13 7 7-3.13 7-7 7';

type SelfCheckCardProps = {
  /** The self-check shown. */
  check: SelfCheck;
  /** Where Start Now leads. */
  startHref: string;
};

/** A self-check: title, what you need, two details, and Start Now with the time it takes; plain HTML. */
export function SelfCheckCard({ check, startHref }: SelfCheckCardProps) {
  const details = [check.detail1, check.detail2];
  const durationInDetails = details.some(mentionsDuration);
  return (
    <div className={`${surfaceClassName} ${styles.card}`}>
      <h3 className={styles.title}>{check.title}</h3>
      <p className={styles.needs}>
        <span className={styles.needsLabel}>{m.youWillNeed}</span> {check.needs}
      </p>
      <ul className={styles.details}>
        {details.map((detail) => (
          <li key={detail}>
            <Icon path={mentionsDuration(detail) ? timerPath : checkCircleOutline} size={20} className={styles.detailIcon} />
            <p className={styles.small}>{detail}</p>
          </li>
        ))}
      </ul>
      <div className={styles.foot}>
        {/* Every card has a Start Now: the name says which check it starts, beginning with the visible words. */}
        <RouterLink to={startHref} className={plainButtonClassName()} aria-label={m.startNowFor(check.title)}>
          {m.startNow}
        </RouterLink>
        {!durationInDetails && (
          <div className={styles.duration}>
            <Icon path={timerPath} size={20} />
            <p className={styles.small}>{SELF_CHECK_DURATION_TEXT}</p>
          </div>
        )}
      </div>
    </div>
  );
}
