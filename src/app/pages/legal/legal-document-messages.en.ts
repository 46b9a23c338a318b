export const en = {
  lastUpdated: 'Last updated:',
  contents: 'Contents',
};
