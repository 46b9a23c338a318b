export const en = {
  more: 'Read More',
  less: 'Read Less',
  /** The button's name when several share a page: its text and what the text is about. */
  about: (action: string, subject: string) => `${action} about ${subject}`,
};
