/**
 * Every routed screen with its document title and main heading. Pure data, so the router,
 * prerendering and the browser tests share one list.
 */
export type RouteEntry = {
  path: string;
  /** Document title before the brand suffix. */
  title: string;
  /** Text of the screen's h1, which receives focus after navigation. */
  heading: string;
};

export const routeManifest = {
  home: { path: '/', title: 'Doctors, lab tests and scans near you', heading: 'Healthcare that comes to you' },
  about: { path: '/about', title: 'About us', heading: 'About Healvia' },
  contact: { path: '/contact', title: 'Contact us', heading: 'Contact Us' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeManifest;

export function documentTitle(title: string): string {
  return `${title} | Healvia`;
}
