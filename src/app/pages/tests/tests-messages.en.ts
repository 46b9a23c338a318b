export const en = {
  intro: 'Health checkups and lab tests at accredited labs, with home sample collection and smart reports in 12 hrs. Flat 60% off on health checks.',
  packages: { title: 'Health checkup packages', description: 'Choose a category, then open a package to see every test it includes.' },
  labTests: { title: 'Top booked lab tests', description: 'Pick a category. Request a callback and we will help you book.' },
  scans: { title: 'Health scans', description: 'MRI, CT, ultrasound and X-ray scans by body area, at diagnostic centres near you.' },
  sampleCollection: { title: 'How sample collection works', description: 'Give your sample at home or at a lab near you.' },
  callback: {
    title: 'Not sure which test you need?',
    description: 'Leave your number and our health expert will call you back to help you choose.',
  },
};
