import { expect, userEvent, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { typeInto } from '../leads/lead-play';

/** Every staff story starts with no request seen. */
export function forgetSentRequests() {
  sentRequests.length = 0;
}

export const staffCredentials = { email: 'ravi.agent@healvia.example', password: 'three tea cups on a train' };

export const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
export const formNamed = (canvasElement: HTMLElement, name: string) => canvasOf(canvasElement).getByRole('form', { name });
export const passwordForm = (canvasElement: HTMLElement) => formNamed(canvasElement, 'Sign in to the staff console');

/** What one call received, newest last. */
export const sentTo = (path: string) => sentRequests.filter((request) => request.path === path);

/** The first sign-in step, as a person fills it. */
export async function enterCredentials(canvasElement: HTMLElement, credentials: Partial<typeof staffCredentials> = staffCredentials) {
  const form = passwordForm(canvasElement);
  if (credentials.email !== undefined) await typeInto(within(form).getByLabelText('Email address'), credentials.email);
  if (credentials.password !== undefined) await typeInto(within(form).getByLabelText('Password'), credentials.password);
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
}

/** Through the first step to the code, whose heading takes focus. */
export async function reachCodeStep(canvasElement: HTMLElement) {
  await enterCredentials(canvasElement);
  const heading = await canvasOf(canvasElement).findByRole('heading', { level: 1, name: 'Enter your code' });
  await expect(heading).toHaveFocus();
}

/** Types a code into the code step and sends it. */
export async function enterCode(canvasElement: HTMLElement, code: string, label = 'Code from your authenticator app') {
  await typeInto(canvasOf(canvasElement).getByLabelText(label), code);
  await userEvent.click(canvasOf(canvasElement).getByRole('button', { name: 'Sign in' }));
}

/** Where the story's router went (the preview's catch-all route shows it). */
export async function expectNavigatedTo(canvasElement: HTMLElement, location: string) {
  await expect(await canvasOf(canvasElement).findByTestId('current-location')).toHaveTextContent(`Navigated to ${location}`);
}
