import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';
import styles from '@/app/layout/header/service-tile-links.module.css';

const ServiceTileStates = lazy(() => import('@/app/layout/header/service-tile-states'));

type ServiceTileLinksProps = {
  /** Grid columns on wide screens. */
  columns: 2 | 3;
  /** Called when a tile is chosen. */
  onNavigate?: () => void;
};

/** The nine service tiles as a list of links with their images; plain HTML, as the page holds their data. */
export function ServiceTileLinks({ columns, onNavigate }: ServiceTileLinksProps) {
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data, error } = useServiceTiles();
  const gridClassName = `${styles.grid} ${columns === 3 ? styles.threeColumns : styles.twoColumns}`;
  if (data === undefined) {
    return (
      <Suspense fallback={null}>
        <ServiceTileStates response={{ data, error }} gridClassName={gridClassName} />
      </Suspense>
    );
  }
  return (
    <ul className={gridClassName}>
      {data.map((tile) => (
        <li key={tile.path}>
          <RouterLink to={tile.path} onClick={onNavigate} className={styles.link}>
            <img src={tile.image} alt="" width={40} height={40} loading="lazy" className={styles.image} />
            <span>{tile.title}</span>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
