import { within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { supervisorSession } from '@mocks/staff/lead-fixtures';
import { vitalsApi } from '@mocks/staff/vitals';

export const VITALS = '/api/staff/vitals';

/** The speed page as a supervisor opens it: /staff/speed, the whole site's report. */
export const speedParameters = {
  route: { path: '/staff/speed' },
  session: supervisorSession,
  msw: { handlers: { vitals: [vitalsApi.report()] } },
};

/** The report asked for, in order. */
export const vitalsReads = () => sentRequests.filter((request) => request.path.startsWith(VITALS)).map((request) => request.path);

/** The table by route, once the report is in. */
export const findSpeedTable = (canvasElement: HTMLElement, days = 28, devices = 'all devices') =>
  within(canvasElement).findByRole('table', { name: `p75 by route, device and language over ${days} days, ${devices}` });

/** The row of a route × device × language, e.g. ('/search', 'Phone', 'English'). */
export function rowOf(table: HTMLElement, route: string, device: string, lang: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => {
      const cells = [...candidate.querySelectorAll('th, td')].map((cell) => cell.textContent);
      return cells[0] === route && cells[1] === device && cells[2] === lang;
    });
  if (!row) throw new Error(`No row for ${route}, ${device}, ${lang}`);
  return row;
}

/** A row's cell under a column header (LCP, Views …). */
export function cellOf(table: HTMLElement, row: HTMLElement, header: string): HTMLElement {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const cell = row.querySelectorAll<HTMLElement>('th, td')[headers.indexOf(header)];
  if (!cell) throw new Error(`No ${header} cell`);
  return cell;
}
