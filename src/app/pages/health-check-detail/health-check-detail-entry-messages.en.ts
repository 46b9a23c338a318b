/** The words around the record in the page's title and meta description: small, as the route manifest carries them too. */
export const en = {
  title: (name: string) => `${name}: tests included and price`,
  notFound: 'Package not found',
  /** The record's title, test count, price, discount text, report time and samples (already joined). */
  description: (name: string, tests: number, price: string, discount: string, reportTime: string, samples: string) =>
    `${name}: ${tests} tests for ${price} (${discount}). ${reportTime}. Sample: ${samples}.`,
};
