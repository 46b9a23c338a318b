import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ourDoctorsEntryMessages } from '@/app/pages/our-doctors/our-doctors-entry-messages';
import { ourDoctorsMessages } from '@/app/pages/our-doctors/our-doctors-messages';
import { DoctorProfiles } from '@/features/catalogue/components/doctor-profiles/doctor-profiles';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import styles from '@/app/pages/our-doctors/our-doctors-page.module.css';

/** Our doctors: every profile with its education, experience, expertise and contact details, and a callback on each. */
export function OurDoctorsPage() {
  return (
    <PageContainer>
      <PageHeading>{ourDoctorsEntryMessages.heading}</PageHeading>
      <PageIntro>{ourDoctorsMessages.intro}</PageIntro>
      <div className={styles.profiles}>
        <DoctorProfiles renderAction={() => <RequestCallbackButton variant="outlined" />} />
      </div>
    </PageContainer>
  );
}
