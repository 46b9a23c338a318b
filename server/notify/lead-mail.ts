import { indiaDateTimeText } from '@/design-system/relative-time/india-date-time';
import type { LeadKind } from '@/features/staff/api/lead-status';
import { siteConfig } from '@/lib/site-config';

const KIND_TEXT: Record<LeadKind, { subject: string; sentence: string }> = {
  appointment: { subject: 'New appointment request', sentence: 'An appointment request' },
  callback: { subject: 'New callback request', sentence: 'A callback request' },
  contact: { subject: 'New contact message', sentence: 'A contact message' },
};

/** The console's page of one lead, on the site's public origin (the brand's website in site-config). */
export const leadConsoleUrl = (leadId: string): string => new URL(`/staff/leads/${encodeURIComponent(leadId)}`, siteConfig.website.href).href;

export type LeadMail = { subject: string; text: string };

/**
 * The team's e-mail about a new lead: its kind, when it arrived and the link to it, nothing else. A mailbox is
 * forwarded, searched and kept for years outside the audit log, so the name, phone number, e-mail address and
 * message stay in the console, where every look at them is logged.
 */
export function leadNotificationMail(lead: { leadId: string; kind: LeadKind; receivedAt: string }): LeadMail {
  const { subject, sentence } = KIND_TEXT[lead.kind];
  const receivedAt = indiaDateTimeText(Date.parse(lead.receivedAt));
  return {
    subject: `${subject}, ${receivedAt}`,
    text: [
      `${sentence} arrived on ${receivedAt}.`,
      '',
      'Open it in the staff console (sign-in required):',
      leadConsoleUrl(lead.leadId),
      '',
      'Names, phone numbers, e-mail addresses and messages are never sent by',
      'e-mail: they are shown only in the console, to signed-in staff, and',
      'every look at them is logged.',
      '',
    ].join('\n'),
  };
}
