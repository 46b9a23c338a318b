import { useSyncExternalStore } from 'react';
import { breakpointValues } from '@theme/breakpoints';
import type { ItemsPerPage } from '@/design-system/carousel/carousel-index';

let queries: { md: MediaQueryList; lg: MediaQueryList } | undefined;
/** The theme's `md` and `lg` breakpoints, the same ranges as the carousel's CSS (carousel.module.css). */
const breakpoints = () =>
  (queries ??= {
    md: window.matchMedia(`(min-width: ${breakpointValues.md}px)`),
    lg: window.matchMedia(`(min-width: ${breakpointValues.lg}px)`),
  });

function subscribe(onChange: () => void): () => void {
  const { md, lg } = breakpoints();
  md.addEventListener('change', onChange);
  lg.addEventListener('change', onChange);
  return () => {
    md.removeEventListener('change', onChange);
    lg.removeEventListener('change', onChange);
  };
}

function measured(): ItemsPerPage {
  const { md, lg } = breakpoints();
  return lg.matches ? 3 : md.matches ? 2 : 1;
}

const notKnownYet = (): ItemsPerPage => 1;

/**
 * Items per page from the viewport (spec §2: 1 under md, 2 under lg, else 3), read with matchMedia and following
 * resizes. Mobile-first and SSR-safe: one item per page on the server and while hydrating, the measured value from
 * the render after (in the same commit as useHydrated's switch). Layout by width stays CSS.
 */
export function useItemsPerPage(): ItemsPerPage {
  return useSyncExternalStore(subscribe, measured, notKnownYet);
}
