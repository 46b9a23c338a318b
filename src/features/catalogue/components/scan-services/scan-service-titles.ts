import type { ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';

/** The heading of each /medical-services/{id} grid: 1 MRI, 2 CT, 3 ultrasound, 4 X-ray. */
export const scanServiceTitles = {
  mri: 'MRI Scans',
  ct: 'CT Scans',
  ultrasound: 'Ultrasound Scans',
  xray: 'X-Ray Scans',
} as const satisfies Record<ScanServiceKind, string>;
