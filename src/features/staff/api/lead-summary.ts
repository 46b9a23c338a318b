import { LEAD_KINDS, LEAD_OUTCOMES, LEAD_STATUSES } from '@/features/staff/api/lead-status';
import { z } from '@/lib/zod';

const staffRefSchema = z.object({ id: z.string(), email: z.string() });

/** One row of the inbox (GET /api/staff/leads) and the data of each live `lead` / `lead-changed` event. */
export const leadSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_KINDS),
  /** ISO 8601 UTC. */
  receivedAt: z.string(),
  /** When its target runs out (working hours IST, see lead-targets.ts); ISO 8601 UTC. */
  dueAt: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** Set with `attempted` only. */
  outcome: z.enum(LEAD_OUTCOMES).nullable(),
  assignee: staffRefSchema.nullable(),
  /** Callbacks come without a name. */
  name: z.string().nullable(),
  /** Masked: the phone as `••••••3210`, else the e-mail. */
  contact: z.string(),
  /** Sent back with every change (409 when someone changed the lead first). */
  version: z.number().int(),
  closedAt: z.string().nullable(),
});

export type LeadSummary = z.infer<typeof leadSummarySchema>;
export type StaffRef = z.infer<typeof staffRefSchema>;

/** GET /api/staff/leads: newest first; `nextBefore` fetches the next (older) page, null on the last one. */
export const leadListSchema = z.object({
  leads: z.array(leadSummarySchema),
  nextBefore: z.string().nullable(),
});

export type LeadList = z.infer<typeof leadListSchema>;
