export const en = {
  /** A record's report time as shown ("Reports within 24 hours"); English pages show the record's own text. */
  reportTime: (text: string) => text,
};
