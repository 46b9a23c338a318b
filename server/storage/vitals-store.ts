import { addDays, dayInIndia } from '@/lib/india-time';
import type { VitalsBeacon } from '@/lib/vitals/vitals-beacon';
import { VITALS_RETENTION_DAYS, type VitalsDevice } from '@/lib/vitals/vitals-metrics';
import { vitalsWindow, type VitalsReport } from '@/lib/vitals/vitals-report';
import type { StoreContext } from './record-table';
import { readVitalsReport } from './vitals-report-store';
import { deleteVitalsBefore, type VitalsRetentionRun } from './vitals-retention';
import { rollUpVitals, type VitalsRollupRun } from './vitals-rollup-store';
import { createVitalsViewWriter, toVitalsViewRow } from './vitals-views';

/**
 * The field speed data (issue 42, docs/field-speed.md): beacons, their daily roll-up, the report and retention.
 * `clock` dates each view (its day in India) and places the report's window and the retention cutoff.
 */
export function createVitalsStore({ engine, groupCommit }: StoreContext, clock: () => number) {
  const writer = createVitalsViewWriter(groupCommit);
  const today = () => dayInIndia(clock());
  return {
    /** Stores one page view's beacon, dated today in India, with the others of its batch; resolves once it is committed. */
    add: (beacon: VitalsBeacon, device: VitalsDevice): Promise<void> => writer.write(toVitalsViewRow(beacon, device, today())),
    /** Writes the beacons still waiting for their batch. */
    flush: (): Promise<void> => writer.flush(),
    /** Adds every view not yet rolled up to the daily tables (each view once, whatever instances run it). */
    rollUp: (): Promise<VitalsRollupRun> => rollUpVitals(engine),
    /** The report over the `days` days ending today, once what has arrived is written and rolled up. */
    async report(days: number): Promise<VitalsReport> {
      await writer.flush();
      await rollUpVitals(engine);
      return readVitalsReport(engine, vitalsWindow(today(), days));
    },
    /** Deletes views and roll-ups of the days before the last `days` (today included). */
    deleteExpired: (days: number = VITALS_RETENTION_DAYS): Promise<VitalsRetentionRun> => deleteVitalsBefore(engine, addDays(today(), 1 - days)),
  };
}

export type VitalsStore = ReturnType<typeof createVitalsStore>;
