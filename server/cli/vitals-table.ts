import { VITALS_METRICS, type VitalsAttributionKind, type VitalsMetric } from '@/lib/vitals/vitals-metrics';
import type { VitalsMetricSummary, VitalsReport, VitalsWorstRoute } from '@/lib/vitals/vitals-report';

const ATTRIBUTION_NAMES: Record<VitalsAttributionKind, string> = {
  lcpElement: 'LCP element',
  inpTarget: 'INP target',
  inpScript: 'INP script',
  clsSource: 'CLS source',
};

/** ms rounded, CLS to three decimals. */
const valueOf = (metric: VitalsMetric, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
const percent = (share: number) => String(Math.round(share * 100));

/** `2450 ms 80/15/5`: the p75, then the percent of views good / needs improvement / poor; `-` when no view had it. */
function metricCell(metric: VitalsMetric, summary: VitalsMetricSummary): string {
  if (summary.p75 === null) return '-';
  const { good, 'needs-improvement': needsImprovement, poor } = summary.shares;
  return `${valueOf(metric, summary.p75)} ${percent(good)}/${percent(needsImprovement)}/${percent(poor)}`;
}

/** Lines of cells, each column as wide as its widest cell; numbers (the views) to the right. */
function aligned(lines: string[][], rightAligned: ReadonlySet<number>): string[] {
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((cells) => (cells[column] ?? '').length)));
  return lines.map((cells) =>
    cells
      .map((cell, column) => (rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

function rowLines(report: VitalsReport): string[] {
  const header = ['Route', 'Device', 'Lang', 'Views', ...VITALS_METRICS];
  const rows = report.rows.map((row) => [
    row.route,
    row.device,
    row.lang,
    String(row.views),
    ...(row.metrics ? VITALS_METRICS.map((metric) => metricCell(metric, row.metrics![metric])) : [`too few (under ${report.minViews} views)`]),
  ]);
  return aligned([header, ...rows], new Set([3]));
}

function worstLines(worst: readonly VitalsWorstRoute[]): string[] {
  if (worst.length === 0) return [];
  const lines = ['', 'Slowest rows, by the p75 of each metric, with what their views most often named:'];
  for (const row of worst) {
    lines.push(`  ${row.metric} ${valueOf(row.metric, row.p75)} (${row.rating})  ${row.route}  ${row.device}  ${row.lang}`);
    for (const named of row.attributions) {
      lines.push(`      ${ATTRIBUTION_NAMES[named.kind]}  ${named.target}  ${percent(named.share)}% of views, mean ${valueOf(row.metric, named.mean)}`);
    }
  }
  return lines;
}

/** The report as the terminal shows it (npm run vitals -- report). */
export function formatVitalsReport(report: VitalsReport): string {
  const heading = `Field speed from ${report.from} to ${report.to} (${report.days} days, India time): ${report.views} views`;
  if (report.rows.length === 0) return `${heading}\nNo views in this period.\n`;
  const legend = `Each metric: its 75th percentile, then the % of views good / needs improvement / poor (Google's thresholds).`;
  return `${[heading, legend, '', ...rowLines(report), ...worstLines(report.worst)].join('\n')}\n`;
}
