import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { usePressItems } from '@/features/catalogue/api/get-press-items';
import { ListCard, listGridSx } from '@/features/catalogue/components/footer-content/components/list-card';
import { newestFirst, PublicationDate } from '@/features/catalogue/components/footer-content/components/publication-date';
import { footerContentMessages as m } from '@/features/catalogue/components/footer-content/footer-content-messages';

/** News and announcements, newest first: where it appeared, date, title and summary. */
export function PressList() {
  const response = usePressItems();
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    emptyMessage: m.noPressItems,
    skeleton: <CardSkeletonGrid count={3} cardHeight={28} columns={{ xs: 1, sm: 2, lg: 3 }} />,
  });
  return (
    <DataState status={status} loadingLabel={m.loadingPressItems}>
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
