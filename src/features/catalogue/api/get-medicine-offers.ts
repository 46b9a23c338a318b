import { inPageLanguage } from '@/lib/i18n/data-path';
import { useDataFile } from '@/lib/use-data-file';
import type { MedicineOffer } from '@/features/catalogue/schemas/medicine-offer';

export const medicineOffersPath = inPageLanguage('/data/medicine-offers.json');

/** Offers carousel of the medicines page. */
export function useMedicineOffers() {
  return useDataFile<MedicineOffer[]>(medicineOffersPath);
}
