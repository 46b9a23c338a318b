import { expect, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { leadsApi } from '@mocks/staff/leads';
import { liveFeed } from '@mocks/staff/lead-events';
import { sessionOf } from './lead-story-support';

/** One mock server for the lead stories; each story resets it (signed in as its `parameters.session`). */
export const leadApi = leadsApi();

/** A lead's page at `/staff/leads/<id>`. */
export const leadRoute = (id: string) => ({ route: { path: '/staff/leads/:id', initialEntry: `/staff/leads/${id}` } });

export const leadParameters = { ...leadRoute('ap-2d81e0b4'), msw: { handlers: { leads: leadApi.handlers, live: [liveFeed.open()] } } };

export const resetLead = ({ parameters }: { parameters: Record<string, unknown> }) => leadApi.reset(sessionOf(parameters));

/** The lead's page, once loaded: its part (a section) named `title`. */
export async function findPart(canvasElement: HTMLElement, title: string) {
  return within(canvasElement).findByRole('region', { name: title });
}

/** The value beside a label in the overview or the received fields. */
export function valueOf(container: HTMLElement, label: string): HTMLElement {
  const term = within(container).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value beside ${label}`);
  return value;
}

/** The last request sent to a lead's change (e.g. "claim"), with its body and headers. */
export function lastChange(id: string, action: string) {
  return sentRequests.filter((request) => request.path === `/api/staff/leads/${id}/${action}`).at(-1);
}

export async function expectNoProblem(canvasElement: HTMLElement) {
  await expect(within(canvasElement).queryByRole('heading', { name: 'There is a problem' })).toBeNull();
}
