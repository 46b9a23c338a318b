export const en = {
  /** What the record is, in the detail screen's headings ("Package details", "Package not found"). */
  kind: 'Package',
  error: 'Failed to fetch product data',
  loading: 'Loading',
  highlights: 'Highlights',
  productDetails: 'Product details',
};
