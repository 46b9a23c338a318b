export const en = {
  title: 'Symptom self-check',
  description: 'Ten short questions that help you decide what care to seek next. Not a diagnosis; in an emergency call 112 or 108.',
  heading: 'Symptom Self-Check',
};
