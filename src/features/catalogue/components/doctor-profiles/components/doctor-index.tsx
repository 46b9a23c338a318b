import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { landedOutline } from '@/design-system/fragment-target/landed-outline';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import { DOCTOR_INDEX_ANCHOR_ID } from '@/features/catalogue/model/item-anchors';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';

/** Links to each profile further down the page: name and title, so a long list is quick to scan. Symptoms and specialities link here. */
export function DoctorIndex({ doctors }: { doctors: readonly DoctorProfile[] }) {
  const headingId = useId();
  return (
    <Box component="nav" id={DOCTOR_INDEX_ANCHOR_ID} tabIndex={-1} aria-labelledby={headingId} sx={(theme) => ({ mb: 4, ...landedOutline(theme) })}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1.5 }}>
        Find a doctor on this page
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {doctors.map((doctor) => (
          <li key={doctor.name}>
            <Link href={`#${doctorAnchorId(doctor.name)}`} sx={{ fontWeight: 600 }}>
              {doctor.name}
            </Link>
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {doctor.title}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
