export const en = {
  /** A number of lakhs, e.g. "10.0L". */
  lakhs: (lakhs: string) => `${lakhs}L`,
};
