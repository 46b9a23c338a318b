import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { itemsPerPageFor, type ItemsPerPage } from '@/design-system/carousel/carousel-index';

/**
 * Items per page from the viewport, read through MUI's useMediaQuery (SSR-safe, mobile-first:
 * before hydration, or where no query matches, one item per page).
 */
export function useItemsPerPage(): ItemsPerPage {
  const theme = useTheme();
  const atLeastMd = useMediaQuery(theme.breakpoints.up('md'));
  const atLeastLg = useMediaQuery(theme.breakpoints.up('lg'));
  const { values } = theme.breakpoints;
  return itemsPerPageFor(atLeastLg ? values.lg : atLeastMd ? values.md : 0);
}
