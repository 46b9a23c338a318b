/** The words of the console's not-found page. */
export const consoleMessages = {
  notFoundTitle: 'Page not found',
  notFoundHeading: 'Page not found',
  notFoundText: 'There is no console page at this address. Check it, or go to the inbox.',
  toInbox: 'Go to the inbox',
} as const;
