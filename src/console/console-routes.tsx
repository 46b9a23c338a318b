import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { STAFF_CONSOLE_PATH } from '@/lib/staff-console-paths';
import { auditMessages } from '@/features/staff/components/audit-messages';
import { consoleMessages } from '@/features/staff/components/console-messages';
import { enrolMessages } from '@/features/staff/components/enrol-messages';
import { inboxMessages } from '@/features/staff/components/inbox-messages';
import { leadMessages } from '@/features/staff/components/lead-messages';
import { quarantineMessages } from '@/features/staff/components/quarantine-messages';
import { registrationMessages } from '@/features/staff/components/registration-messages';
import { signInMessages } from '@/features/staff/components/sign-in-messages';
import { speedMessages } from '@/features/staff/components/speed-messages';
import { ConsoleRoot, type ConsoleRouteHandle } from '@/console/layout/console-root';
import { PublicLayout } from '@/console/layout/public-layout';
import { SignedInLayout } from '@/console/layout/signed-in-layout';

/** A screen loaded when its route is first visited: each is a chunk of its own. */
const screen = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });
const handle = (title: string): ConsoleRouteHandle => ({ title });

/**
 * The pages behind sign-in, relative to /staff: add a screen here (path, `handle` with its title, lazy screen).
 * The index is the console's home; `*` answers any other path with the not-found page, so keep it last.
 */
export const signedInRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle(inboxMessages.heading),
    lazy: screen(() => import(/* webpackChunkName: "staff-inbox" */ '@/features/staff/screens/inbox-screen').then((module) => module.InboxScreen)),
  },
  {
    path: 'leads/:id',
    handle: handle(leadMessages.heading),
    lazy: screen(() => import(/* webpackChunkName: "staff-lead" */ '@/features/staff/screens/lead-screen').then((module) => module.LeadScreen)),
  },
  {
    path: 'quarantine',
    handle: handle(quarantineMessages.title),
    lazy: screen(() => import(/* webpackChunkName: "staff-quarantine" */ '@/features/staff/screens/quarantine-screen').then((module) => module.QuarantineScreen)),
  },
  {
    path: 'registrations',
    handle: handle(registrationMessages.listTitle),
    lazy: screen(() => import(/* webpackChunkName: "staff-registrations" */ '@/features/staff/screens/registrations-screen').then((module) => module.RegistrationsScreen)),
  },
  {
    path: 'registrations/:kind/:id',
    handle: handle(registrationMessages.oneTitle),
    lazy: screen(() => import(/* webpackChunkName: "staff-registration" */ '@/features/staff/screens/registration-screen').then((module) => module.RegistrationScreen)),
  },
  {
    path: 'audit',
    handle: handle(auditMessages.title),
    lazy: screen(() => import(/* webpackChunkName: "staff-audit" */ '@/features/staff/screens/audit-screen').then((module) => module.AuditScreen)),
  },
  {
    path: 'speed',
    handle: handle(speedMessages.title),
    lazy: screen(() => import(/* webpackChunkName: "staff-speed" */ '@/features/staff/screens/speed-screen').then((module) => module.SpeedScreen)),
  },
  {
    path: '*',
    handle: handle(consoleMessages.notFoundTitle),
    lazy: screen(() => import(/* webpackChunkName: "staff-not-found" */ '@/features/staff/screens/staff-not-found-screen').then((module) => module.StaffNotFoundScreen)),
  },
];

/** The pages anyone may open: signing in and the enrolment link. */
const publicRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: handle(signInMessages.title),
    lazy: screen(() => import(/* webpackChunkName: "staff-login" */ '@/features/staff/screens/staff-login-screen').then((module) => module.StaffLoginScreen)),
  },
  {
    path: 'enrol/:token',
    handle: handle(enrolMessages.title),
    lazy: screen(() => import(/* webpackChunkName: "staff-enrol" */ '@/features/staff/screens/staff-enrol-screen').then((module) => module.StaffEnrolScreen)),
  },
];

/** The console's route table: every page under /staff (the server answers them all with the console's page). */
export const consoleRoutes: RouteObject[] = [
  {
    path: STAFF_CONSOLE_PATH,
    element: <ConsoleRoot />,
    // Nothing to show while the first screen's chunk loads: the page is blank for that moment, as before any script.
    HydrateFallback: () => null,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      { element: <SignedInLayout />, children: signedInRoutes },
    ],
  },
];
