import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { consoleMessages } from '@/features/staff/components/console-messages';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';
import styles from '@/features/staff/screens/staff-screen.module.css';

/** /staff until the inbox takes its place: who is signed in, and what comes here. */
export function StaffHomeScreen() {
  const { email, role } = useSignedInStaff();
  return (
    <PageContainer>
      <div className={styles.stack}>
        <PageHeading>{consoleMessages.homeHeading}</PageHeading>
        <p>{consoleMessages.signedInAs(email, role)}</p>
        <p>{consoleMessages.homeNext}</p>
      </div>
    </PageContainer>
  );
}
