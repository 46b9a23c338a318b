export const en = {
  scrollLeft: 'Scroll left',
  scrollRight: 'Scroll right',
};
