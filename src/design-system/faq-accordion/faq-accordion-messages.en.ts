export const en = {
  empty: 'No FAQs found for this category.',
};
