/**
 * Id of the JSON <script> in which a prerendered page carries its data files; absent in the client-only shell. A
 * page whose HTML would not fit the first round trip (scripts/prerender/page-layout.ts) leaves it empty and names
 * the file holding the same JSON in its `data-src`, which the page fetches after its first paint (src/main.tsx).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the prerender embeds for hydration: each data file the page read, by its SWR key. */
export type PageData = { dataFiles: Record<string, unknown> };

/** Where a page's data lives when it is not in the page: content-hashed, so browsers and the worker keep it for good. */
export const PAGE_DATA_FILE_FOLDER = 'static/page-data';

/** The page's data block, holding the data or naming its file. */
export function pageDataTag(data: { json: string } | { file: string }): string {
  const open = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}"`;
  return 'json' in data ? `${open}>${data.json}</script>` : `${open} data-src="/${data.file}"></script>`;
}

/** The file a page's HTML names for its data, if it keeps its data out of the page. */
export function pageDataFileIn(html: string): string | undefined {
  return new RegExp(`id="${PAGE_DATA_ELEMENT_ID}" data-src="([^"]+)"`).exec(html)?.[1];
}

/**
 * Id of the JSON <script> listing the script chunks a prerendered page boots with. The page fetches them
 * once its content is on screen (src/main.tsx), not from <head>: fetched before the first paint, they
 * count against Lighthouse's simulated LCP although the page does not need them to paint.
 */
export const BOOT_CHUNKS_ELEMENT_ID = 'boot-chunks';
