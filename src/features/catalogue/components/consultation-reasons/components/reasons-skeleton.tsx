import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Columns of the reasons grid, shared with its skeleton so the loaded grid lands in the same place. */
export const reasonColumns = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

const reasonCount = 6;
const descriptionLines = 5;
const pointLines = 3;

/** Six card placeholders with a title, a paragraph and three points, in the reasons' grid. */
export function ReasonsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: reasonColumns }}>
      {Array.from({ length: reasonCount }, (_, index) => (
        <Card key={index} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Skeleton variant="text" width="55%" sx={{ fontSize: '1.125rem' }} />
          <div>
            {Array.from({ length: descriptionLines }, (_, line) => (
              <Skeleton key={line} variant="text" width={line === descriptionLines - 1 ? '60%' : '100%'} />
            ))}
          </div>
          <Stack spacing={1}>
            {Array.from({ length: pointLines }, (_, line) => (
              <Skeleton key={line} variant="text" width={`${80 - line * 10}%`} />
            ))}
          </Stack>
        </Card>
      ))}
    </Box>
  );
}
