/**
 * Story settings by viewport: `globals.viewport` sizes the frame in the Storybook UI and in the story tests, and
 * the carousel reads that width (CSS media queries and matchMedia), so 1, 2 or 3 items show per page.
 */

/** Story settings for a 1280 px desktop: 3 carousel items per page. */
export const desktop = { globals: { viewport: { value: 'desktop', isRotated: false } } };
/** Story settings for an 834 px tablet: 2 carousel items per page. */
export const tablet = { globals: { viewport: { value: 'tablet', isRotated: false } } };
/** Story settings for a 414 px phone: 1 carousel item per page. */
export const mobile = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
