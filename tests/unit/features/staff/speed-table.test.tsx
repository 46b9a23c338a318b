import { render, screen, within } from '@testing-library/react';
import { SpeedTable } from '@/features/staff/components/speed-table';
import { VitalsShareBar } from '@/features/staff/components/vitals-share-bar';
import { buildVitalsReport } from '@/lib/vitals/vitals-report';
import { rollUpViews, type VitalsView } from '@/lib/vitals/vitals-rollup';

const view = (route: VitalsView['route'], metrics: VitalsView['metrics']): VitalsView => ({ day: '2026-03-14', route, device: 'phone', lang: 'en', metrics });
// 20 home page views (LCP 1000 … 2900 ms, no interaction), 3 views of /tests, one of a page not found.
const views = [
  ...Array.from({ length: 20 }, (_, index) => view('/', { LCP: 1000 + index * 100, CLS: 0.05 })),
  ...Array.from({ length: 3 }, () => view('/tests', { LCP: 900 })),
  view('*', { TTFB: 300 }),
];
const report = buildVitalsReport(rollUpViews(views), { from: '2026-02-15', to: '2026-03-14' });

const cellsOf = (route: string) => {
  const row = screen.getByRole('rowheader', { name: route }).closest('tr');
  if (!row) throw new Error(`no row ${route}`);
  return within(row).getAllByRole('cell');
};

describe('the speed table', () => {
  beforeEach(() => render(<SpeedTable rows={report.rows} caption="p75 by route" />));

  it('is a captioned table in a focusable region named by its caption', () => {
    expect(screen.getByRole('region', { name: 'p75 by route' })).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Route', 'Device', 'Language', 'Views', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
  });

  it('gives a row each p75 with its rating in words and its shares as text', () => {
    const [device, lang, viewsCell, lcp, inp, cls] = cellsOf('/');
    expect([device?.textContent, lang?.textContent, viewsCell?.textContent]).toEqual(['Phone', 'English', '20']);
    // p75 2450 ms (hand-computed in tests/unit/vitals/vitals-report.test.ts); 16 of 20 good.
    expect(lcp).toHaveTextContent(/^2\.5 s Good/);
    expect(within(lcp!).getByText('Good 80%, needs improvement 20%, poor 0%')).toBeInTheDocument();
    expect(inp).toHaveTextContent('No measurements');
    expect(cls).toHaveTextContent(/^0\.06 Good/);
  });

  it('names the pages the site does not know by what they are', () => {
    expect(screen.getByRole('rowheader', { name: 'Not found pages (*)' })).toBeInTheDocument();
  });

  it('says "Too few views" for a row under the minimum and shows it no figures', () => {
    const [, , viewsCell, lcp] = cellsOf('/tests');
    expect(within(viewsCell!).getByText('Too few views')).toBeInTheDocument();
    expect(lcp).toHaveTextContent('No figure');
    expect(lcp).not.toHaveTextContent('ms');
  });
});

describe('the shares bar', () => {
  it('draws a segment only for a rating some views had, in the order good, needs improvement, poor', () => {
    const { container } = render(<VitalsShareBar shares={{ good: 0.5, 'needs-improvement': 0, poor: 0.5 }} />);
    const bar = container.querySelector('[aria-hidden="true"]');
    expect(bar?.children).toHaveLength(2);
    expect([...(bar?.children ?? [])].map((segment) => (segment as HTMLElement).style.flexGrow)).toEqual(['50', '50']);
    expect(screen.getByText('Good 50%, needs improvement 0%, poor 50%')).toBeInTheDocument();
  });
});
