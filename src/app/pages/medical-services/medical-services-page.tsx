import { useParams } from 'react-router-dom';
import { PageContainer, PageIntro, TextLink } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { scansRoute } from '@/app/pages/scans/route';
import { ScanServiceNotFound } from '@/app/pages/medical-services/scan-service-not-found';
import { scanServiceKindFromId } from '@/features/catalogue/api/get-scan-services';
import { ScanServices } from '@/features/catalogue/components/scan-services/scan-services';
import { RequestCallbackButton } from '@/features/leads/components/request-callback-button';
import { medicalServicesEntryMessages } from '@/app/pages/medical-services/medical-services-entry-messages';
import { medicalServicesMessages } from '@/app/pages/medical-services/medical-services-messages';
import styles from '@/app/pages/medical-services/medical-services-page.module.css';

/** /medical-services/{id}: the services of one scan (1 MRI, 2 CT, 3 ultrasound, 4 X-ray), or a not-found state for any other id. */
export function MedicalServicesPage() {
  const { id } = useParams();
  const kind = scanServiceKindFromId(id);
  if (kind === undefined) return <ScanServiceNotFound id={id ?? ''} />;
  return (
    <PageContainer className={styles.page}>
      <PageHeading>{medicalServicesEntryMessages.headings[kind]}</PageHeading>
      <PageIntro>
        {medicalServicesMessages.intro} <TextLink to={scansRoute.path}>{medicalServicesMessages.allScans}</TextLink>
      </PageIntro>
      <div className={styles.services}>
        <ScanServices kind={kind} renderAction={() => <RequestCallbackButton fullWidth />} />
      </div>
    </PageContainer>
  );
}
