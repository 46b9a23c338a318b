import { Link as RouterLink } from 'react-router-dom';
import { siteConfig } from '@/lib/site-config';
import styles from '@/app/layout/brand-link.module.css';

/** Logo and brand name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <RouterLink to="/" onClick={onNavigate} className={styles.brand}>
      <img src="/logo.svg" alt="" width={36} height={36} className={styles.logo} />
      {siteConfig.brandName}
    </RouterLink>
  );
}
