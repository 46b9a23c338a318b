import type { ContactRequest } from '@/features/leads/api/contact-schema';
import type { Db } from './database';
import { createRecordTable } from './record-table';

export function createContactStore(db: Db) {
  const table = createRecordTable<keyof ContactRequest>(db, 'contacts', {
    name: 'name',
    email: 'email',
    phone: 'phone',
    address: 'address',
    message: 'message',
  });
  return {
    add: (contact: ContactRequest) => table.insert(contact),
    listSince: table.listSince,
    count: table.count,
  };
}
