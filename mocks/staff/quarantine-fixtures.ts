import type { QuarantinedLead } from '@/features/staff/api/quarantine-schema';

/** The folder's first page, newest first: each kind, each reason, phones and e-mails masked as the server sends them. */
export const quarantinedLeads: QuarantinedLead[] = [
  {
    id: 'q-4',
    kind: 'callback',
    receivedAt: '2026-03-14T08:20:00.000Z',
    reasons: ['token-reused', 'phone-repeated'],
    name: null,
    phone: '••••••0004',
    email: null,
  },
  {
    id: 'q-3',
    kind: 'contact',
    receivedAt: '2026-03-14T08:05:00.000Z',
    reasons: ['honeypot', 'address-limit'],
    name: 'Free Crypto Offer',
    phone: '••••••0003',
    email: 'w•••@spam.example',
  },
  {
    id: 'q-2',
    kind: 'appointment',
    receivedAt: '2026-03-14T07:30:00.000Z',
    reasons: ['token-missing'],
    name: 'Meera Iyer',
    phone: '••••••0002',
    email: 'm•••@example.com',
  },
];

/** The older page. */
export const olderQuarantinedLeads: QuarantinedLead[] = [
  {
    id: 'q-1',
    kind: 'callback',
    receivedAt: '2026-03-13T18:00:00.000Z',
    reasons: ['token-forged', 'token-expired'],
    name: null,
    phone: '••••••0001',
    email: null,
  },
];

/** The cursor the first page hands out for the older one. */
export const OLDER_QUARANTINE_CURSOR = '2026-03-14T07:30:00.000Z~q-2';
