import { DataTable } from '@/design-system/data-table/data-table';
import type { DataTableColumn } from '@/design-system/data-table/data-table-types';
import type { SpeedChartData } from '@/features/staff/components/speed-chart-data';
import { formatDay, formatVitalsValue } from '@/features/staff/components/speed-format';
import { DEVICE_LABELS, speedMessages as m } from '@/features/staff/components/speed-messages';
import { rateVitalsValue } from '@/lib/vitals/vitals-metrics';

type DayRow = { day: string; index: number };

/** The chart's figures as a table: a row per day, a column per device line, each p75 with its rating in words. */
export function SpeedDailyTable({ data, caption }: { data: SpeedChartData; caption: string }) {
  const columns: DataTableColumn<DayRow>[] = [
    { id: 'day', header: m.chartDay, nowrap: true, cell: (row) => formatDay(row.day, { withYear: true }) },
    ...data.series.map(
      (series): DataTableColumn<DayRow> => ({
        id: series.device,
        header: DEVICE_LABELS[series.device],
        align: 'end',
        nowrap: true,
        cell: (row) => {
          const value = series.values[row.index];
          return value == null ? m.chartNoViews : m.chartValue(formatVitalsValue(data.metric, value), rateVitalsValue(data.metric, value));
        },
      }),
    ),
  ];
  const rows = data.days.map((day, index) => ({ day, index }));
  return <DataTable caption={caption} captionHidden columns={columns} rows={rows} rowKey={(row) => row.day} />;
}
