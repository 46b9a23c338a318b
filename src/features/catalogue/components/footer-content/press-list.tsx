import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { usePressItems } from '@/features/catalogue/api/get-press-items';
import { ListCard, listGridSx } from '@/features/catalogue/components/footer-content/components/list-card';
import { newestFirst, PublicationDate } from '@/features/catalogue/components/footer-content/components/publication-date';

/** News and announcements, newest first: where it appeared, date, title and summary. */
export function PressList() {
  const response = usePressItems();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load data.',
    emptyMessage: 'No press releases yet.',
    skeleton: <CardSkeletonGrid count={3} cardHeight={28} columns={{ xs: 1, sm: 2, lg: 3 }} />,
  });
  return (
    <DataState status={status} loadingLabel="Loading press releases">
      <Box component="ul" sx={listGridSx}>
        {newestFirst(response.data ?? []).map((item) => (
          <li key={item.title}>
            <ListCard
              title={item.title}
              kicker={
                <Typography variant="body2" sx={{ color: tokens.brand, fontWeight: 600 }}>
                  {item.outlet} · <PublicationDate date={item.date} sx={{ color: 'inherit', fontWeight: 'inherit' }} />
                </Typography>
              }
            >
              <Typography>{item.summary}</Typography>
            </ListCard>
          </li>
        ))}
      </Box>
    </DataState>
  );
}
