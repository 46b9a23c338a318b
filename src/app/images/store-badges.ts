import appStoreSvg from '@/app/images/app-store-badge.svg?raw';
import googlePlaySvg from '@/app/images/google-play-badge.svg?raw';
import { svgDataUri } from '@/lib/svg-data-uri';

/**
 * The app stores' badges, inline in the page: under 1 KB each, every request they saved weighs on a slow
 * connection's first paint more than their bytes do. Their names for a screen reader are the page's `alt`.
 */
export const storeBadges = { appStore: svgDataUri(appStoreSvg), googlePlay: svgDataUri(googlePlaySvg) };
