/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Our doctors',
  description:
    'Meet our specialists: dermatology, cardiology, gynaecology, paediatrics and more. Their training, experience and expertise, and how to reach them.',
  heading: 'Our Doctors',
};
