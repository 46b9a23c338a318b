import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import type { DoctorProfile } from '@/features/catalogue/schemas/doctor-profile';
import { DoctorContact } from '@/features/catalogue/components/doctor-profiles/components/doctor-contact';
import { ProfileList } from '@/features/catalogue/components/doctor-profiles/components/profile-list';

/** Side of the avatar in px (the SVGs are square). */
export const doctorAvatarSize = 96;

type DoctorProfileCardProps = {
  /** The profile. */
  doctor: DoctorProfile;
  /** What the profile offers under its contact details, e.g. a Request Callback button. */
  action?: ReactNode;
};

/** A doctor's whole profile, an article named by the doctor and reachable at /our-doctors#{anchor}. */
export function DoctorProfileCard({ doctor, action }: DoctorProfileCardProps) {
  const nameId = useId();
  return (
    <Card
      component="article"
      id={doctorAnchorId(doctor.name)}
      tabIndex={-1}
      aria-labelledby={nameId}
      sx={(theme) => ({
        scrollMarginTop: theme.spacing(11),
        p: { xs: 2.5, md: 4 },
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${theme.spacing(36)} minmax(0, 1fr)` },
        '&:target': { outline: `2px solid ${tokens.brand}`, outlineOffset: theme.spacing(0.5) },
      })}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={doctor.image}
          alt={`Avatar of ${doctor.name}`}
          width={doctorAvatarSize}
          height={doctorAvatarSize}
          loading="lazy"
        />
        <Box>
          <Typography id={nameId} component="h2" variant="h3">
            {doctor.name}
          </Typography>
          <Typography sx={{ color: tokens.brand, fontWeight: 600, mt: 0.5 }}>{doctor.title}</Typography>
        </Box>
        <DoctorContact doctor={doctor} />
        {action}
      </Stack>
      <Stack spacing={3}>
        <div>
          <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
            About
          </Typography>
          <Typography sx={{ maxWidth: '70ch' }}>{doctor.about}</Typography>
        </div>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <ProfileList title="Education" items={doctor.education} />
          <ProfileList title="Experience" items={doctor.experience} />
          <ProfileList title="Expertise" items={doctor.expertise} />
          <ProfileList title={`Why choose ${doctor.name}`} items={doctor.whyChoose} />
        </Box>
      </Stack>
    </Card>
  );
}
