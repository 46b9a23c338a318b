export const en = {
  title: 'Scans and X-rays',
  eyebrow: 'Imaging',
  description: 'MRI, CT, ultrasound and X-ray at diagnostic centres near you.',
  /** The list's accessible name. */
  listLabel: 'Scans',
  error: 'Failed to load scans. Please try again.',
  empty: 'No scans available.',
  loading: 'Loading scans',
};
