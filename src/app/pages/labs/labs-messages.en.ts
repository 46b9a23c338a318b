export const en = {
  intro: 'Choose a state, then narrow it to a city and locality where we list them, and press Find centres. Every centre is shown until you search.',
};
