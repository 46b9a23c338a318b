import { z } from '@/lib/zod';

/** GET: Server-Sent Events for every open inbox. */
export const LEAD_EVENTS_PATH = '/api/staff/leads/events';

/**
 * The events of the live feed. `lead`: a new lead (data: LeadSummary; its id is the lead's seq, sent back as
 * Last-Event-ID on reconnect). `lead-changed`: a lead was changed (data: LeadSummary; best effort, never replayed).
 * `lead-hidden`: an agent may no longer see a lead (given to someone else; data: `{ id }`). `reset`: too many
 * leads were missed to replay; reload the list.
 */
export const LEAD_EVENT = { lead: 'lead', changed: 'lead-changed', hidden: 'lead-hidden', reset: 'reset' } as const;

export const LEAD_EVENTS_MESSAGES = { lastEventId: 'This event id is not valid; reload the inbox' } as const;

/** `lastEventId` stands in for the Last-Event-ID header (which wins when both are sent) where a client cannot set it. */
export const leadEventsQuerySchema = z.strictObject({
  lastEventId: z
    .string({ error: LEAD_EVENTS_MESSAGES.lastEventId })
    .regex(/^\d{1,15}$/, LEAD_EVENTS_MESSAGES.lastEventId)
    .transform(Number)
    .optional(),
});
