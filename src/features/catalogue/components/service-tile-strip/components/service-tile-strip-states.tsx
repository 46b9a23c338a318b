import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import type { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';
import styles from '@/features/catalogue/components/service-tile-strip/service-tile-strip.module.css';

type ServiceTileStripStatesProps = {
  /** The tiles' response while it has no data. */
  response: Pick<ReturnType<typeof useServiceTiles>, 'data' | 'error'>;
};

/** Loading and error for the service strip (plain skeletons and error box): loaded only when the page did not hold the data. */
export default function ServiceTileStripStates({ response }: ServiceTileStripStatesProps) {
  const skeleton = (
    <div className={styles.skeletons}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" width={168} height={176} className={styles.skeleton} />
      ))}
    </div>
  );
  return <DataState status={dataStateOf(response, { errorMessage: 'Failed to load data.', skeleton })} />;
}
