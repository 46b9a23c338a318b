import type { Decorator } from '@storybook/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

/**
 * Pins the viewport width the carousel sees, through MUI's useMediaQuery only, whatever the frame's own
 * width. `globals.viewport` sizes the frame in the Storybook UI and in the story tests.
 */
export function withViewportWidth(width: number): Decorator {
  const matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = Boolean(min ?? max) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    const noop = () => {};
    return { matches, media: query, onchange: null, addListener: noop, removeListener: noop, addEventListener: noop, removeEventListener: noop, dispatchEvent: () => false } as MediaQueryList;
  };
  const pinned = (outer: Theme): Theme => ({
    ...outer,
    components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia, noSsr: true } } },
  });
  return (Story) => (
    <ThemeProvider theme={pinned}>
      <Story />
    </ThemeProvider>
  );
}

/** Story settings for a 1280 px desktop: 3 carousel items per page. */
export const desktop = { decorators: [withViewportWidth(1280)], globals: { viewport: { value: 'desktop', isRotated: false } } };
/** Story settings for an 834 px tablet: 2 carousel items per page. */
export const tablet = { decorators: [withViewportWidth(834)], globals: { viewport: { value: 'tablet', isRotated: false } } };
/** Story settings for a 414 px phone: 1 carousel item per page. */
export const mobile = { decorators: [withViewportWidth(414)], globals: { viewport: { value: 'mobile2', isRotated: false } } };
