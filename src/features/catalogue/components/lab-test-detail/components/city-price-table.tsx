import { formatInr } from '@/lib/format';
import type { CityPrice } from '@/features/catalogue/schemas/lab-test-detail';
import { labTestDetailMessages } from '@/features/catalogue/components/lab-test-detail/lab-test-detail-messages';
import styles from '@/features/catalogue/components/lab-test-detail/components/lab-test-detail.module.css';

type CityPriceTableProps = {
  /** The table's visible caption, e.g. "CBC Test Prices". */
  caption: string;
  cities: readonly CityPrice[];
};

/** The test's price in each city, as a table with a caption and column headers. */
export function CityPriceTable({ caption, cities }: CityPriceTableProps) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {labTestDetailMessages.city}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.amount}`}>
              {labTestDetailMessages.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {cities.map((row) => (
            <tr key={row.city}>
              <th scope="row">{row.city}</th>
              <td className={styles.amount}>{formatInr(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
