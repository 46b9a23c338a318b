import type { RouteEntry } from '@/app/route-manifest';

/** One URL to prerender: the manifest entry it belongs to and its parameters. */
export type PrerenderPage = { name: string; pathname: string; params: Record<string, string>; /** Listed in the sitemap. */ indexed: boolean };

/** Reads a data file of public/ by its site path, e.g. '/data/services.json'. */
export type ReadDataFile = (path: string) => unknown;

const ID_PARAMETER = ':id';

/** Every URL to prerender: each static entry, and each detail entry once per id in its data file. */
export function listPages(entries: Readonly<Record<string, RouteEntry>>, readDataFile: ReadDataFile): PrerenderPage[] {
  return Object.entries(entries).flatMap(([name, entry]): PrerenderPage[] => {
    if (entry.prerender === false) return [];
    const indexed = entry.indexed !== false;
    if (!entry.path.includes(':')) return [{ name, pathname: entry.path, params: {}, indexed }];
    if (!entry.path.endsWith(`/${ID_PARAMETER}`) || !entry.ids) {
      throw new Error(`Route manifest: ${name} (${entry.path}) needs a trailing /:id and an ids source to be prerendered`);
    }
    return entry.ids.list(readDataFile(entry.ids.dataFile)).map((id) => ({
      name,
      pathname: entry.path.replace(ID_PARAMETER, encodeURIComponent(String(id))),
      params: { id: String(id) },
      indexed,
    }));
  });
}

/**
 * Paths the server answers with the client shell when no page was written for them: detail routes
 * (an id without a record shows the screen's not-found state) and client-only pages.
 */
export function clientShellPatterns(entries: Readonly<Record<string, RouteEntry>>): string[] {
  return Object.values(entries)
    .filter((entry) => entry.path.includes(':') || entry.prerender === false)
    .map((entry) => entry.path);
}
