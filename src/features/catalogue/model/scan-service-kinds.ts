import type { ScanId } from '@/features/catalogue/schemas/scan';

export const scanServiceKinds = ['mri', 'ct', 'ultrasound', 'xray'] as const;
export type ScanServiceKind = (typeof scanServiceKinds)[number];

/** /medical-services/{id}: 1 = MRI, 2 = CT, 3 = ultrasound, 4 = X-ray. */
export const scanServiceKindById = { 1: 'mri', 2: 'ct', 3: 'ultrasound', 4: 'xray' } as const satisfies Record<
  ScanId,
  ScanServiceKind
>;
