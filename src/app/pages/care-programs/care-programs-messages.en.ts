import { siteConfig } from '@/lib/site-config';

export const en = {
  intro: 'Doctor-led plans for long-term conditions and pregnancy, with regular check-ins and tests at home.',
  explainer: {
    title: 'What is a care program?',
    /** What a care program is, in plain words; only what every program in the data file offers. */
    paragraphs: [
      'A care program is a plan of a fixed length for one long-term condition, such as diabetes or thyroid disease, or for a stage of life such as pregnancy. Instead of booking each consultation and test on its own, you get them together for one price: video consultations with specialists, diet and lifestyle guidance, and lab tests with samples collected at home, on a schedule set for the whole program.',
      'A program works alongside the care you already have. It does not replace your own doctor, and it is not for emergencies: if you have severe symptoms, call 112 or go to the nearest hospital.',
    ] as const,
    howItWorks: 'How it works',
    steps: {
      callback: {
        title: 'Request a callback',
        text: 'Choose a program and leave your number. Our care team calls you, answers your questions and checks that the program suits you.',
      },
      doctor: {
        title: 'Start with a doctor',
        text: 'A care coordinator books your first consultation and your baseline tests at home. The doctor reviews your history and sets the goals of your plan.',
      },
      plan: {
        title: 'Follow your plan',
        text: `Consultations, check-ins and home tests happen on the program's schedule; you book and track them in the ${siteConfig.brandName} app.`,
      },
    },
  },
  choices: { title: 'Choose a program', description: 'Each price covers the whole program. Request a callback to ask if it suits you.' },
};
