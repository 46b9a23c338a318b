import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollStrip } from '@/design-system/scroll-strip/scroll-strip';
import { surfaceClassName } from '@/design-system/surface/surface';
import { SERVICE_STRIP_STEP_PX } from '@/lib/constants';
import { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';
import styles from '@/features/catalogue/components/service-tile-strip/service-tile-strip.module.css';

const ServiceTileStripStates = lazy(() => import('@/features/catalogue/components/service-tile-strip/components/service-tile-strip-states'));

/** Home's strip of the nine service tiles, 320 px per arrow click: plain HTML, as the page holds their data. */
export function ServiceTileStrip() {
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data, error } = useServiceTiles();
  if (data === undefined) {
    return (
      <Suspense fallback={null}>
        <ServiceTileStripStates response={{ data, error }} />
      </Suspense>
    );
  }
  return (
    <ScrollStrip label="Our services" step={SERVICE_STRIP_STEP_PX} previousLabel="Previous services" nextLabel="More services">
      {data.map((tile) => (
        <RouterLink key={tile.path} to={tile.path} className={`${surfaceClassName} ${styles.tile}`}>
          <img src={tile.image} alt="" width={72} height={72} loading="lazy" />
          <p className={styles.title}>{tile.title}</p>
        </RouterLink>
      ))}
    </ScrollStrip>
  );
}
