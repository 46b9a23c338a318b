export const en = {
  carePrograms: {
    title: 'Care programs that stay with you',
    description: 'Doctor-led plans for long-term conditions, with tests and follow-ups included.',
    carouselLabel: 'Care programs',
  },
  selfChecks: {
    title: 'Quick health self-checks',
    description: 'Answer a few simple questions to understand your risk and what to do next.',
    carouselLabel: 'Self-checks',
  },
  feedback: {
    title: 'What our patients say',
    description: 'Real experiences from people across India.',
    carouselLabel: 'Patient feedback',
  },
};
