export const en = {
  /** A centre's status line, with the clock time it changes at ("9:00 PM"). */
  openNow: (closes: string) => `Open now · closes ${closes}`,
  closed: (opens: string) => `Closed · opens ${opens}`,
};
