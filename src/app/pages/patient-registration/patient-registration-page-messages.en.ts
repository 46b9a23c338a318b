export const en = {
  title: 'Patient registration',
  description: 'Register for treatment with our partner hospitals under PMJAY (Ayushman Bharat), private insurance or self-pay. ID numbers are stored encrypted.',
  heading: 'Patient Registration',
};
