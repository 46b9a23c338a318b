import { afterEach, expect, it } from 'vitest';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { createLeadHub, type LeadFeedSource, type LeadHub, type LiveLead } from '../../server/live/lead-hub';
import type { SseStream } from '../../server/live/sse-stream';

const lead = (seq: number): LiveLead => ({ seq, summary: { id: `lead-${seq}`, assignee: null } as LeadSummary });

/** The leads table, read as the database would: `commit()` adds the next lead. */
function leadsTable(committed: number) {
  const rows = () => Array.from({ length: committed }, (_, index) => lead(index + 1));
  const source: LeadFeedSource = {
    bySeq: async (seqs) => rows().filter((row) => seqs.includes(row.seq)),
    byId: async () => [],
    after: async (seq, limit) => rows().filter((row) => row.seq > seq).slice(0, limit),
    newestSeq: async () => committed,
  };
  return { source, commit: () => (committed += 1) };
}

function recordingStream() {
  const frames: string[] = [];
  const stream: SseStream = { closed: false, write: (frame) => frames.push(frame) > 0, heartbeat: () => undefined, close: () => undefined };
  return { stream, eventIds: () => frames.map((frame) => /^id: (\d+)$/m.exec(frame)?.[1]) };
}

let hub: LeadHub | undefined;
afterEach(() => hub?.close());

it('never sends a reconnected console a lead twice when its NOTIFY arrives after the replay read it', async () => {
  const table = leadsTable(3);
  hub = createLeadHub({ source: table.source, checkSession: async () => undefined, heartbeatMs: 60_000, warn: () => undefined });
  const reconnected = recordingStream();
  await hub.subscribe(reconnected.stream, { staffId: 'staff-1', role: 'supervisor' }, 'session-1', 1);
  expect(reconnected.eventIds()).toEqual(['2', '3']);

  // Lead 3's NOTIFY was still on its way when the replay read it; lead 4 commits after.
  hub.announceNew(3);
  hub.announceNew(table.commit());
  await expect.poll(() => reconnected.eventIds().at(-1)).toBe('4');
  expect(reconnected.eventIds()).toEqual(['2', '3', '4']);
});
