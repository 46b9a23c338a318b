import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';

type ServiceTileLinksProps = {
  /** Grid columns on wide screens. */
  columns: 1 | 2 | 3;
  /** Called when a tile is chosen. */
  onNavigate?: () => void;
};

const gridSx = (columns: ServiceTileLinksProps['columns']) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(columns, 2)}, 1fr)`, lg: `repeat(${columns}, 1fr)` },
});

/** The nine service tiles as a list of links with their images. */
export function ServiceTileLinks({ columns, onNavigate }: ServiceTileLinksProps) {
  const response = useServiceTiles();
  const skeleton = (
    <Box sx={gridSx(columns)}>
      {Array.from({ length: 9 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Box>
  );
  return (
    <DataState status={dataStateOf(response, { errorMessage: 'Failed to load data.', skeleton })} loadingLabel="Loading services">
      <Box component="ul" sx={gridSx(columns)}>
        {(response.data ?? []).map((tile) => (
          <li key={tile.path}>
            <Link
              component={RouterLink}
              to={tile.path}
              onClick={onNavigate}
              underline="none"
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, borderRadius: 2, color: 'text.primary', '&:hover': { bgcolor: 'action.hover' } }}
            >
              <Box component="img" src={tile.image} alt="" width={40} height={40} loading="lazy" sx={{ flexShrink: 0 }} />
              <span>{tile.title}</span>
            </Link>
          </li>
        ))}
      </Box>
    </DataState>
  );
}
