import type { CheckupPackage } from '@/features/catalogue/schemas/checkup-package';
import { CheckupPackageCard } from '@/features/catalogue/components/checkup-packages/components/checkup-package-card';
import { cardGridClassName } from '@/design-system/card-grid/card-grid';

/** Cards per row by breakpoint, for the loading skeleton; cardGridClassName lays out the same. */
export const checkupColumns = { xs: 1, sm: 2, md: 3 };

/** About the height of a package card in theme spacing units, for the loading skeleton. */
export const CHECKUP_CARD_MIN_HEIGHT = 56;

/** The packages of the chosen category as a list of cards. */
export function CheckupGrid({ packages, label }: { packages: readonly CheckupPackage[]; label: string }) {
  return (
    <ul aria-label={label} className={cardGridClassName()}>
      {packages.map((item) => (
        <li key={item.id}>
          <CheckupPackageCard item={item} />
        </li>
      ))}
    </ul>
  );
}
