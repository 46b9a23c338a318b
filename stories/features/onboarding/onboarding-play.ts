import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { MAX_DOCUMENT_BYTES } from '@/features/onboarding/api/document-rules';
import { typeInto } from '../leads/lead-play';

/** Every onboarding story starts with no requests seen. */
export function startWithNoRequests() {
  sentRequests.length = 0;
}

export const formOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('form', { name });

/** The field with this visible label (radio groups and checkboxes by their own roles). */
export const fieldOf = (form: HTMLElement, label: string) => within(form).getByLabelText(label, { exact: true });

/** Types, picks or ticks each value into the field with that label: strings into text fields and selects. */
export async function fillIn(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = fieldOf(form, label);
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else await typeInto(field, value);
  }
}

/** Chooses the radio `option` in the group whose legend is `legend`. */
export async function chooseRadio(form: HTMLElement, legend: string, option: string) {
  const group = within(form).getByRole('group', { name: legend });
  await userEvent.click(within(group).getByRole('radio', { name: option }));
}

/** Ticks (or unticks) the checkbox whose label starts with `label`. */
export async function setChecked(form: HTMLElement, label: string | RegExp, checked: boolean) {
  const box = within(form).getByRole('checkbox', { name: label });
  if ((box as HTMLInputElement).checked !== checked) await userEvent.click(box);
  await expect(box).toHaveProperty('checked', checked);
}

/** Ticks the three consent boxes. */
export async function tickConsents(form: HTMLElement) {
  await setChecked(form, /^I declare/, true);
  await setChecked(form, /^I have read and agree to the Privacy Policy/, true);
  await setChecked(form, /^I accept the Terms & Conditions/, true);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A picked file that starts like a PNG (the browser judges the first bytes; the server decodes it all). */
export function pngFile(name = 'photo.png', totalBytes = 2048): File {
  const bytes = new Uint8Array(totalBytes);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

export const oversizePng = () => pngFile('huge-scan.png', MAX_DOCUMENT_BYTES + 1);
export const pdfNamedPng = () => new File(['%PDF-1.7\n1 0 obj\n'], 'certificate.png', { type: 'image/png' });
export const gifFile = () => new File(['GIF89a'], 'animation.gif', { type: 'image/gif' });

/** Picks a file in the upload field with this label; `applyAccept: false` lets a wrong type through as a user could. */
export async function pickFile(form: HTMLElement, label: string, file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(fieldOf(form, label), file);
}

/** The upload field's error after picking, and the announcement of it. */
export async function expectFileRefused(form: HTMLElement, label: string, message: string) {
  const input = fieldOf(form, label);
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(`Error: ${message}`)));
  await expect(within(form).getByText(`${(input as HTMLInputElement).files?.[0]?.name}: ${message}`)).toBeInTheDocument();
}
