import type { Params } from 'react-router-dom';
import { routeManifest } from '@/app/route-manifest';
import { RouteHead } from '@/app/seo/route-head';

type RoutedPageHeadProps = {
  /** The route name of the page the URL shows; none for a URL no route matches. */
  name: keyof typeof routeManifest | undefined;
  /** The URL's parameters, e.g. `{ id: '3' }`. */
  params: Params;
};

/**
 * The head of the page a route names, drawn from its metadata. It brings every page's metadata (titles, JSON-LD
 * builders), so the layout loads it only when the head must change: after a navigation, or on a page the browser
 * renders itself. A prerendered page already carries its head.
 */
export function RoutedPageHead({ name, params }: RoutedPageHeadProps) {
  return <RouteHead entry={name && routeManifest[name]} params={params} />;
}
