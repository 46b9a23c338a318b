import type { CheckupData, CheckupPackage } from '@/features/catalogue/schemas/checkup-package';

/** The filter's first choice, selected by default: every package. */
export const ALL_CATEGORIES = 'All';

/** 'All' then each category name once, in the order the file first lists it (the file may repeat a name). */
export function checkupCategoryNames(categories: CheckupData['categories']): string[] {
  const names = categories.map((category) => category.name.trim()).filter((name) => name !== ALL_CATEGORIES);
  return [ALL_CATEGORIES, ...new Set(names)];
}

/** The packages the chosen category shows; all of them for 'All'. */
export function packagesInCategory(packages: readonly CheckupPackage[], category: string): CheckupPackage[] {
  return category === ALL_CATEGORIES ? [...packages] : packages.filter((item) => item.category.trim() === category);
}
