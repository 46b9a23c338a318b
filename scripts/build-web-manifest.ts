// Writes the web app manifest and its PNG icons into dist/ (the pages link them: rsbuild.config.ts html.tags).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON_PATH, WEB_MANIFEST_PATH } from '@/lib/web-app-files';
import { appIconSvg } from './web-manifest/app-icon-svg';
import { MANIFEST_ICONS, webAppManifest, type AppIcon } from './web-manifest/web-app-manifest';

const dist = path.resolve(import.meta.dirname, '../dist');
/** The SVG's own size: rendered at the density that gives the icon's size, so nothing is scaled after. */
const SVG_SIZE = 64;

async function writeIcon({ file, size, shape }: Pick<AppIcon, 'file' | 'size' | 'shape'>): Promise<void> {
  const png = await sharp(Buffer.from(appIconSvg(shape)), { density: (72 * size) / SVG_SIZE })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), png);
}

await Promise.all([...MANIFEST_ICONS, { file: APPLE_TOUCH_ICON_PATH.slice(1), size: 180, shape: 'full-bleed' as const }].map(writeIcon));
writeFileSync(path.join(dist, WEB_MANIFEST_PATH), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
console.log(`Web app manifest: dist${WEB_MANIFEST_PATH}, ${MANIFEST_ICONS.length + 1} icons`);
