import type { LeadFieldsOf } from '@/features/staff/api/lead-detail';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { maskEmail, maskPhone } from '../security/mask';
import type { SqlValue } from './schema';

/** Where each kind's record stays: the inbox row only points at it. */
export const leadRecordTable = { appointment: 'appointments', callback: 'callbacks', contact: 'contacts' } as const satisfies Record<LeadKind, string>;

/** A row of appointments, callbacks or contacts, as selected. */
export type StoredLeadRecord = { readonly [column: string]: SqlValue | undefined };

type KindAndFields = { [Kind in LeadKind]: { kind: Kind; fields: LeadFieldsOf[Kind] } }[LeadKind];

/** A lead's record as the page shows it: every field as received, phone and e-mail masked; its name and masked contact for the summary. */
export type LeadRecordView = KindAndFields & { name: string | null; contact: string };

const text = (value: SqlValue | undefined): string => (value === null || value === undefined ? '' : String(value));
const optionalText = (value: SqlValue | undefined): string | null => (value === null || value === undefined || value === '' ? null : String(value));

export function leadFieldsOf(kind: LeadKind, record: StoredLeadRecord): LeadRecordView {
  const phone = maskPhone(text(record.phone));
  // Every kind requires a phone today; the e-mail stands in should one ever come without.
  const contact = text(record.phone) === '' && text(record.email) !== '' ? maskEmail(text(record.email)) : phone;
  switch (kind) {
    case 'appointment':
      return {
        kind,
        name: text(record.full_name),
        contact,
        fields: {
          fullName: text(record.full_name),
          email: maskEmail(text(record.email)),
          phone,
          preferredDate: text(record.preferred_date),
          preferredTime: text(record.preferred_time),
          department: text(record.department),
        },
      };
    case 'callback':
      return { kind, name: null, contact, fields: { phone } };
    case 'contact':
      return {
        kind,
        name: text(record.name),
        contact,
        fields: {
          name: text(record.name),
          email: maskEmail(text(record.email)),
          phone,
          address: optionalText(record.address),
          message: optionalText(record.message),
        },
      };
  }
}
