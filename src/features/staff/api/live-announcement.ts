import type { LeadKind } from '@/features/staff/api/lead-status';

const KIND_WORDS: Record<LeadKind, [one: string, many: string]> = {
  callback: ['new callback', 'new callbacks'],
  appointment: ['new appointment request', 'new appointment requests'],
  contact: ['new contact message', 'new contact messages'],
};

const ORDER: LeadKind[] = ['callback', 'appointment', 'contact'];

/** "2 new callbacks", "1 new appointment request and 2 new callbacks"…: what the live region says of leads that arrived together. */
export function newLeadsAnnouncement(counts: Partial<Record<LeadKind, number>>): string {
  const parts = ORDER.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) => {
    const count = counts[kind]!;
    return `${count} ${KIND_WORDS[kind][count === 1 ? 0 : 1]}`;
  });
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The tab's title with the count of unseen leads in front ("(2) Inbox – Healvia Staff"), or without one. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}
