import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { leadConflictOf } from '@/features/staff/api/lead-conflict';
import { summaryOf, withoutLead, withSummary } from '@/features/staff/api/lead-pages';
import { newLeadsAnnouncement, titleWithCount } from '@/features/staff/api/live-announcement';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { leadMatchesQuery } from '@/features/staff/components/lead-matches-query';
import { appointmentAttempted, arrivingCallback, asha, STORY_NOW } from '@mocks/staff/lead-fixtures';

const callback = arrivingCallback(106, '1111');
const mine: LeadSummary = { ...callback, id: 'mine', assignee: asha };

describe('newLeadsAnnouncement', () => {
  it('counts by kind, in words', () => {
    expect(newLeadsAnnouncement({ callback: 2 })).toBe('2 new callbacks');
    expect(newLeadsAnnouncement({ callback: 1 })).toBe('1 new callback');
    expect(newLeadsAnnouncement({ appointment: 1, callback: 2 })).toBe('2 new callbacks and 1 new appointment request');
    expect(newLeadsAnnouncement({ appointment: 2, callback: 1, contact: 3 })).toBe('1 new callback, 2 new appointment requests and 3 new contact messages');
    expect(newLeadsAnnouncement({})).toBe('');
  });
});

describe('titleWithCount', () => {
  it('puts the count in front, once, and takes it away', () => {
    expect(titleWithCount('Inbox | Healvia Staff', 2)).toBe('(2) Inbox | Healvia Staff');
    expect(titleWithCount('(2) Inbox | Healvia Staff', 3)).toBe('(3) Inbox | Healvia Staff');
    expect(titleWithCount('(3) Inbox | Healvia Staff', 0)).toBe('Inbox | Healvia Staff');
  });
});

describe('leadMatchesQuery', () => {
  it.each([
    [{}, true],
    [{ kind: 'callback' }, true],
    [{ kind: 'appointment' }, false],
    [{ status: 'open' }, true],
    [{ status: 'closed' }, false],
    [{ status: 'new' }, true],
    [{ status: 'contacted' }, false],
    [{ assignee: 'unassigned' }, true],
    [{ assignee: 'me' }, false],
    [{ assignee: asha.id }, false],
    [{ overdue: 'true' }, false],
    [{ from: '2026-03-14', to: '2026-03-14' }, true],
    [{ to: '2026-03-13' }, false],
    [{ from: '2026-03-15' }, false],
    [{ q: '9876543210' }, false],
  ])('a new unassigned callback and %o → %s', (query, matches) => {
    expect(leadMatchesQuery(callback, query, asha.email, STORY_NOW)).toBe(matches);
  });

  it('knows my leads and a staff member’s', () => {
    expect(leadMatchesQuery(mine, { assignee: 'me' }, asha.email, STORY_NOW)).toBe(true);
    expect(leadMatchesQuery(mine, { assignee: asha.id }, 'someone@else.in', STORY_NOW)).toBe(true);
    expect(leadMatchesQuery(mine, { assignee: 'unassigned' }, asha.email, STORY_NOW)).toBe(false);
  });

  it('knows an overdue lead', () => {
    expect(leadMatchesQuery({ ...callback, dueAt: '2026-03-14T08:00:00.000Z' }, { overdue: 'true' }, asha.email, STORY_NOW)).toBe(true);
  });
});

describe('cached pages', () => {
  const page = { leads: [callback, mine], nextBefore: null };

  it('take a newer row in place, never an older one', () => {
    const changed = { ...callback, status: 'contacted' as const, version: 2 };
    expect(withSummary(page, changed)?.leads).toEqual([changed, mine]);
    expect(withSummary({ leads: [changed], nextBefore: null }, callback)?.leads).toEqual([changed]);
    expect(withSummary(page, { ...callback, id: 'elsewhere' })).toBe(page);
    expect(withSummary(undefined, callback)).toBeUndefined();
  });

  it('let a row go', () => {
    expect(withoutLead(page, 'mine')?.leads).toEqual([callback]);
    expect(withoutLead(page, 'nowhere')).toBe(page);
  });

  it('make a row of a lead’s detail', () => {
    expect(Object.keys(summaryOf(appointmentAttempted.lead)).sort()).toEqual(Object.keys(callback).sort());
  });
});

describe('leadConflictOf', () => {
  const current = appointmentAttempted.lead;
  const change = { by: 'sunita@healvia.in', at: '2026-03-14T08:35:00.000Z', field: 'status' as const };

  it('reads a 409 with the lead as it stands', () => {
    expect(leadConflictOf(new ApiError(409, 'Changed first', undefined, { message: 'Changed first', current, change }))).toEqual({ message: 'Changed first', current, change });
  });

  it('writes the message when the answer has none', () => {
    expect(leadConflictOf(new ApiError(409, undefined, undefined, { current, change }))?.message).toBe(
      'sunita@healvia.in changed the status at 14:05. Your change was not saved: check the lead and try again.',
    );
  });

  it('is nothing for any other failure', () => {
    expect(leadConflictOf(new ApiError(403, 'No', undefined, { message: 'No' }))).toBeUndefined();
    expect(leadConflictOf(new ApiError(409, 'No', undefined, { message: 'No' }))).toBeUndefined();
    expect(leadConflictOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
