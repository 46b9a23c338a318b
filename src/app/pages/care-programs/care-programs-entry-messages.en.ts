/** The page's title, meta description and h1: small, as the route manifest carries them too. */
export const en = {
  title: 'Care programs for long-term conditions',
  description: 'Doctor-led programs for diabetes, heart health, weight and more: a personal plan, regular check-ins and tests at home.',
  heading: 'Care Programs',
};
