export const en = {
  /** Heading of the error summary (GOV.UK). */
  errorSummaryTitle: 'There is a problem',
  /** Read before a field's error (visually hidden), GOV.UK style. */
  errorPrefix: 'Error:',
  submitting: 'Submitting...',
  selectPlaceholder: 'Select an option',
  /** Before a checkbox group's stand-alone last choice. */
  or: 'or',
};
