import type { PageContext } from '@/app/page-contract';
import { findPackageDetail, packageDetailKey } from '@/features/catalogue/api/get-package-details';
import { findHealthCheckDetail, healthCheckDetailKey } from '@/features/catalogue/api/get-health-check-details';
import { findLabTestDetail, labTestDetailKey } from '@/features/catalogue/api/get-lab-test-details';
import type { PackageDetail } from '@/features/catalogue/schemas/package-detail';
import type { HealthCheckDetail } from '@/features/catalogue/schemas/health-check-detail';
import type { LabTestDetail } from '@/features/catalogue/schemas/lab-test-detail';

/** The ids of a data file that is a list of records with an `id`: the detail pages to prerender. */
export function recordIds(contents: unknown): number[] {
  return Array.isArray(contents) ? contents.map((record: { id: number }) => record.id) : [];
}

/** A detail page's record: `loaded` is false while its data file has not arrived. */
export type DetailRecord<T> = { loaded: boolean; record: T | undefined };

function lookUp<T>(
  page: PageContext,
  recordKey: (id: string | undefined) => string,
  find: (list: readonly T[], id: string | undefined) => T | undefined,
): DetailRecord<T> {
  const contents = page.read(recordKey(page.params.id));
  if (!Array.isArray(contents)) return { loaded: false, record: undefined };
  return { loaded: true, record: find(contents as T[], page.params.id) };
}

/** The /package-details/{id} record. */
export const packageDetailOf = (page: PageContext) => lookUp<PackageDetail>(page, packageDetailKey, findPackageDetail);
/** The /health-checks-details/{id} record. */
export const healthCheckDetailOf = (page: PageContext) => lookUp<HealthCheckDetail>(page, healthCheckDetailKey, findHealthCheckDetail);
/** The /lab-tests-details/{id} record. */
export const labTestDetailOf = (page: PageContext) => lookUp<LabTestDetail>(page, labTestDetailKey, findLabTestDetail);

/** The lowest of a lab test's city prices: what "from ₹…" offers. */
export function lowestCityPrice(test: LabTestDetail): number | undefined {
  const prices = test.pricing.cities.map((city) => city.price);
  return prices.length === 0 ? undefined : Math.min(...prices);
}
