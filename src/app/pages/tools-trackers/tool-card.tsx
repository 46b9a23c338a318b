import { Link as RouterLink } from 'react-router-dom';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import { Surface } from '@/design-system/surface/surface';
import type { Tool } from '@/app/pages/tools-trackers/tools';
import styles from '@/app/pages/tools-trackers/tool-card.module.css';

/** Material Design's outlined icons (Apache 2.0), drawn without MUI: MonitorHeart, FactCheck. */
const icons: Record<Tool['key'], string> = {
  'blood-pressure':
    'M20 4H4c-1.1 0-2 .9-2 2v3h2V6h16v3h2V6c0-1.1-.9-2-2-2m0 14H4v-3H2v3c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-3h-2z' +
    'M14.89 7.55c-.34-.68-1.45-.68-1.79 0L10 13.76l-1.11-2.21A.988.988 0 0 0 8 11H2v2h5.38l1.72 3.45c.18.34.52.55.9.55s.72-.21.89-.55L14 10.24l1.11 2.21c.17.34.51.55.89.55h6v-2h-5.38z',
  'self-check':
    'M20 3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H4V5h16z' +
    'M19.41 10.42 17.99 9l-3.17 3.17-1.41-1.42L12 12.16 14.82 15zM5 7h5v2H5zm0 4h5v2H5zm0 4h5v2H5z',
};
/** Material Design's ArrowForward icon (Apache 2.0). */
const arrowForward = 'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z';

/** A tool: icon, title, one line on what it does, its facts and a link to open it; plain HTML. */
export function ToolCard({ tool }: { tool: Tool }) {
  return (
    <Surface as="li" className={styles.card}>
      <span aria-hidden className={styles.icon}>
        <Icon path={icons[tool.key]} size={35} />
      </span>
      <h2 className={styles.title}>{tool.title}</h2>
      <p className={styles.description}>{tool.description}</p>
      <ul className={styles.facts}>
        {tool.facts.map((fact) => (
          <li key={fact} className={styles.fact}>
            <span className={styles.factLabel}>{fact}</span>
          </li>
        ))}
      </ul>
      <RouterLink to={tool.to} className={`${plainButtonClassName()} ${styles.link}`}>
        {tool.linkText}
        <span className={styles.endIcon}>
          <Icon path={arrowForward} size={20} />
        </span>
      </RouterLink>
    </Surface>
  );
}
