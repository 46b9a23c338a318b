import {
  clampIndex,
  itemsPerPageFor,
  maxIndex,
  nextIndex,
  prevIndex,
  visibleRange,
  visibleRangeText,
} from '@/design-system/carousel/carousel-index';

describe('itemsPerPageFor', () => {
  it.each([
    [320, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ])('%i px shows %i per page', (width, expected) => {
    expect(itemsPerPageFor(width)).toBe(expected);
  });
});

describe('maxIndex', () => {
  it('is the count minus items per page', () => {
    expect(maxIndex(8, 3)).toBe(5);
    expect(maxIndex(8, 1)).toBe(7);
  });

  it('is 0 when everything fits', () => {
    expect(maxIndex(2, 3)).toBe(0);
    expect(maxIndex(0, 1)).toBe(0);
  });
});

describe('nextIndex / prevIndex', () => {
  it('step by one inside the range', () => {
    expect(nextIndex(2, 8, 3)).toBe(3);
    expect(prevIndex(3, 8, 3)).toBe(2);
  });

  it('wrap from the last position to the first and back', () => {
    expect(nextIndex(5, 8, 3)).toBe(0);
    expect(prevIndex(0, 8, 3)).toBe(5);
  });

  it('wrap on one item per page at count − 1', () => {
    expect(nextIndex(7, 8, 1)).toBe(0);
    expect(prevIndex(0, 8, 1)).toBe(7);
  });

  it('stay at 0 when everything fits', () => {
    expect(nextIndex(0, 3, 3)).toBe(0);
    expect(prevIndex(0, 3, 3)).toBe(0);
  });

  it('recover from an index left out of range by a wider viewport', () => {
    expect(nextIndex(7, 8, 3)).toBe(0);
    expect(prevIndex(7, 8, 3)).toBe(5);
  });
});

describe('clampIndex', () => {
  it('keeps an index within 0..maxIndex and rounds slider values', () => {
    expect(clampIndex(-2, 8, 3)).toBe(0);
    expect(clampIndex(9, 8, 3)).toBe(5);
    expect(clampIndex(2.4, 8, 3)).toBe(2);
    expect(clampIndex(4, 8, 3)).toBe(4);
  });
});

describe('visibleRange', () => {
  it('gives 1-based first and last visible items', () => {
    expect(visibleRange(0, 8, 3)).toEqual({ first: 1, last: 3 });
    expect(visibleRange(5, 8, 3)).toEqual({ first: 6, last: 8 });
    expect(visibleRange(0, 2, 3)).toEqual({ first: 1, last: 2 });
  });

  it('reads as the live region text', () => {
    expect(visibleRangeText(1, 8, 3)).toBe('Showing items 2 to 4 of 8');
    expect(visibleRangeText(2, 8, 1)).toBe('Showing item 3 of 8');
    expect(visibleRangeText(0, 0, 1)).toBe('No items');
  });
});
