import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentRequests } from '@mocks/handlers/api-call';
import { formatFileSize } from '@/design-system/form/file-size';
import { DOCUMENT_ACCEPT_ATTRIBUTE, MAX_DOCUMENT_BYTES } from '@/features/onboarding/api/document-rules';
import { expectToast, specBox, typeInto } from '../leads/lead-play';

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

/** The three consent boxes by the start of their labels. */
export const CONSENT_BOXES = [/^I declare/, /^I have read and agree to the Privacy Policy/, /^I accept the Terms & Conditions/] as const;

/** Ticks the three consent boxes. */
export async function tickConsents(form: HTMLElement) {
  for (const box of CONSENT_BOXES) await setChecked(form, box, true);
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

/** Picks each file in the upload field with that label and waits until it is shown as selected. */
export async function pickDocuments(form: HTMLElement, files: Record<string, File>) {
  for (const [label, file] of Object.entries(files)) {
    await pickFile(form, label, file);
    await expectSelected(form, file);
  }
}

/** The line under an upload field naming the chosen file and its size, e.g. 'Selected: scan.png (2 KB)'. */
export const selectedLine = (form: HTMLElement, file: File) =>
  within(form).queryByText((_, element) => element?.tagName === 'P' && element.textContent === `Selected: ${file.name} (${formatFileSize(file.size)})`);

/** A picked file is shown as selected and its choice announced. */
export async function expectSelected(form: HTMLElement, file: File) {
  await waitFor(() => expect(selectedLine(form, file)).toBeInTheDocument());
  await waitFor(() => expect(within(form).getByText(`Selected ${file.name}, ${formatFileSize(file.size)}`)).toBeInTheDocument());
}

/** After a failed send the file is still chosen: in the input and on the screen. */
export async function expectDocumentKept(form: HTMLElement, label: string, file: File) {
  await expect((fieldOf(form, label) as HTMLInputElement).files?.[0]?.name).toBe(file.name);
  await expect(selectedLine(form, file)).toBeInTheDocument();
}

/**
 * A document part of a recorded multipart body: a PNG of this size. The name is not compared: a mocked
 * XMLHttpRequest may re-encode the body with every part named 'blob'.
 */
export const sentDocument = (size: number) => expect.objectContaining({ size, type: 'image/png' });

/** While a multipart registration is on its way: the busy button with its spinner, and the labelled upload progress. */
export async function expectUploading(form: HTMLElement) {
  const button = await within(form).findByRole('button', { name: 'Submitting...' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(within(button).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
  await expect(within(form).getByRole('progressbar', { name: /^Uploading your documents/ })).toBeVisible();
  const announced = within(form).getAllByRole('status').map((status) => status.textContent);
  await expect(announced.some((text) => text?.startsWith('Uploading your documents'))).toBe(true);
}

/**
 * A toast with this text is showing outside the form and was written to the live region; unlike
 * expectToast it allows the same words in the form's field errors (the missing-documents message).
 */
export async function expectToastBesideForm(canvasElement: HTMLElement, text: string, politeness: 'polite' | 'assertive') {
  const body = within(canvasElement.ownerDocument.body);
  const toasts = () => body.queryAllByText(text, { selector: 'p' }).filter((element) => !element.closest('form'));
  await waitFor(() => expect(toasts()).toHaveLength(1));
  await expect(toasts()[0]).toBeVisible();
  await waitFor(() => expect(body.getByTestId(`live-${politeness}`)).toHaveTextContent(text));
}

/** Whether the field with this label shows the red asterisk after its label (hidden from screen readers, which hear `required`). */
export const hasRequiredMarker = (form: HTMLElement, label: string) =>
  within(form).getByText(label, { selector: 'label' }).nextElementSibling?.matches('[aria-hidden="true"]') === true;

type PlayContext = { canvasElement: HTMLElement };

/** A play: picking `file` in that upload field is refused and announced at once, before any submit; nothing is sent. */
export const refusedOnPick = (formName: string, label: string, file: () => File, message: string) =>
  async function play({ canvasElement }: PlayContext) {
    const form = formOf(canvasElement, formName);
    await pickFile(form, label, file());
    await expectFileRefused(form, label, message);
    await expect(within(form).queryByRole('img', { name: /^Preview of/ })).not.toBeInTheDocument();
    await expect(within(form).queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await expect(sentRequests).toHaveLength(0);
  };

/** A play: a good PNG shows its thumbnail, name and size; Remove clears it, says so and puts focus back on the input. */
export const previewThenRemove = (formName: string, label: string, file: File, shownAs: string) =>
  async function play({ canvasElement }: PlayContext) {
    const form = formOf(canvasElement, formName);
    await pickFile(form, label, file);
    await expectSelected(form, file);
    await expect(selectedLine(form, file)).toHaveTextContent(shownAs);
    await expect(within(form).getByRole('img', { name: `Preview of ${file.name}` })).toBeInTheDocument();
    await expect(fieldOf(form, label)).not.toHaveAttribute('aria-invalid');

    await userEvent.click(within(form).getByRole('button', { name: `Remove ${file.name}` }));
    await waitFor(() => expect(selectedLine(form, file)).not.toBeInTheDocument());
    await expect(fieldOf(form, label)).toHaveFocus();
    await expect((fieldOf(form, label) as HTMLInputElement).files).toHaveLength(0);
    await expect(within(form).getByText(`${file.name} removed`)).toBeInTheDocument();
    await expect(within(form).queryByRole('img', { name: `Preview of ${file.name}` })).not.toBeInTheDocument();
  };

/** Each upload field: a visible label, marked and required, a file input offering only the allowed types, with its hint. */
export async function expectDocumentInputs(form: HTMLElement, labels: readonly string[]) {
  for (const label of labels) {
    const input = fieldOf(form, label);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', DOCUMENT_ACCEPT_ATTRIBUTE);
    await expect(input).toBeRequired();
    await expect(hasRequiredMarker(form, label)).toBe(true);
    await expect(input).toHaveAccessibleDescription('A photo or scan: JPG or PNG, up to 5 MB');
    await expect(within(form).getByText(label, { selector: 'label' })).toBeVisible();
  }
}

/** A send that failed: the spec's message in an assertive toast and the form's red box, and the button ready again. */
export async function expectSendFailed(canvasElement: HTMLElement, form: HTMLElement, message: string, submitLabel: string) {
  await expectToast(canvasElement, message, 'assertive');
  await waitFor(() => expect(specBox(form)).toHaveTextContent(message));
  await expect(within(form).getByRole('button', { name: submitLabel })).not.toHaveAttribute('aria-disabled');
}
