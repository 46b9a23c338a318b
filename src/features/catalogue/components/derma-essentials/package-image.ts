/**
 * A skincare package's picture, named after its title: "Pigmentation & Dark Spot Care Kit" →
 * /images/skincare/packages/pigmentation-and-dark-spot-care-kit.svg (the path its detail record lists).
 */
export function skincarePackageImage(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/images/skincare/packages/${slug}.svg`;
}
