import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { dataFiles } from '../../src/features/catalogue/data-files';
import { hindiSidecarPath } from '../../src/lib/i18n/data-path';
import { decodeEntities, textOf } from './served-html';

/*
 * Issue 25's leak test: on every prerendered Hindi page, the text a visitor reads or hears outside the catalogue
 * records holds no English message of the site's catalogues — compared against the catalogues' own messages
 * (each English message whose Hindi differs), not a word list — and no English text of a data file that has a
 * Hindi sidecar.
 */

type Page = { path: string; file: string; locale: string };
const hindiPages = (JSON.parse(readFileSync('dist/pages.json', 'utf8')) as Page[]).filter((page) => page.locale === 'hi');

/** Every catalogue's English module (`*-messages.en.ts`) beside its Hindi one. */
const catalogueFiles = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('-messages.en.ts'))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** A message as the text a page can show: a string as it is; a function's fixed parts around its arguments (a stand-in, or a list of one). */
function shownParts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (typeof message !== 'function') return [];
  const call = message as (...args: unknown[]) => unknown;
  for (const argument of ['⁂', ['⁂']]) {
    try {
      const shown = call(...Array.from({ length: call.length }, () => argument));
      if (typeof shown === 'string') return shown.split(/⁂|NaN|\d+/);
    } catch {
      // The message needs another kind of argument: try the next stand-in.
    }
  }
  return [];
}

/** The English messages whose Hindi differs, flattened (nested groups included). */
function translatedMessages(english: unknown, hindi: unknown): string[] {
  if (typeof english === 'object' && english !== null) {
    return Object.entries(english).flatMap(([key, value]) => translatedMessages(value, (hindi as Record<string, unknown> | undefined)?.[key]));
  }
  const hindiParts = new Set(shownParts(hindi).map((part) => part.trim()));
  return shownParts(english).filter((part) => !hindiParts.has(part.trim()));
}

/** Long enough to be a phrase of the interface rather than a shared word or a name (OTP, MRI, Healvia): two words and a letter. */
const isPhrase = (text: string) => /[A-Za-z]{2}/.test(text) && text.trim().split(/\s+/).length >= 2;

async function englishMessages(): Promise<string[]> {
  const messages = await Promise.all(
    catalogueFiles.map(async (file) => {
      const english = (await import(pathToFileURL(path.resolve(file)).href)) as { en: unknown };
      const hindi = (await import(pathToFileURL(path.resolve(file.replace(/\.en\.ts$/, '.hi.ts'))).href)) as { hi: unknown };
      return translatedMessages(english.en, hindi.hi);
    }),
  );
  return [...new Set(messages.flat().map((text) => text.trim().replace(/\s+/g, ' ')))].filter(isPhrase);
}

/** Every string in a parsed JSON file. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(stringsOf) : [];
const readPublic = (file: string) => JSON.parse(readFileSync(`public${file}`, 'utf8')) as unknown;

/** The English texts of the files that have a Hindi sidecar, where the sidecar says it otherwise. */
function sidecarEnglish(): string[] {
  return dataFiles
    .filter((entry) => entry.hindi)
    .flatMap((entry) => {
      const hindi = new Set(stringsOf(readPublic(hindiSidecarPath(entry.path))));
      return stringsOf(readPublic(entry.path)).filter((text) => !hindi.has(text) && isPhrase(text));
    });
}

/** The catalogue records' own text (the data files without a sidecar), longest first: English on every page, by design. */
const recordTexts = () =>
  [...new Set(dataFiles.filter((entry) => !entry.hindi).flatMap((entry) => stringsOf(readPublic(entry.path))))].sort((a, b) => b.length - a.length);

/** What a visitor reads or hears: the title, the description, the body's text and its accessible names and alternatives. */
function readableText(html: string): string {
  const head = [/<title>([^<]*)<\/title>/, /<meta name="description" content="([^"]*)"/].map((pattern) => decodeEntities(pattern.exec(html)?.[1] ?? ''));
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder|aria-roledescription)="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''));
  return [...head, textOf(body), ...attributes].join('\n').replace(/\s+/g, ' ');
}

test('no Hindi page shows an English message of the catalogues or an English text that has a Hindi sidecar', async () => {
  const messages = await englishMessages();
  const sidecars = sidecarEnglish();
  const records = recordTexts();
  expect(messages.length, 'English messages found in the catalogues').toBeGreaterThan(300);
  expect(hindiPages.length).toBeGreaterThan(60);
  const leaks = hindiPages.flatMap((page) => {
    const text = records.reduce((rest, record) => rest.replaceAll(record, ' '), readableText(readFileSync(path.join('dist', page.file), 'utf8')));
    return [...messages, ...sidecars].filter((message) => text.includes(message)).map((message) => `${page.path}: "${message}"`);
  });
  expect(leaks).toEqual([]);
});
