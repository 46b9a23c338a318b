/** Spec §9: the first-consultation discount code. */
const code = 'NEW10';

/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Online doctor consultation',
  description: `Consult qualified doctors online across 30+ specialities, by video or chat. Flat 10% off your first consultation with code ${code}.`,
  heading: 'Online Doctor Consultation',
};
