import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { specialityImageSize } from '@/features/catalogue/components/consultation-specialities/components/speciality-card';

const conditionRows = 4;

/**
 * The carousel's shape while loading: the previous/next buttons, then one, two or three card
 * placeholders laid out by the same breakpoints as the slides, then the desktop slider's room.
 */
export function SpecialitiesSkeleton() {
  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Skeleton variant="circular" sx={(theme) => ({ width: theme.spacing(5.25), height: theme.spacing(5.25) })} />
        <Skeleton variant="circular" sx={(theme) => ({ width: theme.spacing(5.25), height: theme.spacing(5.25) })} />
      </Stack>
      <Box sx={{ display: 'flex', overflow: 'hidden', py: 1 }}>
        {Array.from({ length: 3 }, (_, index) => (
          <Box
            key={index}
            sx={{
              flex: { xs: '0 0 100%', md: '0 0 50%', lg: `0 0 ${100 / 3}%` },
              display: { xs: index < 1 ? 'flex' : 'none', md: index < 2 ? 'flex' : 'none', lg: 'flex' },
              minWidth: 0,
              px: 1,
            }}
          >
            <Card sx={{ flex: 1, p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Skeleton variant="circular" width={specialityImageSize} height={specialityImageSize} sx={{ flexShrink: 0 }} />
                <Skeleton variant="text" sx={{ flex: 1, fontSize: '1.125rem' }} />
              </Box>
              <div>
                <Skeleton variant="text" width="30%" sx={{ mb: 0.5 }} />
                <Stack spacing={0.5}>
                  {Array.from({ length: conditionRows }, (_, row) => (
                    <Skeleton key={row} variant="text" width={`${85 - row * 10}%`} />
                  ))}
                </Stack>
              </div>
            </Card>
          </Box>
        ))}
      </Box>
      <Box sx={(theme) => ({ display: { xs: 'none', lg: 'block' }, height: theme.spacing(3.75), mx: 2, mt: 1 })} />
    </div>
  );
}
