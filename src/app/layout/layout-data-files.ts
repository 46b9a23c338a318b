import { serviceTilesPath } from '@/features/catalogue/api/get-service-tiles';

/** Data files every page reads through the layout (the header's service tiles). */
export const layoutDataFiles: readonly string[] = [serviceTilesPath];
