import { expect, userEvent, waitFor, within } from 'storybook/test';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { accessToken } from '@/lib/cookies';
import { pageLocale } from '@/lib/i18n/page-locale';
import { expectToast, specBox, typeInto } from '../leads/lead-play';

/** Every auth story starts logged out with no requests seen, and leaves no cookie behind. */
export function startLoggedOut() {
  sentRequests.length = 0;
  accessToken.clear();
  return () => accessToken.clear();
}

export const credentials = { email: 'ravi.kumar@example.in', password: 'Chai-at-4pm' };

/** The login form's words in the story's language (the preview's: Hindi for stories with `globals.locale` hi). */
export const authWords =
  pageLocale === 'hi' ? { logIn: 'लॉग इन करें', email: 'ई-मेल', password: 'पासवर्ड' } : { logIn: 'Log in', email: 'Email', password: 'Password' };

export const screenOf = (canvasElement: HTMLElement) => within(canvasElement);
export const formOf = (canvasElement: HTMLElement, name = authWords.logIn) => screenOf(canvasElement).getByRole('form', { name });
export const emailOf = (form: HTMLElement) => within(form).getByLabelText(authWords.email);
export const passwordOf = (form: HTMLElement) => within(form).getByLabelText(authWords.password);

/** Fills the form in front of the user and presses its submit button. */
export async function submitCredentials(form: HTMLElement, values: Partial<typeof credentials>, submitLabel = authWords.logIn) {
  if (values.email !== undefined) await typeInto(emailOf(form), values.email);
  if (values.password !== undefined) await typeInto(passwordOf(form), values.password);
  await userEvent.click(within(form).getByRole('button', { name: submitLabel }));
}

/** Switches to the other mode from the side panel. */
export async function switchTo(canvasElement: HTMLElement, switchLabel: 'Sign Up' | 'Sign In' | 'साइन अप करें' | 'साइन इन करें') {
  await userEvent.click(screenOf(canvasElement).getByRole('button', { name: switchLabel }));
}

/** A failed request: its message in the form's red box and an error toast, what was typed still there. */
export async function expectRequestFailure(canvasElement: HTMLElement, form: HTMLElement, shown: string, typed = credentials, submitLabel = authWords.logIn) {
  await expectToast(canvasElement, shown, 'assertive');
  await expect(specBox(form)).toHaveTextContent(shown);
  await expect(emailOf(form)).toHaveValue(typed.email);
  await expect(passwordOf(form)).toHaveValue(typed.password);
  await expect(within(form).getByRole('button', { name: submitLabel })).not.toHaveAttribute('aria-disabled');
  await expect(canvasElement.ownerDocument.cookie).not.toContain('access_token=');
}

/** Logged in: the cookie holds the mock token, the toast says so, and 1.5 s later the app is at `path`. */
export async function expectLoggedInThenAt(canvasElement: HTMLElement, toast: string, path: string) {
  await expectToast(canvasElement, toast, 'polite');
  await expect(canvasElement.ownerDocument.cookie).toContain('access_token=mock.jwt.token');
  const location = await screenOf(canvasElement).findByText(`Navigated to ${path}`);
  await expect(location).toBeInTheDocument();
}

/** What the last call to `path` carried. */
export const sentTo = (path: string) => waitFor(() => expect(lastSent(path)).toBeDefined()).then(() => lastSent(path)?.body);
