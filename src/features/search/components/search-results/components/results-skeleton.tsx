import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import results from '@/features/search/components/search-results/components/result-group.module.css';

/** Placeholder while the index loads, under the summary line: the chips and a group of result cards. */
export function ResultsSkeleton() {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {[6, 8, 7].map((width) => (
          <Skeleton key={width} variant="rounded" width={`${width}rem`} height={40} sx={{ borderRadius: 5 }} />
        ))}
      </Box>
      <Skeleton variant="text" width="10rem" sx={{ fontSize: '1.75rem', mt: 4, mb: 2 }} />
      <div className={results.grid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={80} />
        ))}
      </div>
    </>
  );
}
