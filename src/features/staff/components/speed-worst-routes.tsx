import { useId } from 'react';
import { formatCount, formatShare, formatVitalsValue } from '@/features/staff/components/speed-format';
import { ATTRIBUTION_LABELS, speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-sections.module.css';
import { VitalsRatingTag } from '@/features/staff/components/vitals-rating-tag';
import { VITALS_ATTRIBUTION_KINDS, VITALS_ATTRIBUTION_METRIC, type VitalsMetric } from '@/lib/vitals/vitals-metrics';
import { VITALS_WORST_METRICS, type VitalsWorstRoute } from '@/lib/vitals/vitals-report';

function WorstRoute({ worst }: { worst: VitalsWorstRoute }) {
  const kinds = VITALS_ATTRIBUTION_KINDS.filter((kind) => VITALS_ATTRIBUTION_METRIC[kind] === worst.metric);
  return (
    <li className={styles.worst}>
      <p className={styles.worstTitle}>
        <span className={styles.route}>{m.worstRow(worst.route, worst.device, worst.lang)}</span>
        <span className={styles.worstFigure}>
          p75 <span className={styles.value}>{formatVitalsValue(worst.metric, worst.p75)}</span> <VitalsRatingTag rating={worst.rating} />
        </span>
      </p>
      <dl className={styles.attributions}>
        {kinds.map((kind) => {
          const named = worst.attributions.filter((attribution) => attribution.kind === kind);
          return (
            <div key={kind}>
              <dt>{ATTRIBUTION_LABELS[kind]}</dt>
              <dd>
                {named.length === 0 ? (
                  <span className={styles.none}>{m.noAttribution}</span>
                ) : (
                  <ul className={styles.targets}>
                    {named.map((attribution) => (
                      <li key={attribution.target}>
                        <code className={styles.target}>{attribution.target}</code>{' '}
                        <span className={styles.count}>
                          {m.attributionCount(formatCount(attribution.count), formatShare(attribution.share), formatVitalsValue(worst.metric, attribution.mean))}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}

function WorstByMetric({ metric, worst }: { metric: VitalsMetric; worst: readonly VitalsWorstRoute[] }) {
  const headingId = useId();
  const ofMetric = worst.filter((entry) => entry.metric === metric);
  return (
    <section aria-labelledby={headingId} className={styles.subsection}>
      <h3 id={headingId} className={styles.subheading}>
        {m.worstMetric(metric)}
      </h3>
      {ofMetric.length === 0 ? (
        <p className={styles.none}>{m.worstNone(metric)}</p>
      ) : (
        <ol className={styles.worstList}>
          {ofMetric.map((entry) => (
            <WorstRoute key={`${entry.route}|${entry.device}|${entry.lang}`} worst={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The slowest rows by LCP, INP and CLS, each with the selectors and scripts its views most often named. */
export function SpeedWorstRoutes({ worst }: { worst: readonly VitalsWorstRoute[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {m.worstHeading}
      </h2>
      <p className={styles.intro}>{m.worstIntro}</p>
      {VITALS_WORST_METRICS.map((metric) => (
        <WorstByMetric key={metric} metric={metric} worst={worst} />
      ))}
    </section>
  );
}
