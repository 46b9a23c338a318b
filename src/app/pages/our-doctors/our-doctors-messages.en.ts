export const en = {
  intro: 'Registered specialists who consult online and in person. Read about their training and experience, then call us or request a callback to book.',
};
