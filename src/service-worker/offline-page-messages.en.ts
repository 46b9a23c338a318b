export const en = {
  title: 'You are offline',
  notSaved: 'This page is not saved on this device, and it cannot be loaded without an internet connection.',
  savedHeading: 'Pages you can read offline',
  noSavedPages: 'No pages are saved on this device yet. Pages you open while you are online are saved, so you can read them again offline.',
  savedCopies:
    'Saved pages show prices and availability from when you last opened them. A callback, appointment or contact request sent from one of them is kept on this device and sent as soon as you are back online.',
  /** The retry line: text before the link, the link, text after it (word order differs between languages). */
  retryBefore: '',
  tryAgain: 'Try this page again',
  retryAfter: ' once you are back online.',
};
