/** A centre's status when it is open; any other text (e.g. 'Closed') means it is shut. */
export const OPEN_NOW_STATUS = 'Open Now';
