import { pageLocale } from '@/lib/i18n/page-locale';

/** A text-only data file's Hindi sidecar beside it: `/data/faqs.json` → `/data/faqs.hi.json`, same schema. */
export const hindiSidecarPath = (path: string) => path.replace(/\.json$/, '.hi.json');

/** The English file a sidecar stands beside: `/data/faqs.hi.json` → `/data/faqs.json`; any other path as it is. */
export const englishDataPath = (path: string) => path.replace(/\.hi\.json$/, '.json');

/**
 * The path of a text-only data file (FAQs, self-check cards: text, no catalogue records or API values) in the
 * page's language: its Hindi sidecar on Hindi pages. List the file with `{ hindi: true }` in the data-file
 * registry, so the build checks the sidecar against the same schema.
 */
export const inPageLanguage = <P extends string>(path: P): P => (pageLocale === 'hi' ? (hindiSidecarPath(path) as P) : path);
