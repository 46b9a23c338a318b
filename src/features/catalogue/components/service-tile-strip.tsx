import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { ScrollStrip } from '@/design-system/scroll-strip/scroll-strip';
import { SERVICE_STRIP_STEP_PX } from '@/lib/constants';
import { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';

const tileSize = { width: 168, height: 176 };

/** Home's strip of the nine service tiles, 320 px per arrow click. */
export function ServiceTileStrip() {
  const response = useServiceTiles();
  const { data } = response;
  const status = dataStateOf(response, { errorMessage: 'Failed to load data.', skeleton: <TileSkeletons /> });

  return (
    <DataState status={status}>
      <ScrollStrip label="Our services" step={SERVICE_STRIP_STEP_PX} previousLabel="Previous services" nextLabel="More services">
        {(data ?? []).map((tile) => (
          <Card key={tile.path} sx={{ ...tileSize }}>
            <CardActionArea component={RouterLink} to={tile.path} sx={{ height: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <Box component="img" src={tile.image} alt="" width={72} height={72} loading="lazy" />
              <Typography sx={{ fontWeight: 650, textAlign: 'center' }}>{tile.title}</Typography>
            </CardActionArea>
          </Card>
        ))}
      </ScrollStrip>
    </DataState>
  );
}

function TileSkeletons() {
  return (
    <Box sx={{ display: 'flex', gap: 2, p: 1, overflow: 'hidden' }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ flex: '0 0 auto', ...tileSize }} />
      ))}
    </Box>
  );
}
