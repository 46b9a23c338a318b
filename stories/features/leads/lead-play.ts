import { expect, userEvent, waitFor, within } from 'storybook/test';
import { todayInIndia } from '@/features/leads/api/appointment-schema';
import { pickDate } from '../../support/pick-date';

/** Everything on the page, dialogs and toasts included (they render outside the story's root). */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog with this name, once its opening animation has finished. */
export async function findOpenDialog(canvasElement: HTMLElement, name: string) {
  // The dialog's code loads on first intent: on a busy machine that chunk can take longer than the usual wait.
  const dialog = await page(canvasElement).findByRole('dialog', { name }, { timeout: 10_000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** A yyyy-mm-dd date `days` after today in India (negative for the past). */
export function daysFromToday(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A toast with this text is showing and was written to the polite or assertive live region. */
export async function expectToast(canvasElement: HTMLElement, text: string, politeness: 'polite' | 'assertive') {
  await expect(await page(canvasElement).findByText(text, { selector: 'p' })).toBeVisible();
  await waitFor(() => expect(page(canvasElement).getByTestId(`live-${politeness}`)).toHaveTextContent(text));
}

/** After a failed submit the GOV.UK summary is shown and focused, listing these messages in order. */
export async function expectErrorSummary(scope: HTMLElement, messages: readonly string[]) {
  const heading = await within(scope).findByRole('heading', { name: 'There is a problem' });
  await waitFor(() => expect(scope.ownerDocument.activeElement).toContainElement(heading));
  const summary = heading.closest('[role="alert"]') as HTMLElement;
  await expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(messages);
}

/** The spec's red box: the alert that is not the error summary. */
export function specBox(scope: HTMLElement): HTMLElement | undefined {
  return within(scope)
    .queryAllByRole('alert')
    .find((alert) => !within(alert).queryByRole('heading', { name: 'There is a problem' }));
}

/** Replaces a field's text: pasted into text fields (quicker than typing), picked whole in date inputs. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (!text) return;
  if (field.getAttribute('type') === 'date') {
    await pickDate(field, text);
    return;
  }
  await userEvent.click(field);
  await userEvent.paste(text);
}
