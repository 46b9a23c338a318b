import { act, fireEvent, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsKey } from '@/features/staff/api/get-leads';
import type { LeadList, LeadSummary } from '@/features/staff/api/lead-summary';
import { useLiveLeads } from '@/features/staff/api/use-live-leads';
import { arrivingCallback } from '@mocks/staff/lead-fixtures';

/** EventSource as the hook uses it: listeners, readyState, close; the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }));
    });
  }
}

const key = leadsKey({});
const existing: LeadSummary = { ...arrivingCallback(100, '0000'), id: 'existing' };

function Inbox({ onlyAppointments = false }: { onlyAppointments?: boolean }) {
  const live = useLiveLeads({ firstPageKey: key, matches: (lead) => !onlyAppointments || lead.kind === 'appointment' });
  const { data } = useSWR<LeadList>(key, null);
  return (
    <div>
      <p data-testid="status">{live.status}</p>
      <p data-testid="announcement">{live.announcement}</p>
      <ul>{data?.leads.map((lead) => <li key={lead.id}>{`${lead.id} ${lead.status}${live.unseenIds.has(lead.id) ? ' unseen' : ''}`}</li>)}</ul>
      <button type="button" onClick={live.reconnect}>
        Reconnect
      </button>
    </div>
  );
}

function renderInbox(props: { onlyAppointments?: boolean } = {}) {
  const cache = new Map([[key, { data: { leads: [existing], nextBefore: null } }]]);
  return render(
    <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
      <Inbox {...props} />
    </SWRConfig>,
  );
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const source = () => FakeEventSource.instances.at(-1)!;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  document.title = 'Inbox | Healvia Staff';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveLeads', () => {
  it('opens the feed and says when it is live', () => {
    renderInbox();
    expect(source().url).toBe('/api/staff/leads/events');
    expect(screen.getByTestId('status')).toHaveTextContent('connecting');
    source().emit('open');
    expect(screen.getByTestId('status')).toHaveTextContent('live');
  });

  it('puts a new lead at the top once, counts it in the title and announces the leads that came together', () => {
    vi.useFakeTimers();
    renderInbox();
    source().emit('lead', arrivingCallback(106, '1111'));
    source().emit('lead', arrivingCallback(107, '2222'));
    source().emit('lead', arrivingCallback(107, '2222'));
    expect(rows()).toEqual(['cb-live-107 new unseen', 'cb-live-106 new unseen', 'existing new']);
    expect(document.title).toBe('(2) Inbox | Healvia Staff');
    expect(screen.getByTestId('announcement')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('announcement')).toHaveTextContent('2 new callbacks');
  });

  it('never counts a lead the list already has (a replay after a reconnect)', () => {
    renderInbox();
    source().emit('lead', existing);
    expect(rows()).toEqual(['existing new']);
    expect(document.title).toBe('Inbox | Healvia Staff');
  });

  it('stops counting once the person acts in the page', () => {
    renderInbox();
    source().emit('lead', arrivingCallback(106, '1111'));
    expect(document.title).toBe('(1) Inbox | Healvia Staff');
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(document.title).toBe('Inbox | Healvia Staff');
    expect(rows()[0]).toBe('cb-live-106 new');
  });

  it('leaves out a lead the filters would not show, and anything that is not a lead', () => {
    renderInbox({ onlyAppointments: true });
    source().emit('lead', arrivingCallback(106, '1111'));
    source().emit('lead', { id: 'half a lead' });
    expect(rows()).toEqual(['existing new']);
    expect(document.title).toBe('Inbox | Healvia Staff');
  });

  it('updates a changed lead and drops one the person may no longer see', () => {
    renderInbox();
    source().emit('lead-changed', { ...existing, status: 'contacted', version: 2 });
    expect(rows()).toEqual(['existing contacted']);
    source().emit('lead-hidden', { id: 'existing' });
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('says it is reconnecting while EventSource retries, stopped when it gave up, and opens a new feed on reconnect', () => {
    renderInbox();
    source().emit('error');
    expect(screen.getByTestId('status')).toHaveTextContent('reconnecting');
    source().readyState = FakeEventSource.CLOSED;
    source().emit('error');
    expect(screen.getByTestId('status')).toHaveTextContent('closed');
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(screen.getByTestId('status')).toHaveTextContent('connecting');
  });

  it('closes the feed and clears the count when the inbox goes', () => {
    const { unmount } = renderInbox();
    source().emit('lead', arrivingCallback(106, '1111'));
    unmount();
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
    expect(document.title).toBe('Inbox | Healvia Staff');
  });
});
