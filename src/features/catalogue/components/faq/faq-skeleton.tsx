import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows the height of closed questions, so the loaded list does not push the page. */
export function FaqSkeleton() {
  return (
    <Stack spacing={1.5}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={(theme) => ({ height: theme.spacing(7) })} />
      ))}
    </Stack>
  );
}
