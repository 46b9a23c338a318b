/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Diagnostic centres near you',
  description: 'Find a diagnostic centre by state, city and locality: address, opening hours, phone number and whether it is open now.',
  heading: 'Find a Diagnostic Centre',
};
