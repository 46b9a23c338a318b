import { siteConfig } from '@/lib/site-config';

export const en = {
  title: 'Health tools and trackers',
  description: `Free ${siteConfig.brandName} tools to track your health at home, starting with a blood pressure monitor on your phone.`,
  heading: 'Tools & Trackers',
  toolsLabel: 'Tools',
  bloodPressure: {
    description: 'Check and log your blood pressure with the app on your phone, no other device needed.',
    inTheApp: 'In the app',
    link: 'Open the blood pressure monitor',
  },
  selfCheck: {
    title: 'Symptom Self-Check',
    description: 'Answer 10 short questions about your symptoms and get a health assessment.',
    duration: 'Takes under 3 mins',
    login: 'Login needed',
    link: 'Start the symptom self-check',
  },
};
