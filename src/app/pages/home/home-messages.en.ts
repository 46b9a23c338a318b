export const en = {
  title: 'Doctors, lab tests and scans near you',
  description:
    'Consult doctors online, book lab tests and health checks with home sample collection, and scans across India. Accredited labs, reports in 12 to 24 hours.',
  heading: 'Healthcare that comes to you',
  lead: 'Consult a doctor, book lab tests and scans with home sample collection, and get your reports on your phone — from a provider trusted across India.',
  claims: {
    accredited: 'Accredited labs',
    users: '5L+ trusted users',
    reports: 'Smart reports in 12 hrs',
    offer: 'Flat 60% off on health checks',
  },
  servicesTitle: 'Explore our services',
  servicesDescription: 'Everything you need for your health, in one place.',
};
