import { siteConfig } from '@/lib/site-config';

export const en = {
  whyUs: `Why ${siteConfig.brandName} for OPD`,
  reasons: {
    hospitals: {
      title: '1000+ partner hospitals',
      text: 'Outpatient visits at hospitals and clinics across India, cashless at network clinics.',
    },
    doctors: {
      title: '5000+ doctors',
      text: 'General physicians and specialists online or in person, so a consultation is never far away.',
    },
    labs: {
      title: 'Accredited labs',
      text: 'Every test is processed in an accredited laboratory, with sample collection at home.',
    },
    reports: {
      title: 'Reports in 12 to 24 hrs',
      text: 'Results arrive on the phone within 12 to 24 hours, ready to share with the doctor.',
    },
  },
  services: { title: 'What the plan covers', description: 'Choose a category to see what your employees get.' },
  callback: {
    title: 'Plan OPD cover for your team',
    description: 'Leave your number and our benefits team will call you back with a plan for your company.',
  },
};
