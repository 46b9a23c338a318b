export const en = {
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
