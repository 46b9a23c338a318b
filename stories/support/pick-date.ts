import { userEvent } from 'storybook/test';

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Gives a date input a whole yyyy-mm-dd value at once, as its date picker does. Typed character by
 * character, the input would pass through "2", "20", "202" …, which Chromium refuses with a console warning.
 */
export async function pickDate(input: HTMLElement, isoDate: string) {
  await userEvent.click(input);
  setInputValue.call(input, isoDate);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
