import { Link as RouterLink } from 'react-router-dom';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { TextLink } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { scansRoute } from '@/app/pages/scans/route';
import { scanServiceKindById } from '@/features/catalogue/model/scan-service-kinds';
import { medicalServicesEntryMessages } from '@/app/pages/medical-services/medical-services-entry-messages';
import { medicalServicesMessages } from '@/app/pages/medical-services/medical-services-messages';
import styles from '@/app/pages/medical-services/medical-services-page.module.css';

const knownScans = Object.entries(scanServiceKindById).map(([id, kind]) => ({ id, title: medicalServicesEntryMessages.headings[kind] }));

/** An id other than 1 to 4: says so, and offers the scans page and the four scan grids instead. */
export function ScanServiceNotFound({ id }: { id: string }) {
  return (
    <div className={styles.notFound}>
      <PageHeading>{medicalServicesEntryMessages.notFound.title}</PageHeading>
      <p className={styles.notFoundText}>{medicalServicesMessages.notFound.text(id)}</p>
      <ul aria-label={medicalServicesMessages.notFound.scans} className={styles.scans}>
        {knownScans.map((scan) => (
          <li key={scan.id}>
            <TextLink to={`/medical-services/${scan.id}`}>{scan.title}</TextLink>
          </li>
        ))}
      </ul>
      <div className={styles.allScans}>
        <RouterLink to={scansRoute.path} className={plainButtonClassName()}>
          {medicalServicesMessages.notFound.seeAll}
        </RouterLink>
      </div>
    </div>
  );
}
