import type { CallbackRequest } from '@/features/leads/api/callback-schema';
import { createRecordTable, type StoreContext } from './record-table';

export function createCallbackStore(context: StoreContext) {
  const table = createRecordTable<keyof CallbackRequest>(context, 'callbacks', { phone: 'phone' });
  return {
    add: (callback: CallbackRequest) => table.insert(callback),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
