export const en = {
  intro: 'Questions about a consultation, a test or your reports? Write to us and our care team will get back to you.',
  reachTitle: 'Other ways to reach us',
  supportLine: '24/7 support line',
  email: 'E-mail',
  callback: 'Rather we called you? Leave your number and a health expert will ring you back.',
};
