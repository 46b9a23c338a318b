/**
 * Every route pattern a beacon may name: the public site's page paths as the route table declares them (ids as
 * `:id`), and `*` for a page the table does not know (the not-found page). The server refuses any other, so a
 * URL with its id can never be stored. tests/unit/vitals/vitals-routes.test.ts keeps this list equal to the
 * route table's.
 */
export const VITALS_ROUTE_PATTERNS = [
  '/',
  '/consultation',
  '/skincare',
  '/opd',
  '/medicines',
  '/care-programs',
  '/tools-trackers',
  '/tools-trackers/blood-pressure-monitor',
  '/about',
  '/auth',
  '/self-check-scan',
  '/contact',
  '/package-details/:id',
  '/health-checks-details/:id',
  '/lab-tests-details/:id',
  '/tests',
  '/scans',
  '/medical-services/:id',
  '/our-doctors',
  '/privacy',
  '/terms',
  '/blog',
  '/careers',
  '/press',
  '/sexual-wellness',
  '/pain-relief',
  '/ayurveda',
  '/devices',
  '/baby-care',
  '/skin-haircare',
  '/women-wellness',
  '/vitamins-supplements',
  '/labs',
  '/onboard-form',
  '/patient-onboard-form',
  '/doctor-onboard-form',
  '/hospital-onboard-form',
  '/search',
  '*',
] as const;
export type VitalsRoute = (typeof VITALS_ROUTE_PATTERNS)[number];

/** The pattern reported for a page the route table does not match. */
export const VITALS_UNKNOWN_ROUTE: VitalsRoute = '*';

export const isVitalsRoute = (value: unknown): value is VitalsRoute =>
  typeof value === 'string' && (VITALS_ROUTE_PATTERNS as readonly string[]).includes(value);
