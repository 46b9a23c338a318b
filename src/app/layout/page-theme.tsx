import { createElement, use, type ReactNode } from 'react';
import { chunkLoader } from '@/design-system/deferred/chunk';

/** MUI's theme, a boot step of its own (src/main.tsx) that the header does not wait for. */
export const loadMuiTheme = chunkLoader(() => import(/* webpackChunkName: "boot-theme" */ '@theme/mui-theme').then((module) => module.MuiTheme));

/** The theme around the routed screens, whose sections render MUI components; suspends until its code has loaded. */
export function PageTheme({ children }: { children: ReactNode }) {
  // The same component on every render: the chunk's, loaded once.
  return createElement(use(loadMuiTheme()), null, children);
}
