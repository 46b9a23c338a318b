import type { RouteEntry } from '@/app/page-contract';
import { blogEntry } from '@/app/pages/blog/entry';

export const blogRoute = {
  ...blogEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-blog" */ '@/app/pages/blog/blog-page').then((module) => module.BlogPage),
} as const satisfies RouteEntry;
