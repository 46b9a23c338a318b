import { Icon } from '@/design-system/icon/icon';

/** Material Design icon paths (Apache 2.0), drawn without MUI so the header boots without it. */
const paths = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  search:
    'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
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
