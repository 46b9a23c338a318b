import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { ServiceTile } from '@/features/catalogue/schemas/service-tile';

export const serviceTilesPath = inPageLanguage('/data/services.json');

/** The nine service tiles of the header menu and the home strip. */
export function useServiceTiles() {
  return useDataFile<ServiceTile[]>(serviceTilesPath);
}
