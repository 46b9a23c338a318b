import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { ScrollStrip } from '@/design-system/scroll-strip/scroll-strip';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import { SERVICE_STRIP_STEP_PX } from '@/lib/constants';
import { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';
import { serviceTileStripMessages as m } from '@/features/catalogue/components/service-tile-strip/service-tile-strip-messages';
import styles from '@/features/catalogue/components/service-tile-strip/service-tile-strip.module.css';

/** Home's strip of the nine service tiles, 320 px per arrow click: plain HTML, as the page holds their data. */
export function ServiceTileStrip() {
  const { data, error } = useServiceTiles();
  if (data === undefined) {
    const skeleton = (
      <div className={styles.skeletons}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="rounded" width={168} height={176} className={styles.skeleton} />
        ))}
      </div>
    );
    return <DataState status={dataStateOf({ data, error }, { errorMessage: m.loadError, skeleton })} />;
  }
  return (
    <ScrollStrip label={m.label} step={SERVICE_STRIP_STEP_PX} previousLabel={m.previous} nextLabel={m.next}>
      {data.map((tile) => (
        <RouterLink key={tile.path} to={tile.path} className={`${surfaceClassName} ${styles.tile}`}>
          {/* Decorative, and in view at once on home: low priority, so they never hold up the text's fonts and styles. */}
          <img src={tile.image} alt="" width={72} height={72} loading="lazy" fetchPriority="low" />
          <p className={styles.title}>{tile.title}</p>
        </RouterLink>
      ))}
    </ScrollStrip>
  );
}
