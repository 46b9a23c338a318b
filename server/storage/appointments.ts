import type { AppointmentRequest } from '@/features/leads/api/appointment-schema';
import type { IdempotencyClaim } from './insert-once';
import type { LeadInbox, LeadScreen } from './lead-inbox';
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
    /** Stores it; with `screen`, one the bot signals give reasons for is quarantined instead of filed in the inbox. */
    add: (appointment: AppointmentRequest, claim?: IdempotencyClaim, screen?: LeadScreen) =>
      table.insert(appointment, claim, screen ? inbox.afterInsertOf('appointment', screen) : undefined),
    listSince: table.listSince,
    exportColumns: table.exportColumns,
    count: table.count,
  };
}
