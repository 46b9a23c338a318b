import type { ContactRequest } from '@/features/leads/api/contact-schema';
import type { IdempotencyClaim } from './insert-once';
import type { LeadInbox } from './lead-inbox';
import { createRecordTable, type StoreContext } from './record-table';

export function createContactStore(context: StoreContext, inbox: LeadInbox) {
  const table = createRecordTable<keyof ContactRequest>(context, 'contacts', {
    name: 'name',
    email: 'email',
    phone: 'phone',
    address: 'address',
    message: 'message',
  }, inbox.afterInsertOf('contact'));
  return {
    add: (contact: ContactRequest, claim?: IdempotencyClaim) => table.insert(contact, claim),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
