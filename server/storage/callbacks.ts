import type { CallbackRequest } from '@/features/leads/api/callback-schema';
import type { IdempotencyClaim } from './insert-once';
import type { LeadInbox } from './lead-inbox';
import { createRecordTable, type StoreContext } from './record-table';

export function createCallbackStore(context: StoreContext, inbox: LeadInbox) {
  const table = createRecordTable<keyof CallbackRequest>(context, 'callbacks', { phone: 'phone' }, inbox.afterInsertOf('callback'));
  return {
    add: (callback: CallbackRequest, claim?: IdempotencyClaim) => table.insert(callback, claim),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
