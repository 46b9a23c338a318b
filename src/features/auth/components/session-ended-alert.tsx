import { useSearchParams } from 'react-router-dom';
import { Icon } from '@/design-system/icon/icon';
import { useHydrated } from '@/lib/use-hydrated';
import { authMessages } from '@/features/auth/components/auth-messages';
import { SESSION_ENDED_REASON } from '@/lib/login-path';
import styles from '@/features/auth/components/session-ended-alert.module.css';

/** MUI's InfoOutlined icon, the one its info Alert shows (MIT). */
const infoOutlined =
  'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z';

/**
 * Why the visitor is here when the server refused their token. The prerendered page has no query, so
 * the note appears only after hydration and the hydrated HTML matches the prerendered one. Plain HTML.
 */
export function SessionEndedAlert() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated || searchParams.get('reason') !== SESSION_ENDED_REASON) return null;
  return (
    <div role="status" className={styles.alert}>
      <div className={styles.icon}>
        <Icon path={infoOutlined} size={22} />
      </div>
      <div className={styles.message}>{authMessages.sessionExpired}</div>
    </div>
  );
}
