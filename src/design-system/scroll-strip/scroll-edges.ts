export type ScrollMetrics = { scrollLeft: number; scrollWidth: number; clientWidth: number };

/** The step sizes the spec names for scroll-step strips, in px. */
export type ScrollStep = 300 | 320 | 350 | 400;

// Sub-pixel layouts (zoom, fractional widths) leave a pixel or so at either end.
const TOLERANCE_PX = 1;

/** Whether more content lies before and after what is shown. */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics): { canScrollBack: boolean; canScrollForward: boolean } {
  return {
    canScrollBack: scrollLeft > TOLERANCE_PX,
    canScrollForward: scrollLeft + clientWidth < scrollWidth - TOLERANCE_PX,
  };
}
