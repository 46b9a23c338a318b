import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import { siteConfig } from '@/lib/site-config';

/** Logo and brand name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      onClick={onNavigate}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', fontSize: '1.375rem', fontWeight: 800 }}
    >
      <Box component="img" src="/logo.svg" alt="" width={36} height={36} sx={{ display: 'block' }} />
      {siteConfig.brandName}
    </Link>
  );
}
