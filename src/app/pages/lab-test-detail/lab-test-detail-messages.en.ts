export const en = {
  title: (name: string) => `${name}: price and preparation`,
  notFound: 'Lab test not found',
  /** Put before the record's description when the test has a city price. */
  from: (price: string) => `From ${price}. `,
  bookTestNow: 'Book Test Now',
};
