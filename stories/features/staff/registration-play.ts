import { expect, userEvent, within } from 'storybook/test';
import { STORY_CSRF_TOKEN } from '@mocks/staff/staff-session';
import { lastSent } from '@mocks/handlers/api-call';

/** The review form, named by its heading. */
export const reviewFormOf = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Review' });

/** Picks a decision and, when given, types the reason; then saves. */
export async function review(canvasElement: HTMLElement, decision: 'Verified' | 'Rejected', reason?: string) {
  const form = await reviewFormOf(canvasElement);
  await userEvent.click(within(form).getByRole('radio', { name: decision }));
  if (reason !== undefined) await userEvent.type(within(form).getByRole('textbox', { name: /^Reason for rejecting/ }), reason);
  await userEvent.click(within(form).getByRole('button', { name: 'Save review' }));
  return form;
}

/** What a change sent to the staff API, and that it carried the session's CSRF token. */
export async function expectSent(path: string, body: unknown) {
  const sent = lastSent(path);
  await expect(sent?.body).toEqual(body);
  await expect(sent?.headers.get('X-CSRF-Token')).toBe(STORY_CSRF_TOKEN);
}

/** A term's value in a description list. */
export function valueOf(scope: HTMLElement, term: string): HTMLElement {
  const dt = within(scope).getAllByRole('term').find((candidate) => candidate.textContent === term);
  if (!dt?.nextElementSibling) throw new Error(`no value for ${term}`);
  return dt.nextElementSibling as HTMLElement;
}
