import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import { pathInLocale } from '@/lib/i18n/locale';
import { pageLocale } from '@/lib/i18n/page-locale';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';

type NewTabLinkProps = {
  /** A site page's path without the language prefix, e.g. '/privacy': the link opens it in the page's language. */
  href: string;
  children: ReactNode;
};

/** A link from inside a form that opens in a new tab, so reading it never loses what was typed. */
export function NewTabLink({ href, children }: NewTabLinkProps) {
  return (
    <Link href={pathInLocale(pageLocale, href)} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {registrationFormMessages.opensInNewTab}
      </Box>
    </Link>
  );
}
