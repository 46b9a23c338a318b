import type { ContactRequest } from '@/features/leads/api/contact-schema';
import type { IdempotencyClaim } from './insert-once';
import { createRecordTable, type StoreContext } from './record-table';

export function createContactStore(context: StoreContext) {
  const table = createRecordTable<keyof ContactRequest>(context, 'contacts', {
    name: 'name',
    email: 'email',
    phone: 'phone',
    address: 'address',
    message: 'message',
  });
  return {
    add: (contact: ContactRequest, claim?: IdempotencyClaim) => table.insert(contact, claim),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
