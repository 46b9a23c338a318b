import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { tokens } from '@theme/tokens';
import { telHref, websiteHref } from '@/features/catalogue/model/doctor-links';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';

type DoctorContactProps = {
  /** The doctor whose contact details these are; names the links for screen readers. */
  doctor: DoctorProfile;
};

/** Helpline (tel:), e-mail (mailto:) and website of a profile, as a description list. */
export function DoctorContact({ doctor }: DoctorContactProps) {
  const { helpline, email, website } = doctor.contact;
  const rows = [
    { term: 'Helpline', href: telHref(helpline), text: helpline },
    { term: 'E-mail', href: `mailto:${email}`, text: email },
    { term: 'Website', href: websiteHref(website), text: website },
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75, alignItems: 'baseline' }}
    >
      {rows.map((row) => (
        <Box key={row.term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: tokens.textMuted, fontWeight: 600 }}>
            {row.term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Link href={row.href}>
              {row.text}
              <Box component="span" sx={visuallyHidden}>
                {` (${row.term.toLowerCase()} for ${doctor.name})`}
              </Box>
            </Link>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
