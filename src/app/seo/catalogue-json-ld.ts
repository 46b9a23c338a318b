import type { JsonLdNode, PageContext } from '@/app/page-contract';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import type { HealthCheck } from '@/features/catalogue/schemas/health-check';
import type { LabTest } from '@/features/catalogue/schemas/lab-test';
import type { SkincarePackage } from '@/features/catalogue/schemas/skincare-package';
import type { SkincareProduct } from '@/features/catalogue/schemas/skincare-product';
import type { CareProgramListItem } from '@/features/catalogue/schemas/care-program-list-item';
import { medicalTestNode, productNode, serviceOfferNode } from '@/app/seo/offer-json-ld';

/** The list a page read from one of its data files, or none while it is not loaded. */
function listOf<T>(page: PageContext, dataFile: string): readonly T[] {
  const contents = page.read(dataFile);
  return Array.isArray(contents) ? (contents as T[]) : [];
}

/** Home's priced cards: health checks and lab tests as MedicalTest offers, skincare packages as products. */
export function homeJsonLd(page: PageContext): JsonLdNode[] {
  return [
    ...listOf<HealthCheck>(page, healthChecksPath).map((check) =>
      medicalTestNode(check.heading, `/health-checks-details/${check.id}`, check.price, check.cutPrice),
    ),
    ...listOf<LabTest>(page, labTestsPath).map((test) => medicalTestNode(test.testName, `/lab-tests-details/${test.id}`, test.price)),
    ...listOf<SkincarePackage>(page, skincarePackagesPath).map((item) =>
      productNode(item.title, `/package-details/${item.id}`, item.price, item.cutPrice),
    ),
  ];
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
