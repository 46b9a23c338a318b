export const en = {
  label: 'Phone Number',
  tenDigitHint: '10-digit phone number without country code',
  internationalHint: 'Start with + and the country code for a number outside India',
};
