import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { labsEntryMessages } from '@/app/pages/labs/labs-entry-messages';
import { labsMessages } from '@/app/pages/labs/labs-messages';
import { NearbyCentres } from '@/features/catalogue/components/nearby-centres/nearby-centres';
import styles from '@/app/pages/labs/labs-page.module.css';

/** Nearby diagnostic centres: choose a state, then a city and locality, and search; plain HTML. */
export function LabsPage() {
  return (
    <PageContainer>
      <PageHeading>{labsEntryMessages.heading}</PageHeading>
      <PageIntro>{labsMessages.intro}</PageIntro>
      <div className={styles.finder}>
        <NearbyCentres />
      </div>
    </PageContainer>
  );
}
