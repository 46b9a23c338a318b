/** Titles and descriptions of detail pages around their record's own texts (names, descriptions stay the record's). */
export const en = {
  packageTitle: (name: string) => `${name}: skincare package`,
  packageNotFound: 'Package not found',
  packageDescription: (name: string, price: string, discount: number, summary: string) => `${name} at ${price}, ${discount}% off MRP. ${summary}`,
  healthCheckTitle: (title: string) => `${title}: tests included and price`,
  healthCheckDescription: (title: string, tests: number, price: string, discountPercent: number, reportTime: string, samples: string) =>
    `${title}: ${tests} tests for ${price} (${discountPercent}% off). ${reportTime}. Sample: ${samples}.`,
  labTestTitle: (title: string) => `${title}: price and preparation`,
  labTestNotFound: 'Lab test not found',
  /** Before a lab test's description, when it has a city price. */
  labTestFrom: (price: string) => `From ${price}. `,
};
