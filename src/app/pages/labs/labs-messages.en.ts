export const en = {
  title: 'Diagnostic centres near you',
  description: 'Find a diagnostic centre by state, city and locality: address, opening hours, phone number and whether it is open now.',
  heading: 'Find a Diagnostic Centre',
  intro: 'Choose a state, then narrow it to a city and locality where we list them, and press Find centres. Every centre is shown until you search.',
};
