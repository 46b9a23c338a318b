/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Skincare products and dermatologist care',
  description: 'Dermatologist-picked serums, sunscreens and skincare kits at up to 40% off, with expert advice when you need it.',
  heading: 'Skincare',
};
