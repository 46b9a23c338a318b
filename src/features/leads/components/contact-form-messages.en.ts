export const en = {
  heading: 'Send us a message',
  name: 'Name',
  email: 'Email',
  address: 'Address (optional)',
  message: 'Message (optional)',
  send: 'Send Message',
  sending: 'Sending...',
};
