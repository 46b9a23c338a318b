type IconProps = {
  /** The icon's outline on a 24 × 24 grid: an SVG path's `d`, e.g. copied from a Material Design icon. */
  path: string;
  /** Width and height in px. */
  size?: number;
  /** Extra class, e.g. to rotate a chevron. */
  className?: string;
};

/** A decorative icon in the current text colour, drawn without MUI; the control or text beside it carries the meaning. */
export function Icon({ path, size = 24, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
