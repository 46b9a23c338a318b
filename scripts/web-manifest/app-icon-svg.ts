import { ramps } from '@theme/primitives';
import { tokens } from '@theme/tokens';

/** The favicon's mark (public/favicon.svg) drawn from the theme: a cross on the brand colour and the accent dot. */
const MARK = `<path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="${tokens.textOnBrand}"/><circle cx="47" cy="47" r="6" fill="${ramps.saffron[500]}"/>`;

/**
 * `rounded`: the favicon's rounded square, for launchers that show icons as they are. `full-bleed`: a square
 * filled to the edges with the mark inside the central 80 % safe zone, for maskable icons (the platform
 * cuts its own shape) and iOS, which fills transparent corners with black.
 */
export function appIconSvg(shape: 'rounded' | 'full-bleed'): string {
  const background = shape === 'rounded' ? `<rect width="64" height="64" rx="14" fill="${tokens.brand}"/>` : `<rect width="64" height="64" fill="${tokens.brand}"/>`;
  const mark = shape === 'rounded' ? MARK : `<g transform="translate(32 32) scale(0.75) translate(-32 -32)">${MARK}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${background}${mark}</svg>`;
}
