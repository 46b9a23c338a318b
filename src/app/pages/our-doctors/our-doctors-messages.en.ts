export const en = {
  title: 'Our doctors',
  description:
    'Meet our specialists: dermatology, cardiology, gynaecology, paediatrics and more. Their training, experience and expertise, and how to reach them.',
  heading: 'Our Doctors',
  intro: 'Registered specialists who consult online and in person. Read about their training and experience, then call us or request a callback to book.',
};
