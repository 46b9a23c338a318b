export const faqCategories = ['skincare', 'specialists', 'tests', 'opd', 'medicines', 'scans', 'programs'] as const;

export type FaqCategory = (typeof faqCategories)[number];
