import { renderHook } from '@testing-library/react';
import { leadsExportUrl, useLeadsExportUrls } from '@/features/staff/api/export-leads';
import { leadsExportQuerySchema } from '@/features/staff/api/leads-export-query-schema';

describe('the inbox’s export links', () => {
  it('carry the inbox’s filters, without blanks or the list’s paging', () => {
    expect(leadsExportUrl({ kind: 'callback', status: '', assignee: 'me', q: ' +91 98765 43210 ', limit: '50', before: '120' }, 'csv')).toBe(
      '/api/staff/leads/export?format=csv&kind=callback&assignee=me&q=%2B91+98765+43210',
    );
    expect(leadsExportUrl({}, 'json')).toBe('/api/staff/leads/export?format=json');
  });

  it('build a URL the server’s query schema accepts, with the same filters', () => {
    const url = new URL(leadsExportUrl({ kind: 'contact', status: 'closed', from: '2026-03-01', to: '2026-03-31', overdue: 'true' }, 'json'), 'http://localhost');
    const parsed = leadsExportQuerySchema.parse(Object.fromEntries(url.searchParams));
    expect(parsed).toMatchObject({ format: 'json', filters: { kind: 'contact', status: 'closed', overdue: true, receivedFrom: '2026-02-28T18:30:00.000Z' } });
  });

  it('gives a CSV and a JSON link for the current filters', () => {
    const { result } = renderHook(() => useLeadsExportUrls({ kind: 'appointment' }));
    expect(result.current).toEqual({
      csv: '/api/staff/leads/export?format=csv&kind=appointment',
      json: '/api/staff/leads/export?format=json&kind=appointment',
    });
  });
});
