export const en = {
  bookTestNow: 'Book Test Now',
};
