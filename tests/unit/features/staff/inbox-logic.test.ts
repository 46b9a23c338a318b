import { describe, expect, it } from 'vitest';
import { inboxFiltersOf, inboxFiltersSchema, inboxQueryOf, DEFAULT_INBOX_FILTERS } from '@/features/staff/api/inbox-filters-schema';
import { LEADS_QUERY_MESSAGES } from '@/features/staff/api/leads-query-schema';
import { inboxQueryOfLocation, inboxSearchOf, newerCursorsOf } from '@/features/staff/components/inbox-location';
import { durationText, timeLeft } from '@/features/staff/components/time-left';

const now = Date.parse('2026-03-14T08:35:00Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

describe('timeLeft', () => {
  it.each([
    [18, 'left', '18 min left'],
    [65, 'left', '1 h 5 min left'],
    [120, 'left', '2 h left'],
    [21 * 60, 'left', '21 h left'],
    [26 * 60, 'left', '1 day 2 h left'],
    [9, 'soon', '9 min left'],
    [0.5, 'soon', '1 min left'],
    [-25, 'overdue', 'Overdue by 25 min'],
    [-125, 'overdue', 'Overdue by 2 h 5 min'],
    [-3 * 24 * 60, 'overdue', 'Overdue by 3 days'],
  ] as const)('due in %s min: %s, "%s"', (minutes, state, text) => {
    expect(timeLeft(inMinutes(minutes), null, now)).toEqual({ state, text });
  });

  it('says "Closed" once the lead is closed, however late it was', () => {
    expect(timeLeft(inMinutes(-500), '2026-03-14T08:00:00Z', now)).toEqual({ state: 'closed', text: 'Closed' });
  });

  it('never says 0 min', () => {
    expect(durationText(0)).toBe('1 min');
  });
});

describe('the inbox filter form', () => {
  const valid = { ...DEFAULT_INBOX_FILTERS };

  it('leaves blanks and the defaults out of the query', () => {
    expect(inboxFiltersSchema.parse(valid)).toEqual({});
    expect(inboxFiltersSchema.parse({ ...valid, assignee: 'anyone' })).toEqual({});
    expect(inboxFiltersSchema.parse({ ...valid, kind: 'callback', overdue: true, q: ' 098765 43210 ', from: '2026-03-01', to: '2026-03-14' })).toEqual({
      kind: 'callback',
      overdue: 'true',
      q: '098765 43210',
      from: '2026-03-01',
      to: '2026-03-14',
    });
  });

  it('refuses what the server would, in its words', () => {
    const messages = (values: typeof valid) => (inboxFiltersSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ ...valid, q: 'priya' })).toEqual([['q', LEADS_QUERY_MESSAGES.q]]);
    expect(messages({ ...valid, q: '12345' })).toEqual([['q', LEADS_QUERY_MESSAGES.q]]);
    expect(messages({ ...valid, from: '2026-02-30' })).toEqual([['from', LEADS_QUERY_MESSAGES.from]]);
    expect(messages({ ...valid, from: '2026-03-14', to: '2026-03-01' })).toEqual([['to', LEADS_QUERY_MESSAGES.range]]);
    expect(messages({ ...valid, kind: 'sms' })).toEqual([['kind', LEADS_QUERY_MESSAGES.kind]]);
  });

  it('accepts an e-mail as a search', () => {
    expect(inboxFiltersSchema.parse({ ...valid, q: 'Priya@Example.com' })).toEqual({ q: 'Priya@Example.com' });
  });

  it('puts a query back into the form', () => {
    const query = { kind: 'contact', status: 'open', assignee: 'me', overdue: 'true', from: '2026-03-01', to: '2026-03-02', q: 'a@b.in' };
    expect(inboxQueryOf(inboxFiltersOf(query))).toEqual(query);
    expect(inboxFiltersOf({ assignee: 'anyone' }).assignee).toBe('');
  });
});

describe('the inbox address', () => {
  it('holds every filter and the page, never the search', () => {
    expect(inboxSearchOf({ kind: 'callback', overdue: 'true', q: '9876543210' }, '17')).toBe('?kind=callback&overdue=true&before=17');
    expect(inboxSearchOf({})).toBe('');
  });

  it('reads the search from the router state and the rest from the address', () => {
    expect(inboxQueryOfLocation('?kind=callback&before=17&unknown=1', { q: '9876543210', newer: [''] })).toEqual({ kind: 'callback', before: '17', q: '9876543210' });
    expect(inboxQueryOfLocation('', null)).toEqual({});
  });

  it('reads the newer pages from the router state, ignoring anything else', () => {
    expect(newerCursorsOf({ newer: ['', '60', 3] })).toEqual(['', '60']);
    expect(newerCursorsOf(undefined)).toEqual([]);
  });
});
