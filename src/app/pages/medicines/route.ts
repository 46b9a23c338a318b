import type { RouteEntry } from '@/app/page-contract';
import { medicinesEntry } from '@/app/pages/medicines/entry';

export const medicinesRoute = {
  ...medicinesEntry,
  screen: () => import(/* webpackChunkName: "page-medicines" */ '@/app/pages/medicines/medicines-page').then((module) => module.MedicinesPage),
} as const satisfies RouteEntry;
