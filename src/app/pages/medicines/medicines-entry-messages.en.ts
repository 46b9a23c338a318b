/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Medicines and wellness products online',
  description: 'Order medicines, vitamins, Ayurveda, baby care and wellness products with offers on every category, delivered to your door.',
  heading: 'Medicines',
};
