/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'OPD benefits for employees',
  description: 'Outpatient cover for your team: doctor consultations, diagnostics, medicines and wellness at 1000+ partner hospitals and clinics.',
  heading: 'OPD Benefits',
};
