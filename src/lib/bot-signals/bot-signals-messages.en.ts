export const en = {
  /** In a form's status region while its submission solves the server's proof of work (issue 41). */
  checking: 'Checking your request…',
};
