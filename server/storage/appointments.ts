import type { AppointmentRequest } from '@/features/leads/api/appointment-schema';
import type { IdempotencyClaim } from './insert-once';
import type { LeadInbox } from './lead-inbox';
import { createRecordTable, type StoreContext } from './record-table';

export function createAppointmentStore(context: StoreContext, inbox: LeadInbox) {
  const table = createRecordTable<keyof AppointmentRequest>(context, 'appointments', {
    fullName: 'full_name',
    email: 'email',
    phone: 'phone',
    preferredDate: 'preferred_date',
    preferredTime: 'preferred_time',
    department: 'department',
  }, inbox.afterInsertOf('appointment'));
  return {
    add: (appointment: AppointmentRequest, claim?: IdempotencyClaim) => table.insert(appointment, claim),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
