export const en = {
  /** aria-roledescription of the carousel region and of each slide. */
  carousel: 'carousel',
  slide: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  chooseSlide: 'Choose slide',
  goToSlide: (number: number) => `Go to slide ${number}`,
  slideOf: (number: number, count: number) => `${number} of ${count}`,
  slidePosition: 'Slide position',
  noItems: 'No items',
  showingItem: (number: number, count: number) => `Showing item ${number} of ${count}`,
  showingItems: (first: number, last: number, count: number) => `Showing items ${first} to ${last} of ${count}`,
};
