/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Lab tests and health checkup packages',
  description:
    'Book health checkups and lab tests with home sample collection at accredited labs. Flat 60% off on health checks, smart reports in 12 hrs.',
  heading: 'Lab Tests & Health Checkups',
};
