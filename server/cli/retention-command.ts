import { eraseExpiredLeads } from '../storage/lead-retention';
import { loadServerConfig } from '../config';
import { withStores, type Output } from './cli-stores';

/**
 * Erases the closed leads past LEAD_RETENTION_DAYS now, as the server's daily job does (an operator's catch-up
 * after a long outage, or a scheduler's run where the server's own timer is not wanted). It prints counts only.
 */
export function runRetentionCommand(env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const days = loadServerConfig(env).leadRetentionDays;
  return withStores(env, output, async ({ engine, stores }) => {
    const run = await eraseExpiredLeads(engine, stores.auditLog, { days, now: Date.now(), via: 'cli' });
    const what = `${run.erased} closed lead${run.erased === 1 ? '' : 's'} closed before ${run.cutoff} (LEAD_RETENTION_DAYS=${days})`;
    output.out(run.locked ? `Another instance is running the retention job now: it will finish; this run erased ${what}\n` : `Erased ${what}\n`);
    return 0;
  });
}
