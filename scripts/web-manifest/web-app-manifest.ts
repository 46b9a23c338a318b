import { siteConfig } from '@/lib/site-config';
import { tokens } from '@theme/tokens';

export type AppIcon = { file: string; size: number; purpose: 'any' | 'maskable'; shape: 'rounded' | 'full-bleed' };

/** The icons the manifest lists: 192 and 512 px as Chrome's install needs, and a maskable one for Android. */
export const MANIFEST_ICONS: readonly AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', shape: 'rounded' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', shape: 'rounded' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', shape: 'full-bleed' },
];

/** The web app manifest: brand values from site-config, colours from the theme tokens. */
export function webAppManifest() {
  return {
    id: '/',
    name: siteConfig.brandName,
    short_name: siteConfig.brandName,
    description: siteConfig.tagline,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: tokens.brand,
    background_color: tokens.surface,
    icons: MANIFEST_ICONS.map(({ file, size, purpose }) => ({ src: `/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}
