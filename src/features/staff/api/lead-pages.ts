import type { ScopedMutator } from 'swr';
import { isLeadsKey } from '@/features/staff/api/get-leads';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import type { LeadList, LeadSummary } from '@/features/staff/api/lead-summary';

/** The inbox row of a lead's detail. */
export function summaryOf(lead: LeadDetail): LeadSummary {
  const { id, kind, receivedAt, dueAt, status, outcome, assignee, name, contact, version, closedAt } = lead;
  return { id, kind, receivedAt, dueAt, status, outcome, assignee, name, contact, version, closedAt };
}

/** Replaces a lead's row in one page when the row is older (a lower version) than `summary`. */
export function withSummary(page: LeadList | undefined, summary: LeadSummary): LeadList | undefined {
  if (!page?.leads.some((lead) => lead.id === summary.id && lead.version <= summary.version)) return page;
  return { ...page, leads: page.leads.map((lead) => (lead.id === summary.id && lead.version <= summary.version ? summary : lead)) };
}

/** Takes a lead's row out of one page (an agent may no longer see it). */
export function withoutLead(page: LeadList | undefined, id: string): LeadList | undefined {
  if (!page?.leads.some((lead) => lead.id === id)) return page;
  return { ...page, leads: page.leads.filter((lead) => lead.id !== id) };
}

/** Updates the lead's row in every inbox page in the cache, without asking the server again. */
export function patchLeadInPages(mutate: ScopedMutator, summary: LeadSummary): void {
  void mutate(isLeadsKey, (page: LeadList | undefined) => withSummary(page, summary), { revalidate: false });
}

/** Removes the lead's row from every inbox page in the cache. */
export function dropLeadFromPages(mutate: ScopedMutator, id: string): void {
  void mutate(isLeadsKey, (page: LeadList | undefined) => withoutLead(page, id), { revalidate: false });
}
