/** The worker's runtime caches; precached files live in Workbox's own precache. */
export const PAGES_CACHE = 'pages';
/** Hashed scripts and styles outside the current precache: rarely used chunks, and the previous deployment's. */
export const STATIC_ASSETS_CACHE = 'static-assets';
export const IMAGES_CACHE = 'images';
const DATA_FILES_CACHE_PREFIX = 'data-files-';

export const dataFilesCacheName = (dataVersion: string) => `${DATA_FILES_CACHE_PREFIX}${dataVersion}`;

/** Data caches of earlier deployments, to delete once this worker is active. */
export const isOutdatedDataFilesCache = (cacheName: string, dataVersion: string) =>
  cacheName.startsWith(DATA_FILES_CACHE_PREFIX) && cacheName !== dataFilesCacheName(dataVersion);

const DAY_S = 24 * 60 * 60;

/** Limits of each runtime cache: a phone's storage is shared with everything else on it. */
export const cacheLimits = {
  pages: { maxEntries: 40, maxAgeSeconds: 30 * DAY_S },
  staticAssets: { maxEntries: 200, maxAgeSeconds: 30 * DAY_S },
  images: { maxEntries: 80, maxAgeSeconds: 30 * DAY_S },
  dataFiles: { maxEntries: 60, maxAgeSeconds: 7 * DAY_S },
} as const;
