// The site's Hindi text, for the Devanagari font subset (subset-devanagari.mjs) and its test.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every Hindi catalogue (`*.hi.ts`) and data sidecar (`*.hi.json`) of the site. */
export function hindiTextFiles(root = '.') {
  return ['src', 'public/data', 'public/detailedData'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.hi\.(?:ts|json)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

/** The Devanagari block's characters in a text. */
export function devanagariCodePoints(text) {
  return new Set([...text].map((char) => char.codePointAt(0)).filter((codePoint) => codePoint >= 0x0900 && codePoint <= 0x097f));
}

/** Devanagari the browser writes itself: Hindi month names in dates (`Intl.DateTimeFormat('hi-IN')`). */
export function intlDevanagariText() {
  const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15)));
  return ['long', 'short'].flatMap((month) => months.map((date) => new Intl.DateTimeFormat('hi-IN', { month, timeZone: 'UTC' }).format(date))).join(' ');
}

/** The site's Hindi text: its catalogues and sidecars, and the dates the browser writes. */
export const siteHindiText = (root = '.') => [...hindiTextFiles(root).map((file) => readFileSync(file, 'utf8')), intlDevanagariText()].join('\n');

/** Each distinct run of Devanagari (with the joiners) in a text: the units a browser shapes. */
export function devanagariRuns(text) {
  return [...new Set(text.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? [])];
}
