export const en = {
  /** Follows the category's description in the page's intro. */
  callback: 'Request a callback and our pharmacy team will help you order.',
  prescriptionNote: 'Items marked Prescription Required are dispensed only against a valid prescription.',
  allCategories: 'See all medicine categories',
};
