export const en = {
  /** The heading while the record loads or fails, after what it is ("Package"). */
  detailsHeading: (kind: string) => `${kind} details`,
  notFoundHeading: (kind: string) => `${kind} not found`,
  notFound: (kind: string, id: string) => `${kind} with ID ${id} not found.`,
  backHome: 'Back to the home page',
};
