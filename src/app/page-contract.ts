import type { ComponentType } from 'react';

/** What a page's metadata may draw on: its URL parameters and the data files it reads. */
export type PageContext = {
  /** The route's parameters, e.g. `{ id: '3' }` for /package-details/3. */
  params: Readonly<Record<string, string | undefined>>;
  /** The parsed contents of one of the page's data files; undefined while it is not loaded. */
  read: (dataFile: string) => unknown;
};

/** A fixed text, or one drawn from the page's record (undefined while the record is unknown). */
export type PageText = string | ((page: PageContext) => string | undefined);

/** A schema.org node in JSON-LD, e.g. `{ '@type': 'Physician', name: … }`. */
export type JsonLdNode = Record<string, unknown>;

/**
 * What a page is: its route's path (from `route.ts`) and its metadata (from `entry.ts`), joined in the route
 * manifest. From this entry alone the page is routed, prerendered with its data, titled, described to search
 * engines, listed in the sitemap and measured by `npm run bench`.
 */
export type PageEntry = {
  /** react-router path; a detail route has one `:id` parameter. */
  path: string;
  /** Document title before the brand suffix. */
  title: PageText;
  /** Meta description: one or two sentences, under ~160 characters. */
  description: PageText;
  /** Text of a static screen's h1, which receives focus after navigation; detail screens take it from their record. */
  heading?: string;
  /**
   * Data the screen reads, by SWR key, embedded in the prerendered page so nothing refetches: a data file's path, or
   * the key of the part of it the page shows (`dataFilePartKey`: one FAQ group, one detail record).
   */
  dataFiles?: (params: PageContext['params']) => readonly string[];
  /** For a detail route: the data file listing every record, and the ids to prerender from it. */
  ids?: { dataFile: string; list: (contents: unknown) => readonly (string | number)[] };
  /** Route name of the page above this one in the breadcrumb trail; home when omitted. */
  parent?: string;
  /**
   * The screen's own schema.org nodes (Physician, MedicalTest, Offer …), after the organisation and breadcrumbs. A
   * list whose items each have their own page (home's cards, the tests page's packages) names none: Google reads
   * product markup only on a page about one item, and the item's page carries it.
   */
  jsonLd?: (page: PageContext) => readonly JsonLdNode[];
  /** False for pages that only make sense in the browser (login-only, form results): client-rendered, noindex. */
  prerender?: boolean;
  /** False for a prerendered page whose content depends on its query (search results): noindex, not in the sitemap. */
  indexed?: boolean;
};

/** A page's metadata, in `src/app/pages/<page>/entry.ts`: its entry but the path, which its route holds. */
export type PageMeta = Omit<PageEntry, 'path'>;

/**
 * What the browser needs to route to a page, in `src/app/pages/<page>/route.ts`: its path and its screen, without
 * the metadata (titles, JSON-LD builders), which only the prerender and the head after a navigation read.
 * The screen is imported on demand in a chunk named `page-<route name>`, which the prerender preloads in the
 * page's HTML. Route and metadata are two modules because the screen reads its heading from the metadata.
 */
export type PageRoute = {
  /** react-router path; a detail route has one `:id` parameter. */
  path: string;
  screen: () => Promise<ComponentType>;
  /**
   * The screen is plain HTML and build-time CSS outside its deferred sections (which bring MUI's theme when they
   * hydrate), so the page boots without MUI. Otherwise the screen is given MUI's theme, loaded with it.
   */
  plainScreen?: true;
};

/** A page's route joined with its metadata: what the route manifest lists. */
export type RouteEntry = PageEntry & PageRoute;
