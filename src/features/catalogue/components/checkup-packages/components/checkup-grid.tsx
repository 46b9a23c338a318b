import Box from '@mui/material/Box';
import type { CheckupPackage } from '@/features/catalogue/schemas/checkup-package';
import { CheckupPackageCard } from '@/features/catalogue/components/checkup-packages/components/checkup-package-card';

/** Cards per row by breakpoint; the skeleton uses the same. */
export const checkupColumns = { xs: 1, sm: 2, md: 3 };
const gridColumns: Record<string, string> = Object.fromEntries(
  Object.entries(checkupColumns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
);

/** About the height of a package card in theme spacing units, for the loading skeleton. */
export const CHECKUP_CARD_MIN_HEIGHT = 56;

/** The packages of the chosen category as a list of cards. */
export function CheckupGrid({ packages, label }: { packages: readonly CheckupPackage[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: gridColumns,
      }}
    >
      {packages.map((item) => (
        <li key={item.id}>
          <CheckupPackageCard item={item} />
        </li>
      ))}
    </Box>
  );
}
