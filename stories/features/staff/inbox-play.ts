import { expect, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { leadsApi } from '@mocks/staff/leads';
import { liveFeed } from '@mocks/staff/lead-events';
import { sessionOf } from './lead-story-support';

/** One mock server for the inbox stories; each story resets it (signed in as its `parameters.session`). */
export const inboxApi = leadsApi();

export const inboxParameters = {
  route: { path: '/staff', initialEntry: '/staff' },
  msw: { handlers: { leads: inboxApi.handlers, live: [liveFeed.open()] } },
};

export const resetInbox = ({ parameters }: { parameters: Record<string, unknown> }) => {
  inboxApi.reset(sessionOf(parameters));
  liveFeed.reset(inboxApi.store.arrive);
};

/** The table, once its rows are in. */
export async function findInboxTable(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: 'Leads, newest first' });
}

/** Each row's link text (kind and name), top to bottom. */
export async function rowLinks(canvasElement: HTMLElement): Promise<string[]> {
  const table = await findInboxTable(canvasElement);
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** The newest row. */
export async function firstRow(canvasElement: HTMLElement): Promise<HTMLElement> {
  const table = await findInboxTable(canvasElement);
  return within(table).getAllByRole('row')[1]!;
}

/** The row whose link reads `name` (e.g. "Callback, No name given"). */
export async function rowOf(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const table = await findInboxTable(canvasElement);
  const link = within(table).getByRole('link', { name });
  const row = link.closest('tr');
  await expect(row).not.toBeNull();
  return row!;
}

/** The path and query of the last list request (GET /api/staff/leads?…). */
export const sentListPath = () => sentRequests.filter((request) => /^\/api\/staff\/leads(\?|$)/.test(request.path)).at(-1)?.path;
