import { matchRoutes, type Params } from 'react-router-dom';
import type { RouteEntry } from '@/app/page-contract';
import { routeManifest } from '@/app/route-manifest';

/** The page a URL shows: its route name and entry, and the URL's parameters. */
export type PageMatch = { name: string; route: RouteEntry; params: Params };

const pages = Object.entries(routeManifest).map(([name, route]): { path: string; page: Omit<PageMatch, 'params'> } => ({
  path: route.path,
  page: { name, route },
}));

/** Matches `pathname` against the manifest's routes, ranked as the route table ranks them. */
export function matchPage(pathname: string): PageMatch | undefined {
  const [match] = matchRoutes(pages, pathname) ?? [];
  return match && { ...match.route.page, params: match.params };
}
