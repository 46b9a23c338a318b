import { brandMarkShape as mark } from '@/lib/brand-mark-shape';
import styles from '@/app/layout/brand-link.module.css';

/**
 * The brand's mark in the theme's colours, as the favicon draws it. Inline, so the header and footer need no image
 * request beside the first paint's stylesheet and fonts; decorative, as the brand's name follows it.
 */
export function BrandMark() {
  return (
    <svg viewBox={`0 0 ${mark.size} ${mark.size}`} width={36} height={36} aria-hidden="true" focusable="false" className={styles.logo}>
      <rect width={mark.size} height={mark.size} rx={mark.cornerRadius} fill="var(--hv-token-brand)" />
      <path d={mark.cross} fill="var(--hv-token-text-on-brand)" />
      <circle {...mark.dot} fill="var(--hv-palette-secondary-light)" />
    </svg>
  );
}
