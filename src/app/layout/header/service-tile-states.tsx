import Skeleton from '@mui/material/Skeleton';
import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';

type ServiceTileStatesProps = {
  /** The tiles' response while it has no data. */
  response: Pick<ReturnType<typeof useServiceTiles>, 'data' | 'error'>;
  /** The grid's column class, so the skeleton takes the list's place. */
  gridClassName: string;
};

/** Loading and error for the service tiles, with MUI's skeleton and alert: loaded only when the page did not hold the data. */
export default function ServiceTileStates({ response, gridClassName }: ServiceTileStatesProps) {
  const skeleton = (
    <div className={gridClassName}>
      {Array.from({ length: 9 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </div>
  );
  return (
    <MuiTheme>
      <DataState status={dataStateOf(response, { errorMessage: 'Failed to load data.', skeleton })} loadingLabel="Loading services" />
    </MuiTheme>
  );
}
