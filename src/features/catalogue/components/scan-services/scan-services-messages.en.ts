export const en = {
  /** The heading of each /medical-services/{id} grid: 1 MRI, 2 CT, 3 ultrasound, 4 X-ray. */
  titles: {
    mri: 'MRI Scans',
    ct: 'CT Scans',
    ultrasound: 'Ultrasound Scans',
    xray: 'X-Ray Scans',
  },
  error: 'Failed to load services. Please try again later.',
  empty: 'No services available.',
  loading: 'Loading services',
};
