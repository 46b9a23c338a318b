import type { ComponentType } from 'react';
import type { RouteName } from '@/app/route-manifest';

type ScreenLoader = () => Promise<ComponentType>;

/**
 * The screen of each manifest entry, loaded on demand. The chunk name must be `page-<route name>`:
 * the prerender preloads that chunk in the page's HTML so hydration never waits for it.
 */
export const routeScreens = {
  home: () => import(/* webpackChunkName: "page-home" */ '@/app/pages/home-page').then((module) => module.HomePage),
  about: () => import(/* webpackChunkName: "page-about" */ '@/app/pages/about-page').then((module) => module.AboutPage),
  contact: () => import(/* webpackChunkName: "page-contact" */ '@/app/pages/contact-page').then((module) => module.ContactPage),
} satisfies Record<RouteName, ScreenLoader>;
