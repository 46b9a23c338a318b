export const en = {
  loading: 'Loading',
  tryAgain: 'Try Again',
};
