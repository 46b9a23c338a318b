import type { PageEntry } from '@/app/page-contract';

/** One URL to prerender: the manifest entry it belongs to and its parameters. */
export type PrerenderPage = { name: string; pathname: string; params: Record<string, string>; /** Listed in the sitemap. */ indexed: boolean };

/** Reads a data file of public/ by its site path, e.g. '/data/services.json'. */
export type ReadDataFile = (path: string) => unknown;

const ID_PARAMETER = ':id';

/** Every URL to prerender: each static entry, and each detail entry once per id in its data file. */
export function listPages(entries: Readonly<Record<string, PageEntry>>, readDataFile: ReadDataFile): PrerenderPage[] {
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

/** Paths the server answers with the client shell: the pages only the browser renders. */
export function clientShellPatterns(entries: Readonly<Record<string, PageEntry>>): string[] {
  return Object.values(entries)
    .filter((entry) => entry.prerender === false)
    .map((entry) => entry.path);
}

/**
 * Stands for the id in a detail route's not-found page. The server answers an id without a page with that
 * page and a 404, writing the id (HTML-escaped) in its place, so the HTML is what the client renders there.
 */
export const NOT_FOUND_ID_PLACEHOLDER = 'unknown-id-9f3c2a';

/** One page per prerendered detail route, rendered for an id its data file does not have. */
export function notFoundPages(entries: Readonly<Record<string, PageEntry>>): PrerenderPage[] {
  return Object.entries(entries)
    .filter(([, entry]) => entry.ids !== undefined && entry.prerender !== false)
    .map(([name, entry]) => ({
      name,
      pathname: entry.path.replace(ID_PARAMETER, NOT_FOUND_ID_PLACEHOLDER),
      params: { id: NOT_FOUND_ID_PLACEHOLDER },
      indexed: false,
    }));
}
