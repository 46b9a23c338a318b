import type { RouteEntry } from '@/app/page-contract';
import { authEntry } from '@/app/pages/auth/entry';

export const authRoute = {
  ...authEntry,
  screen: () => import(/* webpackChunkName: "page-auth" */ '@/app/pages/auth/auth-page').then((module) => module.AuthPage),
} as const satisfies RouteEntry;
