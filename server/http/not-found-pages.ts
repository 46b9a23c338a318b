import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFilePartValue } from '@/lib/data-file';

/** Written by scripts/prerender.ts: each detail route's not-found page, and the text standing for the id in it. */
const NOT_FOUND_PAGES_FILE = 'not-found-pages.json';

type Manifest = { idPlaceholder: string; pages: { pattern: string; file: string }[] };

type NotFoundPage = { matcher: RegExp; html: string };

/**
 * '/medical-services/:id' → a matcher for one non-empty path segment in place of each parameter, captured.
 * A control character is no part of any id (and HTML cannot carry NUL back to the browser as typed).
 */
export function patternMatcher(pattern: string): RegExp {
  const segments = pattern.split('/').map((segment) => (segment.startsWith(':') ? '([^/\\p{Cc}]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`, 'u');
}

/** React's escaping of text: the page then holds exactly what the browser renders for this id, so it hydrates. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);

/** The data a page embeds (scripts/prerender.ts): its keys name the record the page shows, the id among them. */
const PAGE_DATA = /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/;

/** The page naming `id`: in its data's keys as the browser writes them (dataFilePartKey), in its text as React does. */
const naming = (html: string, placeholder: string, id: string) =>
  html
    .replace(PAGE_DATA, (script) => script.replaceAll(placeholder, () => dataFilePartValue(id)))
    .replaceAll(placeholder, () => escapeHtml(id));

export type NotFoundPages = {
  /** The not-found page of the detail route `sitePath` belongs to, naming its id; undefined for other paths. */
  htmlFor(sitePath: string): string | undefined;
};

/** Reads the pages once, at start: a build replaces them only together with a restart. */
export function readNotFoundPages(root: string): NotFoundPages {
  const manifestFile = path.join(root, NOT_FOUND_PAGES_FILE);
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { idPlaceholder: '', pages: [] };
  const pages: NotFoundPage[] = manifest.pages.map(({ pattern, file }) => ({
    matcher: patternMatcher(pattern),
    html: readFileSync(path.join(root, file), 'utf8'),
  }));
  return {
    htmlFor(sitePath) {
      for (const { matcher, html } of pages) {
        const id = matcher.exec(sitePath)?.[1];
        if (id !== undefined) return naming(html, manifest.idPlaceholder, id);
      }
      return undefined;
    },
  };
}
