/**
 * The brand's mark on its 64-unit square: a cross and the accent dot. Drawn inline by the header and footer
 * (src/app/layout/brand-mark.tsx) and rendered into the favicon's and launchers' icons by the build
 * (scripts/web-manifest/app-icon-svg.ts).
 */
export const brandMarkShape = {
  size: 64,
  cornerRadius: 14,
  cross: 'M27 14h10v13h13v10H37v13H27V37H14V27h13z',
  dot: { cx: 47, cy: 47, r: 6 },
} as const;
