import { ramps } from '@theme/primitives';
import { tokens } from '@theme/tokens';
import { brandMarkShape } from '../../src/lib/brand-mark-shape';

/** The favicon's mark (public/favicon.svg) drawn from the theme: a cross on the brand colour and the accent dot. */
const { size, cornerRadius, cross, dot } = brandMarkShape;
const MARK = `<path d="${cross}" fill="${tokens.textOnBrand}"/><circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${ramps.saffron[500]}"/>`;

/**
 * `rounded`: the favicon's rounded square, for launchers that show icons as they are. `full-bleed`: a square
 * filled to the edges with the mark inside the central 80 % safe zone, for maskable icons (the platform
 * cuts its own shape) and iOS, which fills transparent corners with black.
 */
export function appIconSvg(shape: 'rounded' | 'full-bleed'): string {
  const corners = shape === 'rounded' ? ` rx="${cornerRadius}"` : '';
  const background = `<rect width="${size}" height="${size}"${corners} fill="${tokens.brand}"/>`;
  const centre = size / 2;
  const mark = shape === 'rounded' ? MARK : `<g transform="translate(${centre} ${centre}) scale(0.75) translate(-${centre} -${centre})">${MARK}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${background}${mark}</svg>`;
}
