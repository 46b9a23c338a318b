import { matchRoutes, type Params } from 'react-router-dom';
import type { PageRoute } from '@/app/page-contract';
import { pageRoutes } from '@/app/routing/page-routes';

/** The page a URL shows: its route name and route, and the URL's parameters. */
export type PageMatch = { name: keyof typeof pageRoutes; route: PageRoute; params: Params };

const pages = (Object.keys(pageRoutes) as (keyof typeof pageRoutes)[]).map((name): { path: string; page: Omit<PageMatch, 'params'> } => ({
  path: pageRoutes[name].path,
  page: { name, route: pageRoutes[name] },
}));

/** Matches `pathname` against the pages' routes, ranked as the route table ranks them. */
export function matchPage(pathname: string): PageMatch | undefined {
  const [match] = matchRoutes(pages, pathname) ?? [];
  return match && { ...match.route.page, params: match.params };
}
