import { productCatalogueMessages } from '@/features/catalogue/components/product-catalogue/product-catalogue-messages';

/** Spec §8: the catalogue's error view shows the failure's own message, else 'Failed to fetch data' (in the page's language). */
export function catalogueErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? productCatalogueMessages.errorDetail(error.message)
    : productCatalogueMessages.errorFallback;
}
