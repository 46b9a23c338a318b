/** The inbox's words (issue 40, item 4); the list query's error texts are the server's (leads-query-schema.ts). */
export const inboxMessages = {
  heading: 'Inbox',
  caption: 'Leads, newest first',
  noName: 'No name given',
  unassigned: 'Unassigned',
  you: 'You',
  justIn: 'Just in',
  loading: 'Loading leads',
  empty: 'No leads match these filters.',
  emptyInbox: 'No leads yet. New ones appear here as they arrive.',
  failed: 'The leads could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  pagerLabel: 'Pages of leads',
  newest: 'Newest',
  page: (number: number) => `Page ${number}`,
  filtersHeading: 'Filter leads',
  apply: 'Apply filters',
  clear: 'Clear filters',
  export: { csv: 'Export CSV', json: 'Export JSON', intro: 'Export these leads (masked, logged):' },
} as const;

/** What the live feed says about itself, in a polite status line beside the heading. */
export const liveMessages = {
  connecting: 'Connecting to live updates…',
  live: 'Live: new leads appear here as they arrive.',
  reconnecting: 'Live updates paused: reconnecting. Leads that arrive meanwhile will appear when the connection is back.',
  closed: 'Live updates stopped. New leads will not appear until you reconnect.',
  unsupported: 'This browser cannot show live updates: reload the page to see new leads.',
  reconnect: 'Reconnect',
} as const;
