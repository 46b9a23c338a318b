export const en = {
  skipToMain: 'Skip to main content',
  loadingPage: 'Loading page',
  pageFailed: 'Unable to load this page.',
  tryAgain: 'Try Again',
};
