import type { Locale } from '../../src/lib/i18n/locale';

/** dist/ file listing each named chunk group's files, for the build of `locale`. */
export const chunkGroupsFile = (locale: Locale) => (locale === 'en' ? 'chunk-groups.json' : `chunk-groups-${locale}.json`);

/** dist/ file listing every JS and CSS file the build of `locale` wrote. */
export const chunkFilesFile = (locale: Locale) => (locale === 'en' ? 'chunk-files.json' : `chunk-files-${locale}.json`);

/** Folder of the renderer of `locale`'s pages, `render.js` and its chunks (the languages' chunks share names). */
export const rendererFolder = (locale: Locale) => (locale === 'en' ? 'dist-server' : `dist-server/${locale}`);

/** The page template the browser build of `locale` writes, in dist/. */
export const templateFile = (locale: Locale) => (locale === 'en' ? 'index.html' : `static/${locale}/index.html`);

