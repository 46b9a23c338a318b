import type { JsonLdNode, PageContext } from '@/app/page-contract';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import type { SkincareProduct } from '@/features/catalogue/schemas/skincare-product';
import type { CareProgramListItem } from '@/features/catalogue/schemas/care-program-list-item';
import { productNode, serviceOfferNode } from '@/app/seo/offer-json-ld';

/** The list a page read from one of its data files, or none while it is not loaded. */
function listOf<T>(page: PageContext, dataFile: string): readonly T[] {
  const contents = page.read(dataFile);
  return Array.isArray(contents) ? (contents as T[]) : [];
}

/** The skincare page's featured products, each offered at its price. */
export function skincareJsonLd(page: PageContext): JsonLdNode[] {
  return listOf<SkincareProduct>(page, skincareProductsPath).map((product) =>
    productNode(product.title, '/skincare', product.price, product.cutprice, product.img),
  );
}

/** The care programs page's programs, each a service offered at its price. */
export function careProgramsJsonLd(page: PageContext): JsonLdNode[] {
  return listOf<CareProgramListItem>(page, careProgramListPath).map((program) =>
    serviceOfferNode(program.title, '/care-programs', program.price, undefined, `${program.duration}: ${program.highlights.join('; ')}`),
  );
}
