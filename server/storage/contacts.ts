import type { ContactRequest } from '@/features/leads/api/contact-schema';
import type { IdempotencyClaim } from './insert-once';
import type { LeadInbox, LeadScreen } from './lead-inbox';
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
    /** Stores it; with `screen`, one the bot signals give reasons for is quarantined instead of filed in the inbox. */
    add: (contact: ContactRequest, claim?: IdempotencyClaim, screen?: LeadScreen) =>
      table.insert(contact, claim, screen ? inbox.afterInsertOf('contact', screen) : undefined),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
