import { sql } from 'kysely';
import type { ParsedLeadsQuery } from '@/features/staff/api/leads-query-schema';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import type { StorageEngine } from './engines/storage-engine';
import { leadListQuery, listLeads, type LeadViewer } from './lead-list';

/** Leads read per query while an export streams: the list's own largest page. */
const PAGE = 100;

/** What an export holds, fixed before its first row is sent: its newest lead and how many leads there are. */
export type LeadExportPlan = { top: number | null; rows: number };

/**
 * The inbox's filters, exported: first the plan (a count, which the audit entry records before anything is sent),
 * then the rows in the list's own order and masking, no newer than the plan's newest lead and no more than it
 * counted. A lead that leaves the filter meanwhile (its status changed) is left out, so a file may hold fewer.
 */
export function createLeadExport({ db }: StorageEngine) {
  return {
    async plan(filters: ParsedLeadsQuery, viewer: LeadViewer, now: number): Promise<LeadExportPlan> {
      const newest = await leadListQuery(db, { ...filters, before: undefined, limit: 0 }, viewer, now).executeTakeFirst();
      if (!newest) return { top: null, rows: 0 };
      const top = Number(newest.seq);
      const { count } = await leadListQuery(db, { ...filters, before: top + 1, limit: 0 }, viewer, now)
        .clearSelect()
        .clearOrderBy()
        .clearLimit()
        // The rows the list leaves out: leads whose record the retention job erased.
        .where(sql<boolean>`leads.erased_at IS NULL`)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return { top, rows: Number(count) };
    },

    async *rows(filters: ParsedLeadsQuery, viewer: LeadViewer, now: number, { top, rows }: LeadExportPlan): AsyncGenerator<LeadSummary> {
      if (top === null) return;
      let before = top + 1;
      let sent = 0;
      while (sent < rows) {
        const page = await listLeads(db, { ...filters, before, limit: Math.min(PAGE, rows - sent) }, viewer, now);
        for (const lead of page.leads) yield lead;
        sent += page.leads.length;
        if (page.nextBefore === null) return;
        before = Number(page.nextBefore);
      }
    },
  };
}

export type LeadExport = ReturnType<typeof createLeadExport>;
