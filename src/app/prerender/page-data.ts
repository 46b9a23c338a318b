/** Id of the JSON <script> in which a prerendered page carries its data files; absent in the client-only shell. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the prerender embeds for hydration: each data file the page read, by its SWR key. */
export type PageData = { dataFiles: Record<string, unknown> };
