import styles from '@/app/layout/brand-link.module.css';

/**
 * The brand's mark, the favicon's drawing (scripts/web-manifest/app-icon-svg.ts) in the theme's colours. Inline, so
 * the header and footer need no image request beside the first paint's stylesheet and fonts; decorative, as the
 * brand's name follows it.
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width={36} height={36} aria-hidden="true" focusable="false" className={styles.logo}>
      <rect width="64" height="64" rx="14" fill="var(--hv-token-brand)" />
      <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="var(--hv-token-text-on-brand)" />
      <circle cx="47" cy="47" r="6" fill="var(--hv-palette-secondary-light)" />
    </svg>
  );
}
