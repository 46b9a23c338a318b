import type { CSSProperties } from 'react';
import { chartTop, heightPercent, seriesPath, type SpeedChartData } from '@/features/staff/components/speed-chart-data';
import { formatDay, formatVitalsValue } from '@/features/staff/components/speed-format';
import { DEVICE_LABELS, speedMessages as m } from '@/features/staff/components/speed-messages';
import styles from '@/features/staff/components/speed-chart.module.css';
import { VITALS_THRESHOLDS } from '@/lib/vitals/vitals-metrics';

const at = (percent: number) => ({ '--at': `${percent}%` }) as CSSProperties;

/** Sample of a series' line for the legend: the same stroke and dashes as the line itself. */
function LineSample({ className }: { className: string | undefined }) {
  return (
    <svg className={styles.sample} viewBox="0 0 24 8" focusable="false">
      <path d="M 2 4 H 22" className={`${styles.line} ${className}`} />
    </svg>
  );
}

/**
 * The p75 of one metric by day as a plain SVG line per device, Google's thresholds as labelled reference lines.
 * Seen only: hidden from assistive technology, which reads the same figures in the table beside it. The plot
 * stretches to any width; its labels are HTML, so they stay readable at 320 px and 200 % zoom.
 */
export function SpeedChart({ data }: { data: SpeedChartData }) {
  const top = chartTop(data);
  const [good, poor] = VITALS_THRESHOLDS[data.metric];
  const value = (figure: number) => formatVitalsValue(data.metric, figure);
  const first = data.days[0];
  const last = data.days.at(-1);
  const middle = data.days[Math.floor((data.days.length - 1) / 2)];
  return (
    <div className={styles.chart} aria-hidden="true">
      <div className={styles.plot}>
        <svg className={styles.svg} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
          <path d="M 0 0 H 100" className={styles.grid} />
          <path d="M 0 100 H 100" className={styles.axis} />
          <path d={`M 0 ${100 - heightPercent(good, top)} H 100`} className={`${styles.threshold} ${styles.good}`} />
          <path d={`M 0 ${100 - heightPercent(poor, top)} H 100`} className={`${styles.threshold} ${styles.poor}`} />
          {data.series.map((series) => (
            <path key={series.device} d={seriesPath(series.values, top)} className={`${styles.line} ${styles[series.device]}`} />
          ))}
        </svg>
        <span className={styles.tick} style={at(100)}>
          {value(top)}
        </span>
        <span className={`${styles.tick} ${styles.tickGood} ${styles.below}`} style={at(heightPercent(good, top))}>
          {m.chartGoodLine(value(good))}
        </span>
        <span className={`${styles.tick} ${styles.tickPoor}`} style={at(heightPercent(poor, top))}>
          {m.chartPoorLine(value(poor))}
        </span>
      </div>
      <div className={styles.days}>
        {first && <span>{formatDay(first)}</span>}
        {middle && middle !== first && middle !== last && <span>{formatDay(middle)}</span>}
        {last && last !== first && <span>{formatDay(last)}</span>}
      </div>
      <ul className={styles.legend}>
        {data.series.map((series) => (
          <li key={series.device}>
            <LineSample className={styles[series.device]} />
            {DEVICE_LABELS[series.device]}
          </li>
        ))}
      </ul>
    </div>
  );
}
