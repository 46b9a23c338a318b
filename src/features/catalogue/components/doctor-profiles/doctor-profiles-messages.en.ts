export const en = {
  loadError: 'Failed to fetch doctors data',
  empty: 'No doctors available.',
  loading: 'Loading doctor profiles',
  indexHeading: 'Find a doctor on this page',
  avatarAlt: (name: string) => `Avatar of ${name}`,
  about: 'About',
  education: 'Education',
  experience: 'Experience',
  expertise: 'Expertise',
  whyChoose: (name: string) => `Why choose ${name}`,
  helpline: 'Helpline',
  email: 'E-mail',
  website: 'Website',
  /** Visually hidden after each contact link, so the link names whose it is. */
  helplineOf: (name: string) => `helpline for ${name}`,
  emailOf: (name: string) => `e-mail for ${name}`,
  websiteOf: (name: string) => `website for ${name}`,
};
