import { createElement, type ComponentType } from 'react';
import { chunkLoader } from '@/design-system/deferred/chunk';

/**
 * MUI's theme (and with it MUI's core, the `lib-mui` chunk), loaded by what renders MUI: a page whose screen
 * does, a deferred section, the drawer. A page without either boots without MUI at all.
 */
export const loadMuiTheme = chunkLoader(() => import(/* webpackChunkName: "boot-theme" */ '@theme/mui-theme').then((module) => module.MuiTheme));

/** `Component` inside MUI's theme, once both have loaded: for a lazy screen or a deferred section. */
export async function withMuiTheme<P extends object>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, MuiTheme] = await Promise.all([load, loadMuiTheme()]);
  function Themed(props: P) {
    return createElement(MuiTheme, null, createElement(Component, props));
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
