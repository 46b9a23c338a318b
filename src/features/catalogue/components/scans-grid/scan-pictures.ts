import ct from '@/features/catalogue/components/scans-grid/images/ct.svg?raw';
import mri from '@/features/catalogue/components/scans-grid/images/mri.svg?raw';
import ultrasound from '@/features/catalogue/components/scans-grid/images/ultrasound.svg?raw';
import xray from '@/features/catalogue/components/scans-grid/images/xray.svg?raw';
import type { ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';
import { svgDataUri } from '@/lib/svg-data-uri';

/**
 * Each scan's picture, inline in the page: about 400 bytes each, four requests on a slow connection weighed
 * more on the first paint than their bytes do.
 */
export const scanPictures: Record<ScanServiceKind, string> = {
  mri: svgDataUri(mri),
  ct: svgDataUri(ct),
  ultrasound: svgDataUri(ultrasound),
  xray: svgDataUri(xray),
};
