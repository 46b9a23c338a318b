import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useCareerOpenings } from '@/features/catalogue/api/get-career-openings';
import { ListCard, listGridSx } from '@/features/catalogue/components/footer-content/components/list-card';
import { footerContentMessages as m } from '@/features/catalogue/components/footer-content/footer-content-messages';

/** The open roles: team, title, location and type of each. */
export function CareerOpenings() {
  const response = useCareerOpenings();
  const status = dataStateOf(response, {
    errorMessage: m.loadError,
    emptyMessage: m.noRoles,
    skeleton: <CardSkeletonGrid count={3} cardHeight={20} columns={{ xs: 1, sm: 2, lg: 3 }} />,
  });
  return (
    <DataState status={status} loadingLabel={m.loadingRoles}>
      <Box component="ul" sx={listGridSx}>
        {(response.data ?? []).map((role) => (
          <li key={role.title}>
            <ListCard
              title={role.title}
              kicker={
                <Typography variant="body2" sx={{ color: tokens.brand, fontWeight: 600 }}>
                  {role.team}
                </Typography>
              }
            >
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography>{role.location}</Typography>
                <Chip label={m.employmentType(role.type)} size="small" variant="outlined" />
              </Stack>
            </ListCard>
          </li>
        ))}
      </Box>
    </DataState>
  );
}
