/** A CSS display value per breakpoint, as MUI's sx takes it. */
export type ResponsiveDisplay = { xs: 'flex' | 'none'; md: 'flex' | 'none'; lg: 'flex' | 'none' };

/** Shown at each breakpoint where the items overflow one page (1, 2 and 3 per page from xs, md, lg). */
export function displayWhenPaged(count: number): ResponsiveDisplay {
  const when = (perPage: number) => (count > perPage ? 'flex' : 'none');
  return { xs: when(1), md: when(2), lg: when(3) };
}
