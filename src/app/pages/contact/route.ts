import type { PageRoute } from '@/app/page-contract';

export const contactRoute = {
  path: '/contact',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-contact" */ '@/app/pages/contact/contact-page').then((module) => module.ContactPage),
} as const satisfies PageRoute;
