/** Id of the JSON <script> in which a prerendered page carries its data files; absent in the client-only shell. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the prerender embeds for hydration: each data file the page read, by its SWR key. */
export type PageData = { dataFiles: Record<string, unknown> };

/**
 * Id of the JSON <script> listing the script chunks a prerendered page boots with. The page fetches them
 * once its content is on screen (src/main.tsx), not from <head>: fetched before the first paint, they
 * count against Lighthouse's simulated LCP although the page does not need them to paint.
 */
export const BOOT_CHUNKS_ELEMENT_ID = 'boot-chunks';
