import type { PageRoute } from '@/app/page-contract';

export const authRoute = {
  path: '/auth',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-auth" */ '@/app/pages/auth/auth-page').then((module) => module.AuthPage),
} as const satisfies PageRoute;
