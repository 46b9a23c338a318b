/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'MRI, CT, ultrasound and X-ray scans',
  description: 'Book MRI, CT, ultrasound and X-ray scans at accredited diagnostic centres near you, with reports in 12 to 24 hrs.',
  heading: 'Scans & X-Rays',
};
