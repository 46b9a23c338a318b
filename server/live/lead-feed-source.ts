import type { StorageEngine } from '../storage/engines/storage-engine';
import { LEAD_SUMMARY_COLUMNS, summariesOf } from '../storage/lead-summaries';
import type { LeadFeedSource } from './lead-hub';

/** The inbox rows the feed sends, each exactly as the list shows it (masked), oldest first. */
export function createLeadFeedSource({ db }: StorageEngine): LeadFeedSource {
  const rows = () => db.selectFrom('leads').leftJoin('staff as assignee', 'assignee.id', 'leads.assignee_staff_id').select(LEAD_SUMMARY_COLUMNS).orderBy('leads.seq');

  return {
    bySeq: async (seqs) => summariesOf(db, await rows().where('leads.seq', 'in', seqs).execute()),
    byId: async (ids) => summariesOf(db, await rows().where('leads.id', 'in', ids).execute()),
    async after(seq, limit, viewer) {
      const query = rows()
        .where('leads.seq', '>', seq)
        .$if(viewer?.role === 'agent', (builder) =>
          builder.where((eb) => eb.or([eb('leads.assignee_staff_id', 'is', null), eb('leads.assignee_staff_id', '=', viewer!.staffId)])),
        );
      return summariesOf(db, await query.limit(limit).execute());
    },
    async newestSeq() {
      const { newest } = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.max('seq').as('newest'))
        .executeTakeFirstOrThrow();
      return newest === null ? 0 : Number(newest);
    },
  };
}
