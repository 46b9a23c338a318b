export const en = {
  title: 'Consult a doctor',
  eyebrow: 'Symptoms and specialities',
  description: 'Start from how you feel or the specialist you need.',
  symptoms: 'Symptoms',
  specialities: 'Specialities',
  toggleLabel: 'Find a doctor by',
  findADoctor: 'Find a doctor',
  loadError: 'Failed to fetch data',
  noSymptoms: 'No symptoms available.',
  noSpecialities: 'No specialities available.',
  loading: 'Loading symptoms and specialities',
};
