export const en = {
  /** What the record is, in the detail screen's headings ("Lab test details", "Lab test not found"). */
  kind: 'Lab test',
  error: 'Failed to fetch data',
  loading: 'Loading test details',
  lastUpdated: 'Last updated:',
  /** The price table's caption, after the test's title: "CBC Test Prices". */
  pricesCaption: (title: string) => `${title} Prices`,
  city: 'City',
  price: 'Price',
  reportTime: 'Reports in 24-48 Hours',
  sample: 'Sample: Blood',
};
