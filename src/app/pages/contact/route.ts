import type { RouteEntry } from '@/app/page-contract';
import { contactEntry } from '@/app/pages/contact/entry';

export const contactRoute = {
  ...contactEntry,
  screen: () => import(/* webpackChunkName: "page-contact" */ '@/app/pages/contact/contact-page').then((module) => module.ContactPage),
} as const satisfies RouteEntry;
