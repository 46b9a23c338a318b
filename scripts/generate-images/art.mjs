import { accent, glyphs, soft, white } from './glyphs.mjs';

export const palette = { brand: '#095C57', brandLight: '#0F827A', tint: '#E7F3F2', surface: '#F1F4F4' };
const stroke = `fill="none" stroke="${palette.brand}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">${body}</svg>\n`;

/** A line glyph in the tinted brand circle: services, specialities, steps, OPD tabs. */
export function icon(glyphName) {
  const glyph = glyphs[glyphName];
  if (!glyph) throw new Error(`Unknown glyph ${glyphName}`);
  return svg(`<circle cx="48" cy="48" r="47" fill="${palette.tint}"/><g ${stroke}>${glyph}</g>`);
}

const label = (x, y, width, height) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="2" ${soft}/><path d="M${x + 4} ${y + height / 2}h${width - 8}" ${accent}/>`;

// Product silhouettes, each centred on cx and standing on y = 72.
const shapes = {
  tube: (cx) => `<path d="M${cx - 12} 28h24l-3 36h-18Z" ${white}/><path d="M${cx - 12} 28h24"/><rect x="${cx - 7}" y="64" width="14" height="8" rx="2"/>${label(cx - 8, 40, 16, 12)}`,
  jar: (cx) => `<rect x="${cx - 16}" y="40" width="32" height="8" rx="2"/><rect x="${cx - 18}" y="48" width="36" height="24" rx="6" ${white}/>${label(cx - 12, 54, 24, 12)}`,
  pump: (cx) => `<rect x="${cx - 11}" y="40" width="22" height="32" rx="5" ${white}/><path d="M${cx - 4} 40v-6h8v6M${cx} 34v-8h10"/>${label(cx - 7, 48, 14, 14)}`,
  dropper: (cx) => `<rect x="${cx - 11}" y="44" width="22" height="28" rx="5" ${white}/><path d="M${cx - 7} 44v-6h14v6M${cx - 4} 38v-8a4 4 0 0 1 8 0v8"/>${label(cx - 7, 52, 14, 12)}`,
};

/** One product on a neutral card surface: featured skincare products. */
export function product(shape) {
  if (!shapes[shape]) throw new Error(`Unknown product shape ${shape}`);
  return svg(`<rect width="96" height="96" rx="12" fill="${palette.surface}"/><g ${stroke}>${shapes[shape](48)}</g>`);
}

/** Two to four products side by side, scaled to fit and centred: skincare packages. */
export function kit(shapeNames) {
  const step = 96 / (shapeNames.length + 1);
  const items = shapeNames
    .map((shape, index) => {
      const cx = step * (index + 1);
      return `<g transform="translate(${cx} 62) scale(0.72) translate(${-cx} -72)">${shapes[shape](cx)}</g>`;
    })
    .join('');
  return svg(`<rect width="96" height="96" rx="12" fill="${palette.surface}"/><g ${stroke}>${items}</g>`);
}

const avatarTints = ['#E7F3F2', '#EEF1F1', '#DCEEEC', '#F4EEE6'];

export function initialsOf(name) {
  const words = name.replace(/^Dr\.\s*/, '').replace(/\./g, '').split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** Initials on a soft circle — never a photo; doctors carry a small stethoscope-cross badge. */
export function avatar(name, index, { doctor = false } = {}) {
  const tint = avatarTints[index % avatarTints.length];
  const badge = doctor
    ? `<circle cx="74" cy="74" r="12" fill="#FFFFFF" stroke="${palette.brand}" stroke-width="3"/><path d="M74 68v12M68 74h12" stroke="#E8862A" stroke-width="3" stroke-linecap="round"/>`
    : '';
  return svg(
    `<circle cx="48" cy="48" r="47" fill="${tint}"/>` +
      `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="32" font-weight="600" fill="${palette.brand}">${initialsOf(name)}</text>` +
      badge,
  );
}
