/** The console frame's own words (English only, like the console). */
export const consoleFrameMessages = {
  skipToMain: 'Skip to main content',
  navigation: 'Console',
  inbox: 'Inbox',
  auditLog: 'Audit log',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signingOut: 'Signing out…',
  checkingSession: 'Checking that you are signed in',
  sessionFailed: 'We could not check that you are signed in. Check your connection and try again.',
  signOutFailed: 'We could not sign you out. Check your connection and try again.',
} as const;
