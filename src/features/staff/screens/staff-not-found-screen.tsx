import { PageContainer, TextLink } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { STAFF_CONSOLE_PATH } from '@/lib/staff-console-paths';
import { consoleMessages } from '@/features/staff/components/console-messages';
import styles from '@/features/staff/screens/staff-screen.module.css';

/** Any /staff path the console's route table does not know. */
export function StaffNotFoundScreen() {
  return (
    <PageContainer className={styles.narrow}>
      <div className={styles.stack}>
        <PageHeading>{consoleMessages.notFoundHeading}</PageHeading>
        <p>{consoleMessages.notFoundText}</p>
        <p>
          <TextLink to={STAFF_CONSOLE_PATH}>{consoleMessages.toInbox}</TextLink>
        </p>
      </div>
    </PageContainer>
  );
}
