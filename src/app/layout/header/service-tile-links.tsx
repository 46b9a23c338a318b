import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { useServiceTiles } from '@/features/catalogue/api/get-service-tiles';
import { headerMessages } from '@/app/layout/header/header-messages';
import styles from '@/app/layout/header/service-tile-links.module.css';

type ServiceTileLinksProps = {
  /** Grid columns on wide screens. */
  columns: 2 | 3;
  /** Called when a tile is chosen. */
  onNavigate?: () => void;
};

/** The nine service tiles as a list of links with their images; plain HTML, as the page holds their data. */
export function ServiceTileLinks({ columns, onNavigate }: ServiceTileLinksProps) {
  const { data, error } = useServiceTiles();
  const gridClassName = `${styles.grid} ${columns === 3 ? styles.threeColumns : styles.twoColumns}`;
  if (data === undefined) {
    const skeleton = (
      <div className={gridClassName}>
        {Array.from({ length: 9 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </div>
    );
    return <DataState status={dataStateOf({ data, error }, { errorMessage: headerMessages.servicesFailed, skeleton })} loadingLabel={headerMessages.servicesLoading} />;
  }
  return (
    <ul className={gridClassName}>
      {data.map((tile) => (
        <li key={tile.path}>
          <RouterLink to={tile.path} onClick={onNavigate} className={styles.link}>
            {/* The same pictures as home's service strip, which asks for them at low priority: so does this. */}
            <img src={tile.image} alt="" width={40} height={40} loading="lazy" fetchPriority="low" className={styles.image} />
            <span>{tile.title}</span>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
