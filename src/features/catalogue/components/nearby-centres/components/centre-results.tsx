import { useId } from 'react';
import type { DiagnosticCentre } from '@/features/catalogue/schemas/diagnostic-centre';
import { centresFoundText, type CentreFilters } from '@/features/catalogue/components/nearby-centres/centre-filters';
import { CentreCard } from '@/features/catalogue/components/nearby-centres/components/centre-card';
import { nearbyCentresMessages as m } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages';
import styles from '@/features/catalogue/components/nearby-centres/components/centre-results.module.css';

type CentreResultsProps = {
  /** The centres in the searched area. */
  centres: readonly DiagnosticCentre[];
  /** The area last searched, named in the count. */
  searched: CentreFilters;
};

/** The count (a polite live region, so each search is announced) and the centres, or a message when none match; plain HTML. */
export function CentreResults({ centres, searched }: CentreResultsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.results}>
      <h2 id={headingId} className={styles.title}>
        {m.resultsHeading}
      </h2>
      <p role="status" className={styles.count}>
        {centresFoundText(centres.length, searched)}
      </p>
      {centres.length === 0 ? (
        <p className={styles.none}>{m.noneInArea}</p>
      ) : (
        <ul aria-labelledby={headingId} className={styles.grid}>
          {centres.map((centre) => (
            <CentreCard key={`${centre.name}|${centre.phone}`} centre={centre} />
          ))}
        </ul>
      )}
    </section>
  );
}
