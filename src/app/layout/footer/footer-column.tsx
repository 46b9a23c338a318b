import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FooterLink } from '@/app/layout/footer/footer-links';

type FooterColumnProps = {
  /** id of the heading, which names the landmark. */
  id: string;
  /** Column heading, also the navigation landmark's name. */
  title: string;
  /** Internal links; or pass children for free content. */
  links?: FooterLink[];
  children?: ReactNode;
};

export function FooterColumn({ id: headingId, title, links, children }: FooterColumnProps) {
  return (
    <Box component={links ? 'nav' : 'section'} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {links && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {links.map((link) => (
            <li key={link.label}>
              <Link component={RouterLink} to={link.to} sx={{ color: 'text.primary', fontWeight: 500, display: 'inline-block', py: 0.25 }}>
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}
