import { Icon } from '@/design-system/icon/icon';
import { searchPath } from '@/design-system/icon/material-icon-paths';

/** Material Design icon paths (Apache 2.0), drawn without MUI so the header boots without it. */
const paths = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  search: searchPath,
  expandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
} as const;

type HeaderIconProps = {
  /** Which icon. */
  name: keyof typeof paths;
  /** Extra class, e.g. to rotate the chevron. */
  className?: string;
};

/** A decorative 24 px header icon in the current text colour; the control it sits in carries the name. */
export function HeaderIcon({ name, className }: HeaderIconProps) {
  return <Icon path={paths[name]} className={className} />;
}
