/** The words around the record in the page's title and meta description: small, as the route manifest carries them too. */
export const en = {
  title: (name: string) => `${name}: price and preparation`,
  notFound: 'Lab test not found',
  /** Put before the record's description when the test has a city price. */
  from: (price: string) => `From ${price}. `,
};
