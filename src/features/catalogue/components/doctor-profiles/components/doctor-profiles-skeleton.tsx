import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { doctorAvatarSize } from '@/features/catalogue/components/doctor-profiles/components/doctor-profile-card';

const PLACEHOLDER_PROFILES = 3;

/** Placeholder profiles laid out like the real ones: avatar, name and contact beside the about text and four lists. */
export function DoctorProfilesSkeleton() {
  return (
    <Stack spacing={3}>
      {Array.from({ length: PLACEHOLDER_PROFILES }, (_, index) => (
        <Card
          key={index}
          data-testid="doctor-profile-skeleton"
          sx={(theme) => ({
            p: { xs: 2.5, md: 4 },
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${theme.spacing(36)} minmax(0, 1fr)` },
          })}
        >
          <Stack spacing={2}>
            <Skeleton variant="circular" width={doctorAvatarSize} height={doctorAvatarSize} />
            <Skeleton variant="text" width="80%" sx={{ fontSize: '1.75rem' }} />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(11) })} />
          </Stack>
          <Stack spacing={3}>
            <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(10) })} />
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {Array.from({ length: 4 }, (_, list) => (
                <Skeleton key={list} variant="rounded" sx={(theme) => ({ height: theme.spacing(14) })} />
              ))}
            </Box>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
