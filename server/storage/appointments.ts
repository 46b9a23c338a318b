import type { AppointmentRequest } from '@/features/leads/api/appointment-schema';
import type { Db } from './database';
import { createRecordTable } from './record-table';

export function createAppointmentStore(db: Db) {
  const table = createRecordTable<keyof AppointmentRequest>(db, 'appointments', {
    fullName: 'full_name',
    email: 'email',
    phone: 'phone',
    preferredDate: 'preferred_date',
    preferredTime: 'preferred_time',
    department: 'department',
  });
  return {
    add: (appointment: AppointmentRequest) => table.insert(appointment),
    listSince: table.listSince,
    count: table.count,
  };
}
