export const en = {
  dialogTitle: 'Need Assistance?',
  dialogDescription: 'Leave your number and our health expert will call you back.',
  blockTitle: 'Request a callback',
  blockDescription: 'Leave your number and our health expert will call you back.',
  submit: 'Request Callback',
  submitting: 'Submitting...',
  /** Before the support number. */
  supportLine: 'Prefer to call? Our 24/7 support line:',
};
