import { useEffect, useRef, type ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useRouteFocus } from '@/design-system/page/route-focus';

export type PageHeadingProps = {
  /** The screen's one h1. */
  children: ReactNode;
  /** Visual variant; the element is always h1. */
  variant?: TypographyProps['variant'];
  /** Extra styles. */
  sx?: TypographyProps['sx'];
  /** A class from the screen's stylesheet (build-time CSS), for a static page's own heading size. */
  className?: string;
};

/** A screen's main heading; after a client-side navigation it takes focus so screen readers start here. */
export function PageHeading({ children, variant = 'h1', sx, className }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { focusHeading } = useRouteFocus();

  useEffect(() => {
    if (focusHeading) ref.current?.focus({ preventScroll: true });
  }, [focusHeading]);

  return (
    <Typography
      ref={ref}
      component="h1"
      variant={variant}
      tabIndex={-1}
      id="main-heading"
      className={className}
      sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' }, ...sx }}
    >
      {children}
    </Typography>
  );
}
