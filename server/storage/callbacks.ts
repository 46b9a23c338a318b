import type { CallbackRequest } from '@/features/leads/api/callback-schema';
import type { IdempotencyClaim } from './insert-once';
import { createRecordTable, type StoreContext } from './record-table';

export function createCallbackStore(context: StoreContext) {
  const table = createRecordTable<keyof CallbackRequest>(context, 'callbacks', { phone: 'phone' });
  return {
    add: (callback: CallbackRequest, claim?: IdempotencyClaim) => table.insert(callback, claim),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
