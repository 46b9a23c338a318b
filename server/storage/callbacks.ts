import type { CallbackRequest } from '@/features/leads/api/callback-schema';
import type { IdempotencyClaim } from './insert-once';
import type { LeadInbox, LeadScreen } from './lead-inbox';
import { createRecordTable, type StoreContext } from './record-table';

export function createCallbackStore(context: StoreContext, inbox: LeadInbox) {
  const table = createRecordTable<keyof CallbackRequest>(context, 'callbacks', { phone: 'phone' }, inbox.afterInsertOf('callback'));
  return {
    /** Stores it; with `screen`, one the bot signals give reasons for is quarantined instead of filed in the inbox. */
    add: (callback: CallbackRequest, claim?: IdempotencyClaim, screen?: LeadScreen) =>
      table.insert(callback, claim, screen ? inbox.afterInsertOf('callback', screen) : undefined),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
