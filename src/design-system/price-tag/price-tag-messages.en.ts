export const en = {
  /** Read before the price and the struck MRP (visually hidden). */
  price: 'Price ',
  originalPrice: 'Original price ',
  percentOff: (percent: number) => `${percent}% Off`,
};
