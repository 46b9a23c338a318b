import type { QuarantineReason } from '@/lib/bot-signals/bot-signals';
import { LEAD_KIND_LABELS, type LeadKind } from '@/features/staff/api/lead-status';

/** Why the bot signals held a request back, in words (docs/bots.md). */
export const QUARANTINE_REASON_LABELS: Record<QuarantineReason, string> = {
  'token-missing': 'No form token',
  'token-forged': 'Forged form token',
  'token-reused': 'Form token used twice',
  'token-expired': 'Expired form token',
  honeypot: 'Hidden field filled',
  'phone-repeated': 'Same number 4+ times in an hour',
  'address-limit': 'Too many requests from one address',
};

const requestOf = (kind: LeadKind, name: string | null) => (name ? `${LEAD_KIND_LABELS[kind]} from ${name}` : LEAD_KIND_LABELS[kind]);

/** The words of the quarantine folder (/staff/quarantine). */
export const quarantineMessages = {
  title: 'Quarantine',
  heading: 'Quarantined requests',
  intro:
    'Requests the site answered as usual but kept out of the inbox, because they looked as if a program sent them. Release one that a person sent: it arrives in the inbox as new. Phone numbers and e-mail addresses are masked.',
  caption: 'Quarantined requests, newest first',
  columns: { request: 'Request', received: 'Received', contact: 'Contact', reasons: 'Why it was held back', actions: 'Actions' },
  noName: 'No name',
  noContact: 'None given',
  release: 'Release',
  releasing: 'Releasing…',
  delete: 'Delete',
  deleting: 'Deleting…',
  /** The buttons' accessible names say which row they act on. */
  releaseRow: (kind: LeadKind, name: string | null, received: string) => `Release ${requestOf(kind, name)}, received ${received}`,
  deleteRow: (kind: LeadKind, name: string | null, received: string) => `Delete ${requestOf(kind, name)}, received ${received}`,
  released: (kind: LeadKind, name: string | null) => `${requestOf(kind, name)} released to the inbox.`,
  deleted: (kind: LeadKind, name: string | null) => `${requestOf(kind, name)} deleted.`,
  confirmTitle: 'Delete this request?',
  /** `phone` masked as the server sends it: read out by its last digits, never as bullets. */
  confirmText: (kind: LeadKind, name: string | null, phone: string | null) => {
    const digits = phone?.replace(/\D/g, '') ?? '';
    return `${requestOf(kind, name)}${digits ? `, phone ending ${digits}` : ''}, will be erased for good. Release it instead if a person sent it.`;
  },
  cancel: 'Cancel',
  releaseFailed: 'The request could not be released. Check your connection and try again.',
  deleteFailed: 'The request could not be deleted. Check your connection and try again.',
  loading: 'Loading quarantined requests',
  loadFailed: 'The quarantined requests could not be loaded. Check your connection and try again.',
  empty: 'No quarantined requests',
  pagerLabel: 'Pages of quarantined requests',
  page: (number: number) => `Page ${number}`,
} as const;
