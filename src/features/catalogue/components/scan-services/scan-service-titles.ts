import type { ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';
import { scanServicesMessages } from '@/features/catalogue/components/scan-services/scan-services-messages';

/** The heading of each /medical-services/{id} grid, in the page's language: 1 MRI, 2 CT, 3 ultrasound, 4 X-ray. */
export const scanServiceTitles: Readonly<Record<ScanServiceKind, string>> = scanServicesMessages.titles;
