/** The page around each registration form. */
export const en = {
  back: 'All registration types',
  /** Around the red asterisk. */
  required: { before: 'Fields marked ', after: ' are required.' },
};
