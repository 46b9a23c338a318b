import { splitLocalePath, type Locale } from '@/lib/i18n/locale';
import { VITALS_ROUTE_PATTERNS, VITALS_UNKNOWN_ROUTE, type VitalsRoute } from '@/lib/vitals/vitals-routes';

/**
 * The route pattern and language of a page's path (`/hi/lab-tests-details/cbc/` → `/lab-tests-details/:id`, hi).
 * A matcher of its own over the patterns instead of the route table's `matchPage`: that one brings react-router
 * and every page's entry into the reporter's chunk. Case-insensitive and blind to a trailing slash, as the router
 * and the server are; a static segment wins over `:id`. tests/unit/vitals keeps it equal to `matchPage`.
 */
export function vitalsRouteOf(pathname: string): { route: VitalsRoute; lang: Locale } {
  const { locale, path } = splitLocalePath(pathname.replace(/[?#].*/, ''));
  const segments = path.toLowerCase().split('/').filter(Boolean);
  let route: VitalsRoute = VITALS_UNKNOWN_ROUTE;
  let dynamic = Infinity;
  for (const pattern of VITALS_ROUTE_PATTERNS) {
    const parts = pattern.split('/').filter(Boolean);
    if (pattern === VITALS_UNKNOWN_ROUTE || parts.length !== segments.length) continue;
    if (!parts.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const params = parts.filter((part) => part.startsWith(':')).length;
    if (params < dynamic) [route, dynamic] = [pattern, params];
  }
  return { route, lang: locale };
}
