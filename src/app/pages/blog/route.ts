import type { PageRoute } from '@/app/page-contract';

export const blogRoute = {
  path: '/blog',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-blog" */ '@/app/pages/blog/blog-page').then((module) => module.BlogPage),
} as const satisfies PageRoute;
