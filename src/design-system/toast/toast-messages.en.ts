export const en = {
  region: 'Notifications',
  dismiss: 'Dismiss notification',
};
