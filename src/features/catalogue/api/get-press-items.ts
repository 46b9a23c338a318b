import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { PressItem } from '@/features/catalogue/schemas/press-item';

export const pressItemsPath = inPageLanguage('/data/press.json');

/** News and announcements of the press page, newest first as stored. */
export function usePressItems() {
  return useDataFile<PressItem[]>(pressItemsPath);
}
