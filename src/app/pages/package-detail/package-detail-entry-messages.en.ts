/** The words around the record in the page's title and meta description: small, as the route manifest carries them too. */
export const en = {
  title: (name: string) => `${name}: skincare package`,
  notFound: 'Package not found',
  /** Name, price, discount and the first sentence of the package's details. */
  description: (name: string, price: string, discount: number, summary: string) => `${name} at ${price}, ${discount}% off MRP. ${summary}`,
};
