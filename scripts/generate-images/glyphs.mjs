// Line glyphs on a 96 × 96 grid, drawn inside roughly 22–74 so they sit in the tinted circle.
// The caller wraps them in a group that sets the one stroke colour and weight; `accent` marks
// the single warm detail each glyph may carry.
export const accent = 'stroke="#E8862A"';
export const accentFill = 'fill="#E8862A" stroke="none"';
export const soft = 'fill="#CFE7E4"';
export const white = 'fill="#FFFFFF"';

const heartPath = 'M48 70C34 61 25 52 25 41C25 33 31 28 37.5 28C42.5 28 46 31 48 35C50 31 53.5 28 58.5 28C65 28 71 33 71 41C71 52 62 61 48 70Z';

export const glyphs = {
  heart: `<path d="${heartPath}" ${soft}/><path d="M33 45h8l3-6 5 12 3-6h11" ${accent}/>`,
  heartPulse: `<path d="${heartPath}"/><path d="M30 46h9l4-7 5 13 4-6h14" ${accent}/>`,
  twoHearts: `<path d="M40 66C30 59 24 52 24 45C24 39 28 36 33 36C36 36 39 38 40 41C41 38 44 36 47 36C52 36 56 39 56 45C56 52 50 59 40 66Z" ${soft}/><path d="M58 52C52 47 48 43 48 38C48 34 51 31 55 31C57 31 59 32 60 34C61 32 63 31 65 31C69 31 72 34 72 38C72 43 68 47 58 52Z" ${accent}/>`,
  stethoscope: `<path d="M34 24v14a14 14 0 0 0 28 0V24M30 24h8M58 24h8M48 52v8a9 9 0 0 0 18 0v-4"/><circle cx="66" cy="50" r="6" ${accent}/>`,
  brain: `<path d="M46 30c-4-5-14-4-15 3-7 0-10 8-6 13-4 5 0 12 6 12 1 6 9 8 15 4V30Z" ${soft}/><path d="M50 30c4-5 14-4 15 3 7 0 10 8 6 13 4 5 0 12-6 12-1 6-9 8-15 4V30Z" ${soft}/><path d="M34 44c4 0 6 2 6 6M62 44c-4 0-6 2-6 6" ${accent}/>`,
  mind: `<path d="M40 72V62c-5-3-9-9-9-16 0-11 9-20 20-20s19 8 19 19l5 8-5 2v7a4 4 0 0 1-4 4h-6v8"/><path d="M51 37a6 6 0 1 0 6 6" ${accent}/>`,
  tooth: `<path d="M34 32c0-7 7-9 14-5 7-4 14-2 14 5 0 8-2 12-4 20-1 8-2 14-5 14-3 0-3-10-5-14-2 4-2 14-5 14-3 0-4-6-5-14-2-8-4-12-4-20Z" ${white}/><path d="M67 22v8M63 26h8" ${accent}/>`,
  eye: `<path d="M22 48c8-12 17-18 26-18s18 6 26 18c-8 12-17 18-26 18s-18-6-26-18Z" ${white}/><circle cx="48" cy="48" r="9"/><circle cx="48" cy="48" r="3.5" ${accentFill}/>`,
  bone: `<g ${white}><circle cx="31" cy="38" r="7"/><circle cx="38" cy="31" r="7"/><circle cx="58" cy="65" r="7"/><circle cx="65" cy="58" r="7"/></g><path d="M38.5 33.5 63 58 58 63 33.5 38.5Z" fill="#FFFFFF" stroke="none"/><path d="M39.5 32.5 63.5 56.5M32.5 39.5 56.5 63.5"/><path d="M64 30l6-6" ${accent}/>`,
  dropper: `<rect x="38" y="42" width="20" height="30" rx="5" ${white}/><path d="M42 42v-6h12v6M45 36v-8a3 3 0 0 1 6 0v8"/><path d="M38 54h20" ${accent}/>`,
  baby: `<circle cx="48" cy="50" r="19" ${white}/><path d="M44 31c0-4 4-6 7-3"/><circle cx="41" cy="48" r="1.8" fill="#095C57" stroke="none"/><circle cx="55" cy="48" r="1.8" fill="#095C57" stroke="none"/><path d="M42 57c3 3 9 3 12 0"/><circle cx="36" cy="54" r="2.5" ${accentFill}/><circle cx="60" cy="54" r="2.5" ${accentFill}/>`,
  lungs: `<path d="M48 24v22M48 40l-7 6M48 40l7 6"/><path d="M42 36c-8-2-16 10-16 24 0 6 4 8 9 7l7-2V36Z" ${soft}/><path d="M54 36c8-2 16 10 16 24 0 6-4 8-9 7l-7-2V36Z" ${soft}/><path d="M32 60c2-4 5-6 8-6" ${accent}/>`,
  kidney: `<path d="M52 26c-14-2-24 8-24 22s10 24 24 22c8-1 10-8 6-13-4-4-4-14 0-18 4-5 2-12-6-13Z" ${soft}/><path d="M58 44c4 0 8 4 8 10v18" ${accent}/>`,
  stomach: `<path d="M44 24v10c0 4-3 6-7 8-6 4-9 10-9 16 0 9 8 14 17 14 12 0 23-8 23-22 0-8-5-12-11-12-4 0-7 2-8 5" ${soft}/><path d="M37 58c3 3 8 4 12 2" ${accent}/>`,
  ear: `<path d="M36 44c0-10 7-18 17-18 9 0 16 7 16 16 0 8-6 11-9 15-3 3-3 9-8 11-5 2-9-1-10-5" ${white}/><path d="M46 44c0-5 3-8 7-8s7 3 7 7c0 5-6 5-6 10"/><path d="M26 40c-2 3-2 9 0 12" ${accent}/>`,
  female: `<circle cx="48" cy="40" r="14" ${white}/><path d="M48 54v18M40 64h16"/><circle cx="48" cy="40" r="4" ${accentFill}/>`,
  butterfly: `<path d="M47 38c-6-9-20-10-21 0-1 7 5 12 12 12-6 2-9 8-5 12s10-1 14-10V38Z" ${soft}/><path d="M49 38c6-9 20-10 21 0 1 7-5 12-12 12 6 2 9 8 5 12s-10-1-14-10V38Z" ${soft}/><path d="M48 32v34" ${accent}/>`,
  glucometer: `<rect x="32" y="30" width="28" height="40" rx="6" ${white}/><rect x="37" y="36" width="18" height="12" rx="2"/><path d="M46 24v8" /><path d="M66 44c-3 4-5 7-5 9a5 5 0 0 0 10 0c0-2-2-5-5-9Z" ${accent}/>`,
  ribbon: `<path d="M48 48c-6-6-9-11-9-16a9 9 0 0 1 18 0c0 5-3 10-9 16ZM48 48 36 70M48 48l12 22" ${accent}/>`,
  apple: `<path d="M48 36c-4-3-18-4-20 10-2 12 7 26 14 26 3 0 4-2 6-2s3 2 6 2c7 0 16-14 14-26-2-14-16-13-20-10Z" ${white}/><path d="M48 36c0-6 2-10 6-12"/><path d="M50 30c4-5 10-5 12-3-3 4-8 5-12 3Z" ${accent}/>`,
  dumbbell: `<path d="M36 48h24"/><rect x="26" y="36" width="10" height="24" rx="3" ${white}/><rect x="60" y="36" width="10" height="24" rx="3" ${white}/><path d="M22 42v12M74 42v12" ${accent}/>`,
  leaf: `<path d="M28 68c0-26 16-40 42-42 0 26-14 42-42 42Z" ${soft}/><path d="M28 68 54 42" ${accent}/>`,
  globules: `<path d="M40 32h16v6l4 6v22a4 4 0 0 1-4 4H40a4 4 0 0 1-4-4V44l4-6Z" ${white}/><path d="M40 38h16M38 26h20"/><g ${accentFill}><circle cx="44" cy="58" r="2.5"/><circle cx="52" cy="58" r="2.5"/><circle cx="48" cy="52" r="2.5"/></g>`,
  virus: `<circle cx="48" cy="48" r="14" ${soft}/><path d="M48 34v-8M48 62v8M34 48h-8M62 48h8M38 38l-6-6M58 58l6 6M58 38l6-6M38 58l-6 6"/><circle cx="44" cy="45" r="3" ${accentFill}/>`,
  comb: `<path d="M26 58h44v6H26ZM30 58v-10M36 58v-10M42 58v-10M48 58v-10M54 58v-10M60 58v-10M66 58v-10"/><path d="M32 40c6-12 26-16 36-6" ${accent}/>`,
  flower: `<g ${white}><ellipse cx="48" cy="31" rx="6" ry="9"/><ellipse cx="48" cy="53" rx="6" ry="9"/><ellipse cx="37" cy="42" rx="9" ry="6"/><ellipse cx="59" cy="42" rx="9" ry="6"/></g><circle cx="48" cy="42" r="5" ${accentFill}/><path d="M48 62v10M48 68c4-4 9-4 12-2"/>`,
  liver: `<path d="M26 42c0-8 8-12 18-12 14 0 26 2 26 10 0 10-14 18-26 24-8 4-18 0-18-10Z" ${soft}/><path d="M48 34c-2 8-2 16 2 22" ${accent}/>`,
  leg: `<path d="M42 24v26c0 8-2 14-2 20h16c2-4 0-8-2-10-2-4-2-10-2-14V24"/><path d="M46 32c2 6-2 10 0 16s-2 10 0 14" ${accent}/>`,
  scalpel: `<path d="M28 68 54 42l6 6-26 26Z" ${white}/><path d="M54 42l8-14c4-4 10 2 6 6L60 48" ${soft}/><path d="M40 56l6 6" ${accent}/>`,
  bloodDrop: `<path d="M48 24C40 36 32 46 32 55a16 16 0 0 0 32 0c0-9-8-19-16-31Z" ${soft}/><path d="M41 56a7 7 0 0 0 7 7" ${accent}/>`,
  capsule: `<g transform="rotate(-45 48 48)"><rect x="26" y="38" width="44" height="20" rx="10" ${white}/><path d="M48 38v20"/><path d="M48 38h-12a10 10 0 0 0 0 20h12Z" fill="#E8862A" fill-opacity="0.35"/></g>`,
  testTube: `<path d="M40 24h16M42 24v38a6 6 0 0 0 12 0V24" ${white}/><path d="M42 46h12" ${accent}/><path d="M60 36h8M64 32v8"/>`,
  ctScanner: `<circle cx="48" cy="44" r="18" ${white}/><path d="M38 36h20M36 44h24M38 52h20"/><path d="M24 68h48M34 68v-6h28v6"/><path d="M62 30l4-4" ${accent}/>`,
  scanner: `<circle cx="48" cy="44" r="18" ${white}/><circle cx="48" cy="44" r="8"/><path d="M24 68h48M34 68v-6h28v6"/><path d="M62 30l4-4" ${accent}/>`,
  video: `<rect x="24" y="28" width="48" height="32" rx="4" ${white}/><path d="M40 70h16M48 60v10"/><circle cx="48" cy="40" r="5"/><path d="M39 54c2-4 5-6 9-6s7 2 9 6"/><path d="M64 33v6M61 36h6" ${accent}/>`,
  hospital: `<path d="M28 70V36l20-10 20 10v34Z" ${white}/><path d="M24 70h48M42 70V58h12v12"/><path d="M48 38v12M42 44h12" ${accent}/>`,
  pin: `<path d="M48 72S30 54 30 40a18 18 0 0 1 36 0c0 14-18 32-18 32Z" ${white}/><path d="M48 33v14M41 40h14" ${accent}/>`,
  gauge: `<path d="M26 60a22 22 0 1 1 44 0"/><path d="M48 60l10-14" ${accent}/><circle cx="48" cy="60" r="3" fill="#095C57"/><path d="M26 60h6M64 60h6M48 38v6"/>`,
  calendar: `<rect x="26" y="30" width="44" height="40" rx="5" ${white}/><path d="M26 42h44M36 24v10M60 24v10"/><rect x="50" y="50" width="10" height="10" rx="2" ${accent}/>`,
  house: `<path d="M26 46 48 28l22 18M32 42v28h32V42"/><path d="M48 48v14M41 55h14" ${accent}/>`,
  sealedBag: `<path d="M30 32h36v36a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4Z" ${white}/><path d="M30 40h36"/><path d="M44 46h8M46 46v16a2 2 0 0 0 4 0V46"/><path d="M36 32v-6h24v6" ${accent}/>`,
  phoneReport: `<rect x="34" y="22" width="28" height="52" rx="5" ${white}/><path d="M44 28h8M40 40h16M40 47h16M40 54h9"/><path d="M50 62l4 4 8-9" ${accent}/>`,
  clock: `<circle cx="48" cy="48" r="22" ${white}/><path d="M48 34v14l9 6" ${accent}/>`,
  glasses: `<circle cx="36" cy="50" r="10" ${white}/><circle cx="60" cy="50" r="10" ${white}/><path d="M46 48c1-2 3-2 4 0M26 48l-4-10M70 48l4-10"/><path d="M32 46c1-2 3-3 5-3" ${accent}/>`,
  clipboard: `<rect x="30" y="28" width="36" height="44" rx="4" ${white}/><path d="M40 24h16v8H40Z"/><path d="M38 46l4 4 8-8" ${accent}/><path d="M38 60h20"/>`,
  probe: `<path d="M40 24h16v16l4 10H36l4-10Z" ${white}/><path d="M48 50v8c0 6 6 6 6 12"/><path d="M34 56c4 4 24 4 28 0M38 62c4 3 16 3 20 0" ${accent}/>`,
  ribcage: `<path d="M48 24v46"/><path d="M46 32c-10 0-18 4-18 8M46 40c-10 0-18 4-18 10M46 48c-10 0-16 4-16 10M46 56c-8 0-12 3-12 8M50 32c10 0 18 4 18 8M50 40c10 0 18 4 18 10M50 48c10 0 16 4 16 10M50 56c8 0 12 3 12 8"/><path d="M40 26h16" ${accent}/>`,
  bpMonitor: `<rect x="24" y="34" width="30" height="34" rx="5" ${white}/><rect x="29" y="40" width="20" height="12" rx="2"/><path d="M54 50h6c6 0 8-8 8-14" /><rect x="62" y="24" width="12" height="14" rx="3" ${accent}/>`,
  bandage: `<g transform="rotate(-45 48 48)"><rect x="22" y="38" width="52" height="20" rx="10" ${white}/><rect x="40" y="38" width="16" height="20" ${soft}/></g><g ${accentFill}><circle cx="46" cy="46" r="1.8"/><circle cx="50" cy="50" r="1.8"/></g>`,
  mortar: `<path d="M26 48h44c0 12-10 20-22 20S26 60 26 48Z" ${white}/><path d="M52 44l14-18"/><path d="M34 44c0-6 6-10 10-8" ${accent}/>`,
  sparkleCapsule: `<g transform="rotate(-45 44 52)"><rect x="24" y="43" width="40" height="18" rx="9" ${white}/><path d="M44 43v18"/></g><path d="M64 24v10M59 29h10" ${accent}/>`,
};
