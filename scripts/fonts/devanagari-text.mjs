// The site's Hindi text, for the Devanagari font subset (subset-devanagari.mjs) and its test.
import { readdirSync } from 'node:fs';
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
