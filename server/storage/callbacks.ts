import type { CallbackRequest } from '@/features/leads/api/callback-schema';
import type { Db } from './database';
import { createRecordTable } from './record-table';

export function createCallbackStore(db: Db) {
  const table = createRecordTable<keyof CallbackRequest>(db, 'callbacks', { phone: 'phone' });
  return {
    add: (callback: CallbackRequest) => table.insert(callback),
    listSince: table.listSince,
    count: table.count,
  };
}
