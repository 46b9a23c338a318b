import { scrollEdges } from '@/design-system/scroll-strip/scroll-edges';

describe('scrollEdges', () => {
  it('shows only the forward arrow at the start of overflowing content', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 400 })).toEqual({ canScrollBack: false, canScrollForward: true });
  });

  it('shows both arrows in the middle', () => {
    expect(scrollEdges({ scrollLeft: 320, scrollWidth: 1200, clientWidth: 400 })).toEqual({ canScrollBack: true, canScrollForward: true });
  });

  it('shows only the back arrow at the end', () => {
    expect(scrollEdges({ scrollLeft: 800, scrollWidth: 1200, clientWidth: 400 })).toEqual({ canScrollBack: true, canScrollForward: false });
  });

  it('shows no arrows when the content fits', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ canScrollBack: false, canScrollForward: false });
  });

  it('ignores a sub-pixel remainder at either end', () => {
    expect(scrollEdges({ scrollLeft: 0.5, scrollWidth: 1200, clientWidth: 400 }).canScrollBack).toBe(false);
    expect(scrollEdges({ scrollLeft: 799.4, scrollWidth: 1200, clientWidth: 400 }).canScrollForward).toBe(false);
  });
});
