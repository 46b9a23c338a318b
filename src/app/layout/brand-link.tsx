import { Link as RouterLink } from 'react-router-dom';
import { siteConfig } from '@/lib/site-config';
import styles from '@/app/layout/brand-link.module.css';
import { BrandMark } from '@/app/layout/brand-mark';

/** Logo and brand name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <RouterLink to="/" onClick={onNavigate} className={styles.brand}>
      <BrandMark />
      {siteConfig.brandName}
    </RouterLink>
  );
}
