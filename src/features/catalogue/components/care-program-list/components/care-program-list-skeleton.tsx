import Box from '@mui/material/Box';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { typeScale } from '@theme/primitives';

const highlightRows = 5;

/** Which highlight rows take a second line: most at phone and desktop widths, fewer on the wider tablet cards. */
const wrappedRow = (row: number) => ({ xs: row < 4 ? 'block' : 'none', md: row < 3 ? 'block' : 'none', lg: 'block' });

/** Like a program card, line for line (highlights wrap as they do in the loaded cards), so the loaded carousel takes the same height. */
function ProgramCardSkeleton() {
  return (
    <Card sx={{ height: 1 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <Typography variant="h4">
          <Skeleton width="75%" />
        </Typography>
        <Typography>
          <Skeleton width="35%" />
        </Typography>
        <Typography sx={{ fontSize: typeScale.h4.fontSize }}>
          <Skeleton width="30%" />
        </Typography>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: highlightRows }, (_, row) => (
            <Typography key={row} variant="body2">
              <Skeleton width="90%" />
              <Skeleton width={`${60 - (row % 3) * 12}%`} sx={{ display: wrappedRow(row) }} />
            </Typography>
          ))}
        </Box>
      </CardContent>
      <Box sx={{ px: 3, pb: 3 }}>
        <Skeleton variant="rounded" sx={(theme) => ({ height: theme.spacing(5.5) })} />
      </Box>
    </Card>
  );
}

/** The carousel while its file loads: the arrows' row, then 1 / 2 / 3 cards by breakpoint, then the slider's row. */
export function CareProgramListSkeleton() {
  return <CarouselSkeleton card={<ProgramCardSkeleton />} />;
}
